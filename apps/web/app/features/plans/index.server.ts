// The plans feature's public surface: what other features and the app shell may import.

export { fetchPublicPlans } from './api/public-plans.server';
