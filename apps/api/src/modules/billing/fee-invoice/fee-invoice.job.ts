import { FIRM_FEE_INVOICE_BLOCKS, feeInvoiceDescription, type FeeInvoiceBlock } from '@contabil/contracts';
import type { FirmDetails } from '../../../config/env.js';
import type { Database } from '../../../db/client.js';
import type { JobDefinition } from '../../../jobs/job-queue.js';
import type { JobLogger } from '../../../jobs/job-logger.js';
import { paidChargeJob } from '../paid-charge-job.js';
import { brasiliaDay, isoDay } from '../../../lib/brasilia-calendar.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { findCompanyOwners } from '../../companies/companies.repository.js';
import { insertNfsRequest, type NfsRequestRow } from '../../nfs/nfs-requests.repository.js';
import {
  afterNfsRequestCreated,
  type NationalEmissionDeps,
} from '../../nfse-nacional/emission/national-emission.service.js';
import { FEE_SERVICE_CODE, firmIssuer } from './fee-invoice-firm.js';
import { findPaymentWithPlanAndCompany, setPaymentWhileEmpty } from '../billing.repository.js';
import { listFeesBlockedByFirmOfAnyCompany } from './fee-invoice.repository.js';
import { FEE_INVOICE_JOB, queueFeeInvoice, type FeeInvoiceData } from './fee-invoice.queue.js';

export interface FeeInvoiceDeps {
  db: Database;
  firm: FirmDetails;
  /** The NFS-e Nacional path the firm's request follows (its company's emission mode). */
  national: NationalEmissionDeps;
  log?: JobLogger;
}

export type FeeInvoiceOutcome = 'requested' | 'already-requested' | 'blocked' | 'not-paid' | 'own-fee' | 'missing';

/** Fees waiting on the firm that one successful note queues again (each run works its share). */
const RETRY_BATCH = 20;

/**
 * The firm's own NFS-e for a paid fee (issue 24, item 4; decision 005): a request of the
 * firm's company (FIRM_CNPJ) whose taker is the paying company, for the amount paid, then the
 * firm's emission mode through the existing national path (automatic: signed and sent;
 * reviewed: waits for an accountant's approval; manual: the accountants' queue).
 *
 * Once per payment, in one transaction with the payment locked: payments.fee_nfs_request_id
 * (unique) is set with the request, and a run that finds it set does nothing. When the note
 * cannot be attempted (no FIRM_CNPJ, no company with it, its profile without certificate or
 * NBS, the customer without CNPJ), the reason is kept on the payment: one row of the work
 * queue per payment, however often the job runs. The next note the firm makes queues the
 * fees that waited on the firm again.
 */
export async function makeFeeInvoice(deps: FeeInvoiceDeps, data: FeeInvoiceData): Promise<FeeInvoiceOutcome> {
  const { db, national } = deps;
  return db.transaction(async (tx): Promise<FeeInvoiceOutcome> => {
    const found = await findPaymentWithPlanAndCompany(tx, data.companyId, data.paymentId, { forUpdate: true });
    if (!found) return 'missing';
    const { payment, company, planName } = found;
    if (payment.feeNfsRequestId) return 'already-requested';
    if (payment.kind !== 'charge' || payment.status !== 'paid' || !payment.paidAt) return 'not-paid';
    const issuer = await firmIssuer(tx, deps.firm);
    if ('companyId' in issuer && issuer.companyId === company.id) return 'own-fee';
    if ('block' in issuer || !company.cnpj) {
      const code: FeeInvoiceBlock = 'block' in issuer ? issuer.block : 'customer_cnpj_missing';
      if (payment.feeNfsBlockedCode !== code) {
        // Why no note was attempted, dated the first time; never over a request made meanwhile.
        await setPaymentWhileEmpty(tx, company.id, payment.id, 'feeNfsRequestId', {
          feeNfsBlockedCode: code,
          feeNfsBlockedAt: payment.feeNfsBlockedAt ?? national.now(),
        });
        await recordAudit(tx, company.id, {
          actorUserId: null,
          action: 'payment.fee_invoice_blocked',
          entityType: 'payment',
          entityId: payment.id,
          details: { reason: code },
        });
      }
      return 'blocked';
    }

    const paidDay = brasiliaDay(payment.paidAt);
    const competence = `${String(paidDay.month).padStart(2, '0')}/${paidDay.year}`;
    const owner = (await findCompanyOwners(tx, [company.id])).get(company.id);
    const request = await insertNfsRequest(tx, issuer.companyId, {
      emissionType: 'cnpj',
      takerCnpj: company.cnpj,
      takerCpf: null,
      takerName: company.name,
      takerEmail: owner?.email ?? null,
      takerAddress: company.address,
      totalValueCents: payment.amountCents,
      serviceCode: FEE_SERVICE_CODE,
      serviceDescription: feeInvoiceDescription(planName, competence),
      // The firm profile's default NBS (checked above).
      nbs: null,
      competenceDate: isoDay(paidDay),
      notes: null,
      requestedBy: null,
    });
    const requestSet = await setPaymentWhileEmpty(tx, company.id, payment.id, 'feeNfsRequestId', {
      feeNfsRequestId: request.id,
      feeNfsBlockedCode: null,
      feeNfsBlockedAt: null,
    });
    if (!requestSet) {
      throw new Error(`billing.fee-nfse: payment ${payment.id} took a note under its lock`);
    }
    await recordAudit(tx, issuer.companyId, {
      actorUserId: null,
      action: 'nfs_request.created_for_fee',
      entityType: 'nfs_request',
      entityId: request.id,
      details: { paymentId: payment.id, takerCompanyId: company.id },
    });
    await recordAudit(tx, company.id, {
      actorUserId: null,
      action: 'payment.fee_invoice_requested',
      entityType: 'payment',
      entityId: payment.id,
      details: { nfsRequestId: request.id },
    });
    await emitNationally(tx, deps, request);
    // The firm can issue now: the fees that waited on the firm are tried again.
    for (const waiting of await listFeesBlockedByFirmOfAnyCompany(tx, FIRM_FEE_INVOICE_BLOCKS, RETRY_BATCH)) {
      await queueFeeInvoice(tx, national.jobs, waiting);
    }
    return 'requested';
  });
}

/**
 * The firm's mode decides (decision 018), in a savepoint: a request that cannot make a valid
 * DPS stays requested for our accountants, the DPS number it took given back (as a schedule's).
 */
async function emitNationally(tx: Database, deps: FeeInvoiceDeps, request: NfsRequestRow): Promise<void> {
  try {
    await tx.transaction((savepoint) => afterNfsRequestCreated(savepoint, deps.national, request, { userId: null }));
  } catch (err) {
    deps.log?.error(
      { err, requestId: request.id },
      'billing.fee-nfse: national emission not started; left to the accountants',
    );
  }
}

/** The job: on demand (queued by a paid charge), retried with backoff. */
export function feeInvoiceJob(deps: FeeInvoiceDeps & { log: JobLogger }): JobDefinition<FeeInvoiceData> {
  return paidChargeJob({ name: FEE_INVOICE_JOB, logMessage: 'fee invoice', log: deps.log }, (data: FeeInvoiceData) =>
    makeFeeInvoice(deps, data),
  );
}
