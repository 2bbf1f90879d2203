// The panel feature's public surface: what other features and the app shell may import.

export { fetchSimplesReport, reportsKeys } from './api/reports-api';
export { SimplesDasSection } from './components/simples-das-card';
