import type { Company } from '@contabil/contracts';
import type { CompanyRow } from './companies.repository.js';

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    alias: row.alias,
    cnpj: row.cnpj,
    status: row.status,
    trackId: row.trackId,
    trackStatus: row.trackStatus,
    municipalInscription: row.municipalInscription,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
}
