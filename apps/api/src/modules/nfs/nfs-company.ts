import { NFS_COMPANY_STATUSES, messages, nfsMessages } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound, validationError } from '../../lib/app-error.js';
import { findCompany, type CompanyRow } from '../companies/companies.repository.js';
import { findServiceCode, type NfseServiceCodeRow } from './nfse-service-codes.repository.js';

/** The company may ask for notes: it exists, has a CNPJ and an allowed status (409 otherwise). */
export async function companyThatCanRequestNotes(db: Database, companyId: string): Promise<CompanyRow> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.notFound);
  const allowed: readonly string[] = NFS_COMPANY_STATUSES;
  if (!company.cnpj || !allowed.includes(company.status)) throw conflict(nfsMessages.companyCannotRequest);
  return company;
}

/** The service code of the national list, or a 400 on `serviceCode`. */
export async function existingServiceCode(db: Database, code: string): Promise<NfseServiceCodeRow> {
  const row = await findServiceCode(db, code);
  if (!row) throw validationError({ serviceCode: nfsMessages.serviceCodeUnknown });
  return row;
}
