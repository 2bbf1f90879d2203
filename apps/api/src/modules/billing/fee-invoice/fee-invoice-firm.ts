import type { FeeInvoiceBlock } from '@contabil/contracts';
import type { FirmDetails } from '../../../config/env.js';
import type { Database } from '../../../db/client.js';
import { findCompanyIdByCnpj } from '../../companies/companies.repository.js';
import { findServiceCode } from '../../nfs/nfse-service-codes.repository.js';
import { findFiscalProfile } from '../../nfse-nacional/profile/fiscal-profile.repository.js';

/** cTribNac of the fee: 17.19.01, contabilidade (what the firm sells). */
export const FEE_SERVICE_CODE = '171901';

export type FirmIssuer = { companyId: string } | { block: FeeInvoiceBlock };

/**
 * Who issues the firm's note: the company registered in the product with FIRM_CNPJ, through
 * its own "Configurações fiscais" (profile, A1 certificate, default NBS). No settings of its
 * own: whatever the firm configured for its company is what its fee notes follow. Says why
 * not when the note cannot be attempted.
 */
export async function firmIssuer(db: Database, firm: FirmDetails): Promise<FirmIssuer> {
  const cnpj = firm.cnpj?.replace(/\D/g, '');
  if (!cnpj) return { block: 'firm_cnpj_unset' };
  const companyId = await findCompanyIdByCnpj(db, cnpj);
  if (!companyId) return { block: 'firm_company_missing' };
  const profile = await findFiscalProfile(db, companyId);
  if (!profile) return { block: 'firm_profile_missing' };
  if (!profile.certificateSealed || !profile.certificatePasswordSealed) return { block: 'firm_certificate_missing' };
  if (!profile.defaultNbs) return { block: 'nbs_missing' };
  if (!(await findServiceCode(db, FEE_SERVICE_CODE))) return { block: 'service_code_missing' };
  return { companyId };
}
