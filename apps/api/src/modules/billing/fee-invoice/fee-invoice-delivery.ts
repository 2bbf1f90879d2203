import { NFS_FILE_CONTENT_TYPES, feeInvoiceDocumentTitle } from '@contabil/contracts';
import type { Database } from '../../../db/client.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { insertCompanyFile } from '../../company-files/company-files.repository.js';
import { insertDocument } from '../../documents/documents.repository.js';
import { companyKey, type ObjectStorage } from '../../storage/index.js';
import { setPaymentWhileEmpty } from '../billing.repository.js';
import { findFeePaymentOfRequestOfAnyCompany } from './fee-invoice.repository.js';

interface CopiedFile {
  key: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** The firm's fee note written under the paying company's keys, to register in the delivery's transaction. */
export interface FeeInvoiceCopy {
  requestId: string;
  paymentId: string;
  companyId: string;
  planName: string;
  pdf: CopiedFile;
  xml: CopiedFile;
}

/**
 * Before the delivery's transaction: when the delivered request is the firm's note for a fee,
 * its DANFSe and XML are written again under the PAYING company's keys (files belong to one
 * company). Null for any other request, or when the copy was made already.
 */
export async function writeFeeInvoiceCopy(
  deps: { db: Database; storage: ObjectStorage },
  requestId: string,
  files: Record<'pdf' | 'xml', { fileName: string; content: Buffer }>,
): Promise<FeeInvoiceCopy | null> {
  const payment = await findFeePaymentOfRequestOfAnyCompany(deps.db, requestId);
  if (!payment || payment.feeInvoicePdfFileId) return null;
  const write = async (kind: 'pdf' | 'xml'): Promise<CopiedFile> => {
    const { fileName, content } = files[kind];
    const key = companyKey(payment.companyId, fileName);
    await deps.storage.put(key, content, NFS_FILE_CONTENT_TYPES[kind]);
    return { key, fileName, contentType: NFS_FILE_CONTENT_TYPES[kind], content };
  };
  const pdf = await write('pdf');
  const xml = await write('xml');
  return { requestId, paymentId: payment.id, companyId: payment.companyId, planName: payment.planName, pdf, xml };
}

/**
 * In the delivery's transaction: the copies become the paying company's files and documents
 * (the invoice types: "Nota fiscal (PDF)" and "(XML)") and the payment's, once (keyed by
 * fee_invoice_pdf_file_id). False when another run registered them first.
 */
export async function registerFeeInvoiceCopy(
  tx: Database,
  copy: FeeInvoiceCopy,
  note: { number: string; competenceDate: string | null },
  now: Date,
): Promise<boolean> {
  // The delivery holds the request's lock; the payment is read again in it.
  const payment = await findFeePaymentOfRequestOfAnyCompany(tx, copy.requestId);
  if (!payment || payment.id !== copy.paymentId || payment.feeInvoicePdfFileId) return false;
  const register = (file: CopiedFile) =>
    insertCompanyFile(tx, copy.companyId, {
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.content.length,
      objectKey: file.key,
      uploadedBy: null,
    });
  const pdf = await register(copy.pdf);
  const xml = await register(copy.xml);
  const filesSet = await setPaymentWhileEmpty(tx, copy.companyId, copy.paymentId, 'feeInvoicePdfFileId', {
    feeInvoicePdfFileId: pdf.id,
    feeInvoiceXmlFileId: xml.id,
  });
  if (!filesSet) {
    throw new Error(`nfse.deliver: the fee note of payment ${copy.paymentId} was copied under the request's lock`);
  }
  const title = feeInvoiceDocumentTitle(note.number, copy.planName);
  const competence = note.competenceDate ? note.competenceDate.slice(0, 7) : null;
  const documentIds: string[] = [];
  for (const [type, fileId] of [
    ['invoice_pdf', pdf.id],
    ['invoice_xml', xml.id],
  ] as const) {
    const document = await insertDocument(tx, copy.companyId, {
      fileId,
      type,
      title,
      status: 'available',
      competence,
      uploadedBy: null,
      fromAccountantAt: now,
    });
    documentIds.push(document.id);
  }
  await recordAudit(tx, copy.companyId, {
    actorUserId: null,
    action: 'payment.fee_invoice_delivered',
    entityType: 'payment',
    entityId: copy.paymentId,
    details: { pdfFileId: pdf.id, xmlFileId: xml.id, documentIds },
  });
  return true;
}
