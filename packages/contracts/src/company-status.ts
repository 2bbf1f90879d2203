import type { CompanyStatus } from './companies.js';

/**
 * The company status machine (ours; the spec shows the states only):
 * pending -> awaiting_opening (opening track done) -> opening -> active;
 * pending -> migrating (migration track done) -> active; active <-> overdue
 * (subscription); any -> disabled, and disabled -> active, by a system admin.
 */
export const companyStatusTransitions: Readonly<Record<CompanyStatus, readonly CompanyStatus[]>> = {
  pending: ['awaiting_opening', 'migrating', 'disabled'],
  awaiting_opening: ['opening', 'disabled'],
  opening: ['active', 'disabled'],
  migrating: ['active', 'disabled'],
  active: ['overdue', 'disabled'],
  overdue: ['active', 'disabled'],
  disabled: ['active'],
};

export function canChangeCompanyStatus(from: CompanyStatus, to: CompanyStatus): boolean {
  return companyStatusTransitions[from].includes(to);
}

export const companyStatusLabels: Readonly<Record<CompanyStatus, string>> = {
  pending: 'Pendente',
  awaiting_opening: 'Aguardando abertura',
  opening: 'Em abertura',
  migrating: 'Em migração',
  active: 'Ativa',
  overdue: 'Pagamento em atraso',
  disabled: 'Desativada',
};
