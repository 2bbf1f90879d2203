// The simples feature's public surface: what other features and the app shell may import.

export { PayrollSubmissionCard } from './payroll-submission-card';
