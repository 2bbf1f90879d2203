// The admin-documents feature's public surface: what other features and the app shell may import.

export { fetchCompanies } from './api/admin-documents-api';
export { CompanyDocumentsSection } from './components/company-documents-section';
