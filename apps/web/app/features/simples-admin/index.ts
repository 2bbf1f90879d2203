// The simples-admin feature's public surface: what other features and the app shell may import.

export { CompanySimplesSection } from './components/company-simples-section';
