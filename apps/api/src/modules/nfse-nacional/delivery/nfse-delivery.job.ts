import { NFS_FILE_CONTENT_TYPES } from '@contabil/contracts';
import type { Database } from '../../../db/client.js';
import type { JobDefinition } from '../../../jobs/job-queue.js';
import type { JobLogger } from '../../../jobs/job-logger.js';
import { safeFileName } from '../../../lib/file-names.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { findCompanyFileMeta, insertCompanyFile } from '../../company-files/company-files.repository.js';
import { findDocumentByFile } from '../../documents/documents.repository.js';
import { registerIssuedInvoiceDocuments } from '../../documents/documents.service.js';
import type { MailAttachment } from '../../mail/mail.repository.js';
import type { Mailer } from '../../mail/mailer.js';
import { findNfsRequestRecipients } from '../../nfs/nfs-requests.repository.js';
import { registerFeeInvoiceCopy, writeFeeInvoiceCopy } from '../../billing/fee-invoice/fee-invoice-delivery.js';
import { companyKey, type ObjectStorage } from '../../storage/index.js';
import { discardObject } from '../../storage/storage.service.js';
import { nationalDeliveryExhausted } from './delivery-failure.js';
import { parseNfse } from '../nfse/parse-nfse.js';
import { danfseData } from './danfse-data.js';
import { renderDanfse } from './danfse-pdf.js';
import { companyDeliveryMessage, takerDeliveryMessage } from './delivery-notifications.js';
import {
  findCompanyIdentity,
  findRequestForDelivery,
  setDeliveredFiles,
  type DeliveryRequestRow,
} from './nfse-delivery.repository.js';

export const NFSE_DELIVER_JOB = 'nfse.deliver';

/** Queued by the emission, in the transaction that keeps the issued note. */
export interface NfseDeliverData {
  companyId: string;
  requestId: string;
  /** The NFS-e as the Sefin Nacional returned it. */
  nfseXml: string;
}

export interface NfseDeliveryDeps {
  db: Database;
  storage: ObjectStorage;
  mailer: Mailer;
  webOrigin: string;
  log?: JobLogger;
  now?: () => Date;
}

export type DeliveryOutcome = 'delivered' | 'already-delivered' | 'missing';

/** `NFS-e 123 - Tomador Ltda.pdf` (no path separators). */
function noteFileName(number: string, takerName: string, kind: 'pdf' | 'xml'): string {
  const taker = takerName.replace(/[\\/:*?"<>|]+/g, '-').trim();
  return safeFileName(`NFS-e ${number} - ${taker}.${kind}`.slice(0, 150), NFS_FILE_CONTENT_TYPES[kind]);
}

/**
 * Delivers an issued note: the DANFSe (PDF drawn from the XML) and the XML go to the
 * company's files and documents, become the request's pdfFileId/xmlFileId, and are e-mailed
 * (attached) to the taker when its e-mail is known and to the company's requester and admins.
 *
 * Idempotent per request, keyed by pdfFileId: the files are written to storage first, then one
 * transaction (the request locked) registers them, sets the columns only where pdfFileId is
 * still null, and queues the e-mails in the outbox. A run that finds the PDF already set does
 * nothing (and discards what it wrote), so a retried job never duplicates files or e-mails.
 */
export async function deliverNfse(deps: NfseDeliveryDeps, data: NfseDeliverData): Promise<DeliveryOutcome> {
  const { db, storage, now = () => new Date() } = deps;
  const request = await findRequestForDelivery(db, data.companyId, data.requestId);
  if (!request) return 'missing';
  if (request.pdfFileId) return 'already-delivered';

  const note = await parseNfse(data.nfseXml);
  const danfse = danfseData(data.nfseXml, note);
  const pdf = await renderDanfse(danfse);
  const xml = Buffer.from(data.nfseXml, 'utf8');
  const written: { key: string; fileName: string; contentType: string; content: Buffer }[] = [];
  const write = async (kind: 'pdf' | 'xml', content: Buffer) => {
    const fileName = noteFileName(note.number, request.takerName, kind);
    const key = companyKey(request.companyId, fileName);
    await storage.put(key, content, NFS_FILE_CONTENT_TYPES[kind]);
    const file = { key, fileName, contentType: NFS_FILE_CONTENT_TYPES[kind], content };
    written.push(file);
    return file;
  };
  const discardAll = () => Promise.all(written.map(({ key }) => discardObject({ db, storage }, key)));

  try {
    const pdfFile = await write('pdf', pdf);
    // A request that already holds the note's XML (kept by the emission) keeps it.
    const xmlFile = request.xmlFileId ? null : await write('xml', xml);
    // The firm's note for a fee: a copy for the paying company's documents (decision 005).
    const feeCopy = await writeFeeInvoiceCopy({ db, storage }, request.id, {
      pdf: { fileName: pdfFile.fileName, content: pdf },
      xml: { fileName: noteFileName(note.number, request.takerName, 'xml'), content: xml },
    });
    if (feeCopy) written.push(feeCopy.pdf, feeCopy.xml);
    const outcome = await db.transaction(async (tx): Promise<DeliveryOutcome> => {
      const row = await findRequestForDelivery(tx, data.companyId, data.requestId, { forUpdate: true });
      if (!row) return 'missing';
      if (row.pdfFileId) return 'already-delivered';
      const register = (file: { key: string; fileName: string; contentType: string; content: Buffer }) =>
        insertCompanyFile(tx, row.companyId, {
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.content.length,
          objectKey: file.key,
          uploadedBy: null,
        });
      const pdfRow = await register(pdfFile);
      const xmlRow = xmlFile
        ? await register(xmlFile)
        : row.xmlFileId
          ? await findCompanyFileMeta(tx, row.companyId, row.xmlFileId)
          : undefined;
      if (!xmlRow) throw new Error(`nfse.deliver: the XML file of request ${row.id} is missing`);
      if (!(await setDeliveredFiles(tx, row.companyId, row.id, { pdfFileId: pdfRow.id, xmlFileId: xmlRow.id }))) {
        return 'already-delivered';
      }
      // Both become documents of the company (the XML only if it is not one yet).
      const xmlIsDocument = !xmlFile && (await findDocumentByFile(tx, row.companyId, xmlRow.id)) !== undefined;
      await registerIssuedInvoiceDocuments(
        tx,
        {
          id: row.id,
          companyId: row.companyId,
          pdfFileId: pdfRow.id,
          xmlFileId: xmlIsDocument ? null : xmlRow.id,
          invoiceNumber: note.number,
          takerName: row.takerName,
          competenceDate: note.competenceDate || row.competenceDate,
        },
        null,
        now(),
      );
      const attachments: MailAttachment[] = [
        { fileName: pdfRow.fileName, contentType: pdfRow.contentType, objectKey: pdfFile.key },
        ...(xmlRow.objectKey
          ? [{ fileName: xmlRow.fileName, contentType: xmlRow.contentType, objectKey: xmlRow.objectKey }]
          : []),
      ];
      const copiedToPayer =
        feeCopy !== null &&
        (await registerFeeInvoiceCopy(
          tx,
          feeCopy,
          { number: note.number, competenceDate: note.competenceDate || row.competenceDate },
          now(),
        ));
      if (feeCopy && !copiedToPayer)
        throw new Error(`nfse.deliver: the fee note of request ${row.id} was copied twice`);
      const emailed = await sendDeliveryEmails(tx, deps, row, danfse, attachments);
      await recordAudit(tx, row.companyId, {
        actorUserId: null,
        action: 'nfs.delivered',
        entityType: 'nfs_request',
        entityId: row.id,
        details: { accessKey: note.accessKey, pdfFileId: pdfRow.id, xmlFileId: xmlRow.id, emailed },
      });
      return 'delivered';
    });
    if (outcome !== 'delivered') await discardAll();
    return outcome;
  } catch (err) {
    await discardAll();
    throw err;
  }
}

/** Queues the e-mails (once per address): the taker's, then the company's users'. Returns how many. */
async function sendDeliveryEmails(
  tx: Database,
  deps: NfseDeliveryDeps,
  request: DeliveryRequestRow,
  note: ReturnType<typeof danfseData>,
  attachments: MailAttachment[],
): Promise<number> {
  const company = (await findCompanyIdentity(tx, request.companyId)) ?? { name: '', cnpj: null };
  const seen = new Set<string>();
  const firstTime = (email: string) => {
    const address = email.trim().toLowerCase();
    if (!address || seen.has(address)) return false;
    seen.add(address);
    return true;
  };
  if (request.takerEmail && firstTime(request.takerEmail)) {
    await deps.mailer.send(
      tx,
      takerDeliveryMessage(note, company, request.takerName, request.takerEmail.trim(), attachments),
    );
  }
  for (const recipient of await findNfsRequestRecipients(tx, request.companyId, request.requestedBy)) {
    if (!firstTime(recipient.email)) continue;
    await deps.mailer.send(
      tx,
      companyDeliveryMessage(note, company.name, request.takerName, recipient, request.id, deps.webOrigin, attachments),
    );
  }
  return seen.size;
}

/**
 * The job: on demand (queued by the emission). Retries with backoff; a note that cannot be
 * read (schema, signature, key) fails every retry and lands in the dead-letter queue, the
 * emission flagged (`deliveryFailedAt`) for the accountants' queue.
 */
export function nfseDeliveryJob(deps: NfseDeliveryDeps & { log: JobLogger }): JobDefinition<NfseDeliverData> {
  return {
    name: NFSE_DELIVER_JOB,
    queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 300 },
    concurrency: 1,
    async run(data) {
      const outcome = await deliverNfse(deps, data);
      deps.log.info({ job: NFSE_DELIVER_JOB, requestId: data.requestId, outcome }, 'nfse delivery');
    },
    // The last retry failed: the emission is flagged for the accountants' queue (they retry it).
    onLastFailure: (data, error) => nationalDeliveryExhausted(deps, data, error),
  };
}
