// The companies feature's admin screens, public surface: what other features and the app shell may import.

export { fetchCompany } from './api/admin-companies-api';
export { CompanyStatusBadge } from './components/company-status-badge';
export { companyDetailPath, useCompanyLinkState } from './components/orders-table';
