// The documents feature's admin screens, public surface: what other features and the app shell may import.

export { fetchCompanies } from './api/admin-documents-api';
export { CompanyDocumentsSection } from './components/company-documents-section';
