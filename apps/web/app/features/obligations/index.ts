// The obligations feature's public surface: what other features and the app shell may import.

export { ObligationsList } from './components/obligations-list';
