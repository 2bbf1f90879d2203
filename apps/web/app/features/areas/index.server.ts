// The areas feature's public surface: what other features and the app shell may import.

export { fetchAreaList } from './areas-api.server';
