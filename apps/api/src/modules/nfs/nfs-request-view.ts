import { nfsMessages, toReais, type NfsRequest } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { Mailer } from '../mail/mailer.js';
import { nfsStatusMessage } from './nfs-notifications.js';
import { xmlCheckView } from '../nfse-nacional/nfse/manual-xml-check.js';
import {
  findNfsRequestRecipients,
  findNfsRequestView,
  type NfsEmissionSummaryView,
  type NfsRequestViewRow,
} from './nfs-requests.repository.js';

function toEmissionSummary(emission: NfsEmissionSummaryView | null): NfsRequest['nationalEmission'] {
  if (!emission) return null;
  return {
    dpsId: emission.dpsId,
    dpsSeries: emission.dpsSeries,
    dpsNumber: emission.dpsNumber,
    attempts: emission.attempts,
    accessKey: emission.accessKey,
    nationalNumber: emission.nationalNumber,
    issuedAt: emission.issuedAt?.toISOString() ?? null,
    errors: emission.nationalErrors ?? [],
    cancelledAt: emission.cancelledAt?.toISOString() ?? null,
    cancellationReason: emission.cancellationReason,
    cancellationText: emission.cancellationText,
    sendFailedAt: emission.sendFailedAt?.toISOString() ?? null,
    deliveryFailedAt: emission.deliveryFailedAt?.toISOString() ?? null,
  };
}

export function toNfsRequest(row: NfsRequestViewRow): NfsRequest {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    companyCnpj: row.companyCnpj,
    emissionType: row.emissionType,
    cnpj: row.takerCnpj,
    cpf: row.takerCpf,
    totalValue: toReais(row.totalValueCents),
    taker: { name: row.takerName, email: row.takerEmail, address: row.takerAddress },
    serviceCode: row.serviceCode,
    serviceCodeDescription: row.serviceCodeDescription,
    serviceDescription: row.serviceDescription,
    nbs: row.nbs,
    competenceDate: row.competenceDate,
    notes: row.notes,
    status: row.status,
    rejectionReason: row.rejectionReason,
    invoiceNumber: row.invoiceNumber,
    issueDate: row.issueDate,
    hasPdf: row.pdfFileId !== null,
    hasXml: row.xmlFileId !== null,
    scheduleId: row.scheduleId,
    requestedBy:
      row.requestedBy && row.requesterName !== null ? { uid: row.requestedBy, name: row.requesterName } : null,
    nationalEmission: toEmissionSummary(row.emission),
    emissionMode: row.emissionMode,
    xmlCheck: row.xmlCheck ? xmlCheckView(row.xmlCheck, row) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const requestNotFound = () => notFound(nfsMessages.requestNotFound);

/** The request as the wire shows it; 404 when it is not the company's. */
export async function nfsRequestView(db: Database, companyId: string, id: string): Promise<NfsRequest> {
  const row = await findNfsRequestView(db, companyId, id);
  if (!row) throw requestNotFound();
  return toNfsRequest(row);
}

/** Queues an e-mail to the requester and the company-admins (once each), inside `tx`. */
export async function notifyNfsCustomer(
  tx: Database,
  deps: { mailer: Mailer; webOrigin: string },
  request: NfsRequest,
): Promise<void> {
  const recipients = await findNfsRequestRecipients(tx, request.companyId, request.requestedBy?.uid ?? null);
  const seen = new Set<string>();
  for (const recipient of recipients) {
    const key = recipient.email.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const message = nfsStatusMessage(request, recipient, deps.webOrigin);
    if (message) await deps.mailer.send(tx, message);
  }
}
