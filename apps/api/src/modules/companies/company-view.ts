import type { Company, CurrentSubscription } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { findCurrentSubscriptions, type CompanyRow } from './companies.repository.js';

/**
 * A company as answered. `currentSubscription` comes from another table: use
 * companyView / companyViews, which read it, unless the caller already has it.
 */
export function toCompany(row: CompanyRow, currentSubscription: CurrentSubscription | null = null): Company {
  return {
    id: row.id,
    name: row.name,
    alias: row.alias,
    cnpj: row.cnpj,
    status: row.status,
    trackId: row.trackId,
    trackStatus: row.trackStatus,
    municipalInscription: row.municipalInscription,
    openedOn: row.openedOn,
    address: row.address,
    currentSubscription,
    legalNature: row.legalNature,
    size: row.size,
    branchType: row.branchType,
    mainCnae: row.mainCnae,
    secondaryCnaes: row.secondaryCnaes,
    partners: row.partners,
    isSolePerson: row.partners.length === 1,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Companies with their current subscriptions: one extra query for the whole list, not one per company. */
export async function companyViews(db: Database, rows: readonly CompanyRow[]): Promise<Company[]> {
  const subscriptions = await findCurrentSubscriptions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCompany(row, subscriptions.get(row.id) ?? null));
}

export async function companyView(db: Database, row: CompanyRow): Promise<Company> {
  const [view] = await companyViews(db, [row]);
  return view!;
}
