import {
  nfseFiscalProfileInputSchema,
  nfseProfileMessages,
  type NfseCertificateUpload,
  type NfseEmissionMode,
  type NfseFiscalProfile,
  type NfseFiscalProfileInput,
} from '@contabil/contracts';
import type { Database } from '../../../db/client.js';
import { conflict, notFound, zodValidationError } from '../../../lib/app-error.js';
import type { AuthContext } from '../../access/auth-context.js';
import { assertCompanyAdmin, canAdministerCompany } from '../../access/company-access.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { findCompany } from '../../companies/companies.repository.js';
import { acceptA1Certificate, sealCertificate } from '../certificates/accept-certificate.js';
import {
  findFiscalProfile,
  saveCertificate,
  upsertFiscalProfile,
  type FiscalProfileRow,
} from './fiscal-profile.repository.js';

export interface FiscalProfileDeps {
  db: Database;
  /** NFSE_CERTIFICATES_KEY's AES key. */
  certificatesKey: Buffer;
  now: () => Date;
}

const profileNotFound = () => notFound('Perfil fiscal não encontrado');

/** The mode requests follow: the national ones need a kept certificate; manual otherwise. */
export function effectiveEmissionMode(row: FiscalProfileRow | undefined): NfseEmissionMode {
  if (!row || !row.certificateSealed || !row.certificatePasswordSealed) return 'manual';
  return row.emissionMode;
}

/** `canEdit`: whether the caller may change it (the changes themselves are company-admin only). */
export function toFiscalProfile(row: FiscalProfileRow, canEdit = true): NfseFiscalProfile {
  return {
    companyId: row.companyId,
    municipalRegistration: row.municipalRegistration,
    municipalityCode: row.municipalityCode,
    simplesOption: row.simplesOption,
    simplesApuration: row.simplesApuration,
    specialRegime: row.specialRegime,
    dpsSeries: row.dpsSeries,
    nextDpsNumber: row.nextDpsNumber,
    emissionMode: row.emissionMode,
    effectiveEmissionMode: effectiveEmissionMode(row),
    defaultNbs: row.defaultNbs,
    certificate:
      row.certificateHolder && row.certificateCnpj && row.certificateNotAfter
        ? {
            holder: row.certificateHolder,
            cnpj: row.certificateCnpj,
            notAfter: row.certificateNotAfter.toISOString(),
            uploadedAt: row.certificateUploadedAt?.toISOString() ?? null,
          }
        : null,
    canEdit,
  };
}

export async function getFiscalProfile(db: Database, auth: AuthContext, companyId: string): Promise<NfseFiscalProfile> {
  const canEdit = await canAdministerCompany(db, auth, companyId);
  const row = await findFiscalProfile(db, companyId);
  if (!row) throw profileNotFound();
  return toFiscalProfile(row, canEdit);
}

export async function saveFiscalProfile(
  db: Database,
  auth: AuthContext,
  companyId: string,
  input: NfseFiscalProfileInput,
  requestId: string,
): Promise<NfseFiscalProfile> {
  const parsed = nfseFiscalProfileInputSchema.safeParse(input);
  if (!parsed.success) throw zodValidationError(parsed.error);
  const values = parsed.data;
  return db.transaction(async (tx) => {
    await assertCompanyAdmin(tx, auth, companyId);
    const row = await upsertFiscalProfile(tx, companyId, {
      municipalRegistration: values.municipalRegistration || null,
      municipalityCode: values.municipalityCode,
      simplesOption: values.simplesOption,
      simplesApuration: values.simplesOption === '3' ? (values.simplesApuration ?? null) : null,
      specialRegime: values.specialRegime,
      dpsSeries: values.dpsSeries,
      defaultNbs: values.defaultNbs || null,
      ...(values.emissionMode ? { emissionMode: values.emissionMode } : {}),
    });
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'nfse.profile_saved',
      entityType: 'nfse_fiscal_profile',
      entityId: companyId,
      requestId,
      details: {
        municipalityCode: values.municipalityCode,
        dpsSeries: values.dpsSeries,
        emissionMode: row.emissionMode,
      },
    });
    return toFiscalProfile(row);
  });
}

/**
 * Uploads the company's A1: opened with its password, checked (company CNPJ, validity, chain),
 * kept sealed; the answer shows its holder and expiry. The password is never stored in clear,
 * never logged, never audited.
 */
export async function uploadCertificate(
  deps: FiscalProfileDeps,
  auth: AuthContext,
  companyId: string,
  input: NfseCertificateUpload,
  requestId: string,
): Promise<NfseFiscalProfile> {
  const { db } = deps;
  await assertCompanyAdmin(db, auth, companyId);
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('Empresa não encontrada');
  if (!company.cnpj) throw conflict(nfseProfileMessages.companyWithoutCnpj);
  if (!(await findFiscalProfile(db, companyId))) throw conflict(nfseProfileMessages.profileFirst);
  const pkcs12 = Buffer.from(input.certificate.replace(/\s+/g, ''), 'base64');
  const certificate = acceptA1Certificate({
    pkcs12,
    password: input.password,
    companyCnpj: company.cnpj,
    now: deps.now(),
  });
  const sealed = sealCertificate(deps.certificatesKey, pkcs12, input.password);
  return db.transaction(async (tx) => {
    const row = await saveCertificate(tx, companyId, {
      sealed: sealed.pkcs12Sealed,
      passwordSealed: sealed.passwordSealed,
      holder: certificate.holderName,
      cnpj: certificate.holderCnpj ?? company.cnpj!,
      notAfter: certificate.notAfter,
      uploadedBy: auth.sub,
    });
    if (!row) throw profileNotFound();
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'nfse.certificate_uploaded',
      entityType: 'nfse_fiscal_profile',
      entityId: companyId,
      requestId,
      details: {
        holder: certificate.holderName,
        notAfter: certificate.notAfter.toISOString(),
        serial: certificate.serialNumber,
      },
    });
    return toFiscalProfile(row);
  });
}
