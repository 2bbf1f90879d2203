// The reports feature's public surface (the panel): what other features and the app shell may import.

export { reportsKeys } from './api/reports-api';
export { useSimplesReport } from './api/use-simples-report';
export { SimplesDasSection } from './components/simples-das-card';
