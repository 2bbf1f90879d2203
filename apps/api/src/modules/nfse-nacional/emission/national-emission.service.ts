import {
  nfseNacionalMessages,
  nfsMessages,
  type Address,
  type NfseCancellationInput,
  type NfsRequest,
} from '@contabil/contracts';
import type { NfseConfig } from '../../../config/nfse.js';
import type { Database } from '../../../db/client.js';
import type { JobLogger } from '../../../jobs/job-logger.js';
import { AppError, conflict, notFound } from '../../../lib/app-error.js';
import type { AuthContext } from '../../access/auth-context.js';
import { assertCompanyAccess, assertCompanyAdmin } from '../../access/company-access.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { findCompany, type CompanyRow } from '../../companies/companies.repository.js';
import type { JobSender, Mailer } from '../../mail/mailer.js';
import { notifyNfsCustomer, nfsRequestView, requestNotFound } from '../../nfs/nfs-request-view.js';
import { NFSE_DELIVER_JOB, type NfseDeliverData } from '../delivery/nfse-delivery.job.js';
import {
  findNfsRequestOfAnyCompany,
  findNfsRequestView,
  updateNfsRequestStatus,
  type NfsRequestRow,
} from '../../nfs/nfs-requests.repository.js';
import type { A1Certificate } from '../certificates/a1-certificate.js';
import { unsealCertificate } from '../certificates/accept-certificate.js';
import type { DpsAddress, DpsData } from '../dps/dps-data.js';
import { prepareDps } from '../dps/prepare-dps.js';
import { buildCancellationRequest } from '../events/cancellation.js';
import { effectiveEmissionMode } from '../profile/fiscal-profile.service.js';
import { findFiscalProfile, takeNextDpsNumber, type FiscalProfileRow } from '../profile/fiscal-profile.repository.js';
import { SefinClient, SefinUnavailableError } from '../sefin/sefin-client.js';
import { signNfseXml } from '../signing/xml-signature.js';
import { validateNfseXml } from '../xml/nfse-schemas.js';
import {
  clearFailure,
  findEmission,
  insertEmission,
  markSendFailed,
  recordAttempt,
  saveCancellation,
  saveIssuedNote,
  saveNationalErrors,
} from './emission.repository.js';
import { sendSignedDps, signDps } from './send-dps.js';

/** verAplic of every DPS and event the product makes. */
export const NFSE_APP_VERSION = 'contabil-1.0';
/** The job that sends a signed DPS (retries; idempotent per request). */
export const NFSE_EMIT_JOB = 'nfse.emit';

export interface NfseEmitData {
  companyId: string;
  requestId: string;
}

/** What the national path needs besides the database. */
export interface NationalEmissionDeps {
  nfse: NfseConfig;
  /** The queue: the send job and the delivery job commit with the change that causes them. */
  jobs: JobSender;
  now: () => Date;
}

function takerAddress(address: Address | null): DpsAddress | null {
  // The layout's national address needs the IBGE code; without it the taker goes without address.
  if (!address || address.ibgeCode === undefined) return null;
  return {
    municipalityCode: String(address.ibgeCode),
    cep: address.zipCode.replace(/\D/g, ''),
    street: address.street,
    number: address.number || 'S/N',
    complement: address.complement ?? null,
    district: address.neighborhood,
  };
}

/** The DPS of a request, in the product's words (dps/dps-data.ts). */
export function dpsDataFor(
  request: NfsRequestRow,
  company: CompanyRow,
  profile: FiscalProfileRow,
  numbering: { series: string; number: number },
  options: { environment: NfseConfig['environment']; issuedAt: Date },
): DpsData {
  return {
    environment: options.environment,
    issuedAt: options.issuedAt,
    appVersion: NFSE_APP_VERSION,
    series: numbering.series,
    number: numbering.number,
    competenceDate: request.competenceDate,
    issuerMunicipalityCode: profile.municipalityCode,
    provider: {
      cnpj: company.cnpj ?? '',
      municipalRegistration: profile.municipalRegistration,
      taxRegime: {
        simplesOption: profile.simplesOption,
        simplesApuration: profile.simplesApuration,
        specialRegime: profile.specialRegime,
      },
    },
    taker: {
      cnpj: request.emissionType === 'cnpj' ? request.takerCnpj : null,
      cpf: request.emissionType === 'cpf' ? request.takerCpf : null,
      name: request.takerName,
      email: request.takerEmail,
      address: takerAddress(request.takerAddress),
    },
    service: {
      municipalityCode: profile.municipalityCode,
      nationalCode: request.serviceCode,
      nbs: request.nbs ?? profile.defaultNbs ?? '',
      description: request.serviceDescription,
    },
    values: { serviceCents: request.totalValueCents, issWithholding: '1' },
  };
}

function companyCertificate(deps: NationalEmissionDeps, profile: FiscalProfileRow | undefined): A1Certificate {
  if (!profile?.certificateSealed || !profile.certificatePasswordSealed)
    throw conflict(nfseNacionalMessages.certificateMissing);
  return unsealCertificate(deps.nfse.certificatesKey, {
    pkcs12Sealed: profile.certificateSealed,
    passwordSealed: profile.certificatePasswordSealed,
  });
}

function sefinClient(nfse: NfseConfig, certificate: A1Certificate): SefinClient {
  return new SefinClient({
    baseUrl: nfse.apiUrl,
    certificate,
    timeoutMs: nfse.timeoutMs,
    ...(nfse.trustedCas ? { trustedCas: nfse.trustedCas } : {}),
  });
}

async function emissionContext(db: Database, companyId: string) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(nfsMessages.requestNotFound);
  const profile = await findFiscalProfile(db, companyId);
  return { company, profile };
}

/**
 * Takes the company's next DPS number, builds the DPS, validates it against the official XSD
 * (a 400 naming the field otherwise: the caller's transaction rolls back, number included),
 * signs it, keeps it, moves the request to processing and queues its sending: all in `tx`.
 */
export async function startNationalEmission(
  tx: Database,
  deps: NationalEmissionDeps,
  request: NfsRequestRow,
  actor: { userId: string | null; requestId?: string | undefined },
): Promise<void> {
  const { company, profile } = await emissionContext(tx, request.companyId);
  const certificate = companyCertificate(deps, profile);
  const numbering = await takeNextDpsNumber(tx, request.companyId);
  if (!numbering || !profile) throw conflict(nfseNacionalMessages.certificateMissing);
  const data = dpsDataFor(request, company, profile, numbering, {
    environment: deps.nfse.environment,
    issuedAt: deps.now(),
  });
  const signed = await signDps(data, certificate);
  await insertEmission(tx, request.companyId, {
    requestId: request.id,
    dpsId: signed.dpsId,
    dpsSeries: numbering.series,
    dpsNumber: numbering.number,
    signedDpsXml: signed.signedXml,
  });
  const updated = await updateNfsRequestStatus(tx, request.companyId, request.id, {
    from: 'requested',
    to: 'processing',
    set: { handledBy: actor.userId },
  });
  if (!updated) throw conflict(nfseNacionalMessages.approveOnlyRequested);
  await recordAudit(tx, request.companyId, {
    actorUserId: actor.userId,
    action: 'nfse.dps_signed',
    entityType: 'nfs_request',
    entityId: request.id,
    requestId: actor.requestId,
    details: { dpsId: signed.dpsId, series: numbering.series, number: numbering.number },
  });
  const job: NfseEmitData = { companyId: request.companyId, requestId: request.id };
  await deps.jobs.send(tx, NFSE_EMIT_JOB, job);
}

/**
 * A new request (asked by a member, or made by a schedule), in `tx`: the company's mode
 * decides. automatic: signed and queued now; reviewed: the DPS is built and validated (with
 * the number it would take) so that a request that cannot make one is refused now, and it
 * waits for an accountant's approval; manual (or no certificate): nothing, as before.
 */
export async function afterNfsRequestCreated(
  tx: Database,
  deps: NationalEmissionDeps,
  request: NfsRequestRow,
  actor: { userId: string | null; requestId?: string | undefined },
): Promise<void> {
  const { company, profile } = await emissionContext(tx, request.companyId);
  const mode = effectiveEmissionMode(profile);
  if (mode === 'manual' || !profile) return;
  if (mode === 'automatic') return startNationalEmission(tx, deps, request, actor);
  await prepareDps(
    dpsDataFor(
      request,
      company,
      profile,
      { series: profile.dpsSeries, number: profile.nextDpsNumber },
      { environment: deps.nfse.environment, issuedAt: deps.now() },
    ),
  );
}

/** An accountant approves a waiting request of a company on the reviewed mode: signed and queued. */
export async function approveNfsRequest(
  deps: NationalEmissionDeps & { db: Database },
  auth: AuthContext,
  id: string,
  requestId: string,
): Promise<NfsRequest> {
  return accountantStep(deps.db, id, async (tx, row) => {
    if (row.status !== 'requested')
      throw conflict(nfseNacionalMessages.approveOnlyRequested, {
        status: nfseNacionalMessages.approveOnlyRequested,
      });
    await startNationalEmission(tx, deps, row, { userId: auth.sub, requestId });
  });
}

/**
 * An accountant's step on a request of any company, in one transaction with the request
 * locked (404 when there is none); answers the request as the step left it.
 */
async function accountantStep(
  db: Database,
  id: string,
  step: (tx: Database, row: NfsRequestRow) => Promise<void>,
): Promise<NfsRequest> {
  return db.transaction(async (tx) => {
    const row = await findNfsRequestOfAnyCompany(tx, id, { forUpdate: true });
    if (!row) throw requestNotFound();
    await step(tx, row);
    return nfsRequestView(tx, row.companyId, id);
  });
}

export interface EmissionJobDeps extends NationalEmissionDeps {
  db: Database;
  mailer: Mailer;
  webOrigin: string;
  log: JobLogger;
}

/** `2026-11-26T15:04:05-03:00` -> `2026-11-26` (the note's day in Brasília, as the Sefin wrote it). */
function dayOf(processedAt: string, fallback: Date): string {
  return /^\d{4}-\d{2}-\d{2}/.test(processedAt) ? processedAt.slice(0, 10) : fallback.toISOString().slice(0, 10);
}

/**
 * One run of the send job: the signed DPS kept for the request goes to the Sefin (after the
 * first attempt, it is looked up by its id first: never two notes). Issued: the note is kept,
 * the request issued (number, date), the customer e-mailed and the delivery job queued, in one
 * transaction. Rejected: the national codes and messages are kept and shown, the request
 * rejected. The Sefin unavailable (timeout, 5xx): throws, and the queue retries.
 */
export async function runNationalEmission(deps: EmissionJobDeps, data: NfseEmitData): Promise<void> {
  const { db } = deps;
  const emission = await findEmission(db, data.companyId, data.requestId);
  const request = await findNfsRequestView(db, data.companyId, data.requestId);
  // Done already (a job run again), or nothing to send.
  if (!emission || !request || request.status !== 'processing' || emission.accessKey || emission.nationalErrors) return;
  const profile = await findFiscalProfile(db, data.companyId);
  const client = sefinClient(deps.nfse, companyCertificate(deps, profile));
  const attempt = await recordAttempt(db, data.companyId, data.requestId);
  const outcome = await sendSignedDps(client, { dpsId: emission.dpsId, signedXml: emission.signedDpsXml }, { attempt });
  await db.transaction(async (tx) => {
    if (outcome.kind === 'issued') {
      const { note } = outcome;
      const processedAt = note.processedAt ? new Date(note.processedAt) : null;
      await saveIssuedNote(tx, data.companyId, data.requestId, {
        nfseXml: outcome.nfseXml,
        accessKey: note.accessKey,
        nationalNumber: note.number,
        issuedAt: processedAt && !Number.isNaN(processedAt.getTime()) ? processedAt : null,
      });
      const updated = await updateNfsRequestStatus(tx, data.companyId, data.requestId, {
        from: 'processing',
        to: 'issued',
        set: { invoiceNumber: note.number, issueDate: dayOf(note.processedAt, deps.now()) },
      });
      await recordAudit(tx, data.companyId, {
        actorUserId: null,
        action: 'nfse.issued',
        entityType: 'nfs_request',
        entityId: data.requestId,
        details: { accessKey: note.accessKey, number: note.number, attempt, recovered: outcome.recovered },
      });
      if (!updated) {
        deps.log.error({ requestId: data.requestId }, 'nfse: note issued for a request no longer processing');
        return;
      }
      // The company's e-mail about the note is the delivery's (with the PDF and XML attached):
      // the status e-mail of the manual path would say the same thing twice.
      const delivery: NfseDeliverData = {
        companyId: data.companyId,
        requestId: data.requestId,
        nfseXml: outcome.nfseXml,
      };
      await deps.jobs.send(tx, NFSE_DELIVER_JOB, delivery);
      return;
    }
    await saveNationalErrors(tx, data.companyId, data.requestId, outcome.errors);
    const updated = await updateNfsRequestStatus(tx, data.companyId, data.requestId, {
      from: 'processing',
      to: 'rejected',
      set: { rejectionReason: nfseNacionalMessages.nationalRejection(outcome.errors) },
    });
    await recordAudit(tx, data.companyId, {
      actorUserId: null,
      action: 'nfse.rejected',
      entityType: 'nfs_request',
      entityId: data.requestId,
      details: { errors: outcome.errors, attempt },
    });
    if (updated) await notifyNfsCustomer(tx, deps, await nfsRequestView(tx, data.companyId, data.requestId));
  });
}

/**
 * The send job spent its last retry without an answer (the Sefin unreachable all along): the
 * emission is flagged, so the customer reads what happened and the request joins the
 * accountants' queue, and audited. The request stays processing: the DPS may still have become
 * a note, and only a new send (which asks by the DPS id first) can tell.
 */
export async function nationalSendExhausted(
  deps: { db: Database; log: JobLogger },
  data: NfseEmitData,
  error: unknown,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await markSendFailed(tx, data.companyId, data.requestId))) return;
    await recordAudit(tx, data.companyId, {
      actorUserId: null,
      action: 'nfse.send_failed',
      entityType: 'nfs_request',
      entityId: data.requestId,
      details: { error: error instanceof Error ? error.name : 'unknown' },
    });
  });
  deps.log.error({ requestId: data.requestId }, 'nfse: send retries exhausted; flagged for the accountants');
}

/**
 * `POST /nfs/requests/{id}/retry` (our accountants): a send or a delivery that spent its
 * retries is queued again, its flag cleared, in one transaction. The send asks the Sefin for
 * the DPS by its id before sending anything: never two notes. 409 when nothing failed.
 */
export async function retryNationalStep(
  deps: NationalEmissionDeps & { db: Database },
  auth: AuthContext,
  id: string,
  requestId: string,
): Promise<NfsRequest> {
  return accountantStep(deps.db, id, async (tx, row) => {
    const emission = await findEmission(tx, row.companyId, id);
    const nothing = () =>
      conflict(nfseNacionalMessages.retryOnlyFailed, { status: nfseNacionalMessages.retryOnlyFailed });
    if (!emission) throw nothing();
    let step: 'send' | 'delivery';
    if (emission.sendFailedAt && row.status === 'processing') {
      step = 'send';
      await clearFailure(tx, row.companyId, id, 'send');
      const job: NfseEmitData = { companyId: row.companyId, requestId: id };
      await deps.jobs.send(tx, NFSE_EMIT_JOB, job);
    } else if (emission.deliveryFailedAt && emission.nfseXml) {
      step = 'delivery';
      await clearFailure(tx, row.companyId, id, 'delivery');
      const job: NfseDeliverData = { companyId: row.companyId, requestId: id, nfseXml: emission.nfseXml };
      await deps.jobs.send(tx, NFSE_DELIVER_JOB, job);
    } else {
      throw nothing();
    }
    await recordAudit(tx, row.companyId, {
      actorUserId: auth.sub,
      action: 'nfse.retried',
      entityType: 'nfs_request',
      entityId: id,
      requestId,
      details: { step },
    });
  });
}

/**
 * Cancels an issued note on the national system (event e101101): the company's
 * company-admin or our accountant; a pedRegEvento built, validated against its XSD, signed,
 * validated again with its signature, and sent; once registered, the event is kept and the
 * request is cancelled, audited. A national refusal is a 409 with the Sefin's message.
 */
export async function cancelIssuedNote(
  deps: NationalEmissionDeps & { db: Database },
  auth: AuthContext,
  companyId: string,
  id: string,
  input: NfseCancellationInput,
  requestId: string,
): Promise<NfsRequest> {
  const { db } = deps;
  await assertCompanyAdmin(db, auth, companyId, nfseNacionalMessages.cancelNotAllowed);
  const request = await findNfsRequestView(db, companyId, id);
  if (!request) throw requestNotFound();
  const emission = await findEmission(db, companyId, id);
  const onlyIssued = () =>
    conflict(nfseNacionalMessages.cancelOnlyIssued, { status: nfseNacionalMessages.cancelOnlyIssued });
  if (request.status !== 'issued' || !emission?.accessKey || emission.cancelledAt) throw onlyIssued();
  const { company, profile } = await emissionContext(db, companyId);
  const certificate = companyCertificate(deps, profile);
  const built = await buildCancellationRequest({
    environment: deps.nfse.environment,
    appVersion: NFSE_APP_VERSION,
    requestedAt: deps.now(),
    authorCnpj: company.cnpj ?? '',
    accessKey: emission.accessKey,
    reason: input.reason,
    reasonText: input.reasonText,
  });
  const signed = signNfseXml(built.xml, 'infPedReg', certificate);
  const checked = await validateNfseXml('pedRegEvento', signed);
  if (!checked.valid)
    throw new AppError('validation_error', 400, nfseNacionalMessages.cancellationInvalid, {
      _: nfseNacionalMessages.cancellationInvalid,
    });
  let result: Awaited<ReturnType<SefinClient['registerEvent']>>;
  try {
    result = await sefinClient(deps.nfse, certificate).registerEvent(emission.accessKey, signed);
  } catch (err) {
    if (err instanceof SefinUnavailableError)
      throw new AppError('internal_error', 503, nfseNacionalMessages.sefinUnavailable);
    throw err;
  }
  if (result.kind === 'rejected') {
    const detail = result.errors.map((error) => `${error.code} - ${error.description}`).join('; ');
    throw conflict(nfseNacionalMessages.cancellationRefused(detail));
  }
  const eventXml = result.eventXml;
  return db.transaction(async (tx) => {
    const saved = await saveCancellation(tx, companyId, id, {
      reason: input.reason,
      text: input.reasonText,
      requestXml: signed,
      eventXml,
      cancelledBy: auth.sub,
    });
    const updated = saved
      ? await updateNfsRequestStatus(tx, companyId, id, { from: 'issued', to: 'cancelled' })
      : undefined;
    if (!updated) throw onlyIssued();
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'nfse.cancelled',
      entityType: 'nfs_request',
      entityId: id,
      requestId,
      details: {
        accessKey: emission.accessKey,
        reason: input.reason,
        reasonText: input.reasonText,
        by: auth.isSystemAdmin ? 'accountant' : 'customer',
      },
    });
    return nfsRequestView(tx, companyId, id);
  });
}

/**
 * The signed DPS sent, or the NFS-e received, of a request: the company's members and our
 * accountants; 404 for anyone else (no hint that the request exists) and when there is none.
 */
export async function getNationalXml(
  db: Database,
  auth: AuthContext,
  companyId: string,
  id: string,
  kind: 'dps' | 'nfse',
): Promise<{ body: Buffer; fileName: string; contentType: string }> {
  try {
    await assertCompanyAccess(db, auth, companyId);
  } catch (err) {
    if (err instanceof AppError && err.status === 403) throw requestNotFound();
    throw err;
  }
  const request = await findNfsRequestView(db, companyId, id);
  if (!request) throw requestNotFound();
  const emission = await findEmission(db, companyId, id);
  const xml = kind === 'dps' ? emission?.signedDpsXml : emission?.nfseXml;
  if (!emission || !xml) throw notFound(nfseNacionalMessages.xmlNotAvailable);
  const fileName =
    kind === 'dps' ? `${emission.dpsId}.xml` : `NFS-e ${emission.nationalNumber ?? emission.accessKey}.xml`;
  return { body: Buffer.from(xml, 'utf8'), fileName, contentType: 'application/xml' };
}
