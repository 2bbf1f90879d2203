// The simples feature's admin screens, public surface: what other features and the app shell may import.

export { CompanySimplesSection } from './components/company-simples-section';
export { PayrollAmountFields } from './components/payroll-amount-fields';
export { payrollFormSchema } from './simples-entry-forms';
export { fetchPayrollEntries, payrollKeys, submitPayroll } from './simples-guide-api';
