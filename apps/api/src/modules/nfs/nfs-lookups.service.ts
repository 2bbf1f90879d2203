import type { NfsSavedTaker, NfsServiceCode } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { listTakersPage, type NfsTakerRow } from './nfs-takers.repository.js';
import { searchServiceCodes, type NfseServiceCodeRow } from './nfse-service-codes.repository.js';

export function toNfsSavedTaker(row: NfsTakerRow): NfsSavedTaker {
  return {
    id: row.id,
    emissionType: row.emissionType,
    document: row.document,
    name: row.name,
    email: row.email,
    address: row.address,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toNfsServiceCode(row: NfseServiceCodeRow): NfsServiceCode {
  return { code: row.code, description: row.description, itemDescription: row.itemDescription };
}

/** The company's saved takers, most recently used first. */
export async function listSavedTakers(
  db: Database,
  auth: AuthContext,
  query: { companyId: string; query?: string | undefined; limit: number; offset: number },
) {
  await assertCompanyAccess(db, auth, query.companyId);
  const { rows, total } = await listTakersPage(db, query.companyId, query);
  return { data: rows.map(toNfsSavedTaker), total, limit: query.limit, offset: query.offset };
}

/** The national service list by code or words (reference data: any signed-in user). */
export async function listServiceCodes(
  db: Database,
  query: { search?: string | undefined; limit: number; offset: number },
) {
  const { rows, total } = await searchServiceCodes(db, query);
  return { data: rows.map(toNfsServiceCode), total, limit: query.limit, offset: query.offset };
}
