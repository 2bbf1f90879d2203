// The leads feature's public surface: what other features and the app shell may import.

export { LeadForm } from './components/lead-form';
