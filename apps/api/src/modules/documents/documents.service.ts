import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { Zip, ZipPassThrough } from 'fflate';
import {
  canChangeDocumentStatus,
  documentGroupOf,
  documentMessages,
  documentTypeLabels,
  isGuideType,
  storageMessages,
  toCents,
  toReais,
  type CompanyDocument,
  type DocumentCreate,
  type DocumentArchiveMonth,
  type DocumentStatus,
  type DocumentStatusChange,
  type DocumentType,
  type DocumentsQuery,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound, validationError } from '../../lib/app-error.js';
import { extensionOfType } from '../../lib/file-names.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { deleteCompanyFile, findCompanyFileByKey } from '../company-files/company-files.repository.js';
import type { Mailer } from '../mail/mailer.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { fullCompanyKey, inspectUploadedObject, scheduleObjectDeletion } from '../storage/index.js';
import { removeQueuedDeletion } from '../storage/storage-deletions.repository.js';
import {
  deleteDocument,
  fileStillReferenced,
  findCompanyAdmins,
  findCompanyName,
  findDocumentView,
  findLegacyFileContent,
  insertDocument,
  insertStoredFile,
  listDocumentViews,
  listDocumentsOfMonth,
  countDocumentsByMonth,
  updateDocumentStatus,
  type DocumentChanges,
  type DocumentViewRow,
} from './documents.repository.js';
import {
  brazilianCompetence,
  documentRejectedMessage,
  newGuideMessage,
  type GuideFacts,
} from './documents-notifications.js';

export interface DocumentsDeps {
  db: Database;
  storage: ObjectStorage;
  mailer: Mailer;
  /** The web app's origin, for the links in the e-mails. */
  webOrigin: string;
  /** The app clock (paid_at, from_accountant_at). */
  now: () => Date;
}

/** What a routes plugin that serves documents takes (the documents', the Simples workflow's): the clock is optional. */
export type DocumentsRoutesOptions = Omit<DocumentsDeps, 'now'> & { now?: () => Date };

/** The documents' deps of a routes plugin's options: the machine's clock unless one is given. */
export function documentsDeps(options: DocumentsRoutesOptions): DocumentsDeps {
  return { ...options, now: options.now ?? (() => new Date()) };
}

export interface DocumentsRequestContext {
  requestId: string;
  log: FastifyBaseLogger;
}

/** Messages of this module that the contracts do not hold. */
/** Types whose files must be a PDF or an image: guides and the company's own documents. */
const needsPdfOrImage = (type: DocumentType) => isGuideType(type) || documentGroupOf(type) === 'company';
const PDF_OR_IMAGE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

/** The key relative to the company, as the wire shows it ('' for a legacy file without one). */
function relativeKey(companyId: string, objectKey: string | null): string {
  if (!objectKey) return '';
  const prefix = `${companyId}/`;
  return objectKey.startsWith(prefix) ? objectKey.slice(prefix.length) : objectKey;
}

export function toDocument(row: DocumentViewRow): CompanyDocument {
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type,
    group: documentGroupOf(row.type),
    title: row.title,
    key: relativeKey(row.companyId, row.objectKey),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    status: row.status,
    competence: row.competence,
    dueDate: row.dueDate,
    amount: row.amountCents === null ? null : toReais(row.amountCents),
    rejectionReason: row.rejectionReason,
    paidAt: row.paidAt?.toISOString() ?? null,
    receiptDocumentId: row.receiptDocumentId,
    nfsRequestId: row.nfsRequestId,
    uploadedBy: row.uploadedBy && row.uploaderName !== null ? { uid: row.uploadedBy, name: row.uploaderName } : null,
    fromAccountant: row.fromAccountantAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const documentNotFound = () => notFound(documentMessages.documentNotFound);

async function viewOf(db: Database, companyId: string, id: string): Promise<CompanyDocument> {
  const row = await findDocumentView(db, companyId, id);
  if (!row) throw documentNotFound();
  return toDocument(row);
}

/** "DAS 03/2026"; the type's label alone for documents without competence. */
export function defaultTitle(type: DocumentType, competence: string | undefined | null): string {
  const label = documentTypeLabels[type];
  return isGuideType(type) && competence ? `${label} ${brazilianCompetence(competence)}` : label;
}

interface CheckedObject {
  objectKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * An object the caller uploaded through `GET /upload/{filename}`, checked before it
 * becomes a document: the key stays under the company's prefix (400), is not registered
 * yet (409), the object exists (400), its size and its bytes are allowed (413, 415: the
 * object is removed, or queued for removal). `field` names the body field errors point at.
 */
async function checkUploadedObject(
  deps: DocumentsDeps,
  companyId: string,
  key: string,
  field: string,
  pdfOrImage: boolean,
): Promise<CheckedObject> {
  const objectKey = fullCompanyKey(companyId, key);
  if (!objectKey) throw validationError({ [field]: storageMessages.linkInvalid });
  if (await findCompanyFileByKey(deps.db, companyId, objectKey)) {
    throw conflict(documentMessages.alreadyRegistered, { [field]: documentMessages.alreadyRegistered });
  }
  const { size, contentType } = await inspectUploadedObject(deps, objectKey).catch((err: unknown) => {
    throw onField(err, field);
  });
  if (pdfOrImage && !PDF_OR_IMAGE.has(contentType)) {
    // A fine object for another type of document: it stays, the caller may register it so.
    const message = documentMessages.pdfOrImage;
    throw new AppError('unsupported_media_type', 415, message, { [field]: message });
  }
  const fileName = (objectKey.split('/').pop() ?? '').trim() || 'arquivo';
  return { objectKey, fileName, contentType, size };
}

/** The storage checks' errors pointing at the body field that carried the key. */
function onField(err: unknown, field: string): unknown {
  if (!(err instanceof AppError) || !err.fields) return err;
  const fields = Object.fromEntries(Object.values(err.fields).map((message) => [field, message]));
  return new AppError(err.code, err.status, err.message, fields);
}

/** Inserts the company file and its document; 409 when the object key was registered meanwhile. */
async function insertFileAndDocument(
  tx: Database,
  companyId: string,
  object: CheckedObject,
  document: Omit<Parameters<typeof insertDocument>[2], 'fileId'>,
  field: string,
) {
  const file = await insertStoredFile(tx, companyId, { ...object, uploadedBy: document.uploadedBy ?? null });
  if (!file) {
    throw conflict(documentMessages.alreadyRegistered, { [field]: documentMessages.alreadyRegistered });
  }
  return insertDocument(tx, companyId, { ...document, fileId: file.id });
}

/** The status a new document starts in. */
function initialStatus(type: DocumentType, byAccountant: boolean): DocumentStatus {
  if (isGuideType(type)) return 'pending';
  if (documentGroupOf(type) === 'company') return byAccountant ? 'available' : 'pending';
  return 'available';
}

/**
 * `POST /documents`: registers an uploaded object as a document of the company. Guides
 * only by our accountants; invoices only when a request is issued. A new guide e-mails
 * the company's admins once the document is committed.
 */
export async function createDocument(
  deps: DocumentsDeps,
  auth: AuthContext,
  companyId: string,
  input: DocumentCreate,
  ctx: DocumentsRequestContext,
): Promise<CompanyDocument> {
  const { db } = deps;
  await assertCompanyAccess(db, auth, companyId);
  if (documentGroupOf(input.type) === 'invoice') {
    throw validationError({ type: documentMessages.invoicesFromRequests });
  }
  const guide = isGuideType(input.type);
  if (guide && !auth.isSystemAdmin) throw forbidden(documentMessages.guidesByAccountants);
  const object = await checkUploadedObject(deps, companyId, input.key, 'key', needsPdfOrImage(input.type));
  const now = deps.now();
  const document = await db.transaction(async (tx) => {
    const row = await insertFileAndDocument(
      tx,
      companyId,
      object,
      {
        type: input.type,
        title: input.title || defaultTitle(input.type, input.competence),
        status: initialStatus(input.type, auth.isSystemAdmin),
        competence: input.competence ?? null,
        dueDate: guide ? (input.dueDate ?? null) : null,
        amountCents: guide && input.amount !== undefined ? toCents(input.amount) : null,
        uploadedBy: auth.sub,
        fromAccountantAt: auth.isSystemAdmin ? now : null,
      },
      'key',
    );
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'document.created',
      entityType: 'document',
      entityId: row.id,
      requestId: ctx.requestId,
      details: { type: row.type, status: row.status, objectKey: object.objectKey, size: object.size },
    });
    const view = await viewOf(tx, companyId, row.id);
    if (guide) await notifyNewGuide(tx, deps, view);
    return view;
  });
  return document;
}

/** Queues an e-mail to every company-admin about a new guide, in the transaction that creates it. */
async function notifyNewGuide(tx: Database, deps: DocumentsDeps, document: CompanyDocument) {
  const [recipients, companyName] = await Promise.all([
    findCompanyAdmins(tx, document.companyId),
    findCompanyName(tx, document.companyId),
  ]);
  await sendToEach(tx, deps.mailer, recipients, (recipient) =>
    newGuideMessage(guideFacts(document), recipient, companyName ?? '', deps.webOrigin),
  );
}

export function guideFacts(document: {
  type: DocumentType;
  title: string;
  competence: string | null;
  dueDate: string | null;
  amount: number | null;
}): GuideFacts {
  return {
    type: document.type,
    title: document.title,
    competence: document.competence,
    dueDate: document.dueDate,
    amount: document.amount,
  };
}

/** Queues one message per distinct address, inside `tx` (the transaction of the change). */
export async function sendToEach<R extends { email: string }>(
  tx: Database,
  mailer: Mailer,
  recipients: readonly R[],
  message: (recipient: R) => Parameters<Mailer['send']>[1],
): Promise<void> {
  const seen = new Set<string>();
  for (const recipient of recipients) {
    const address = recipient.email.trim().toLowerCase();
    if (seen.has(address)) continue;
    seen.add(address);
    await mailer.send(tx, message(recipient));
  }
}

/** `GET /documents`: the company's documents, those to act on first (see listDocumentViews). */
export async function listDocuments(db: Database, auth: AuthContext, query: DocumentsQuery) {
  await assertCompanyAccess(db, auth, query.companyId);
  const { rows, total } = await listDocumentViews(db, query.companyId, {
    types: query.type,
    statuses: query.status,
    competence: query.competence,
    limit: query.limit,
    offset: query.offset,
  });
  return { data: rows.map(toDocument), total, limit: query.limit, offset: query.offset };
}

export async function getDocument(db: Database, auth: AuthContext, companyId: string, id: string) {
  await assertCompanyAccess(db, auth, companyId);
  return viewOf(db, companyId, id);
}

/**
 * `PUT /documents/{id}/status/{status}`: along canChangeDocumentStatus, conditional on
 * the status read (a concurrent change answers 409, nothing written). paid: the
 * company's people or our accountants, optionally with the receipt's uploaded key (it
 * becomes a payment_receipt document linked to the guide); overdue, approved and
 * rejected: our accountants only; rejected needs a reason.
 */
export async function changeDocumentStatus(
  deps: DocumentsDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
  to: DocumentStatus,
  body: DocumentStatusChange | null | undefined,
  ctx: DocumentsRequestContext,
): Promise<CompanyDocument> {
  const { db } = deps;
  await assertCompanyAccess(db, auth, companyId);
  const current = await findDocumentView(db, companyId, id);
  if (!current) throw documentNotFound();
  if ((to === 'approved' || to === 'rejected') && !auth.isSystemAdmin) {
    throw forbidden(documentMessages.reviewByAccountants);
  }
  if (to === 'overdue' && !auth.isSystemAdmin) throw forbidden(documentMessages.overdueByAccountants);
  const notAllowed = () => conflict(documentMessages.statusNotAllowed, { status: documentMessages.statusNotAllowed });
  if (!canChangeDocumentStatus(current.type, current.status, to)) throw notAllowed();
  const reason = body?.reason?.trim();
  if (to === 'rejected' && !reason) {
    throw validationError({ reason: documentMessages.rejectionReasonRequired });
  }
  const receiptKey = to === 'paid' ? body?.receiptKey : undefined;
  const receipt = receiptKey ? await checkUploadedObject(deps, companyId, receiptKey, 'receiptKey', false) : undefined;
  const now = deps.now();
  return db.transaction(async (tx) => {
    const set: DocumentChanges = {};
    if (to === 'rejected') set.rejectionReason = reason ?? null;
    if (to === 'paid') set.paidAt = now;
    if (receipt) {
      const receiptRow = await insertFileAndDocument(
        tx,
        companyId,
        receipt,
        {
          type: 'payment_receipt',
          title: `${documentTypeLabels.payment_receipt} - ${current.title}`.slice(0, 120),
          status: 'available',
          competence: current.competence,
          uploadedBy: auth.sub,
          fromAccountantAt: auth.isSystemAdmin ? now : null,
        },
        'receiptKey',
      );
      set.receiptDocumentId = receiptRow.id;
    }
    const updated = await updateDocumentStatus(tx, companyId, id, { from: current.status, to, set });
    // Someone else changed it between the read and the update: the transaction (and the receipt) rolls back.
    if (!updated) throw notAllowed();
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'document.status_changed',
      entityType: 'document',
      entityId: id,
      requestId: ctx.requestId,
      details: {
        from: current.status,
        to,
        ...(set.rejectionReason ? { reason: set.rejectionReason } : {}),
        ...(set.receiptDocumentId ? { receiptDocumentId: set.receiptDocumentId } : {}),
      },
    });
    // A refused document asks something of the customer: the reason, by e-mail with the change.
    if (to === 'rejected' && set.rejectionReason) {
      const companyName = (await findCompanyName(tx, companyId)) ?? '';
      for (const recipient of await findCompanyAdmins(tx, companyId)) {
        await deps.mailer.send(
          tx,
          documentRejectedMessage(
            { title: current.title || current.fileName, type: current.type, reason: set.rejectionReason },
            recipient,
            companyName,
            deps.webOrigin,
          ),
        );
      }
    }
    return viewOf(tx, companyId, id);
  });
}

/**
 * `DELETE /documents/{id}`: our accountants any document; the company's people only what
 * the company sent and was not approved. One transaction removes the document, its file
 * row (unless something else still points at it, e.g. an invoice request) and queues the
 * object's deletion; after the commit the object is deleted at once and the queue row
 * dropped, or left for the cleanup job when the storage fails.
 */
export async function deleteCompanyDocument(
  deps: DocumentsDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
  ctx: DocumentsRequestContext,
): Promise<void> {
  const { db } = deps;
  await assertCompanyAccess(db, auth, companyId);
  const current = await findDocumentView(db, companyId, id);
  if (!current) throw documentNotFound();
  if (!auth.isSystemAdmin) {
    if (current.fromAccountantAt !== null) throw forbidden(documentMessages.cannotDelete);
    if (current.status === 'approved') throw forbidden(documentMessages.approvedCannotBeDeleted);
  }
  const objectKey = await db.transaction(async (tx) => {
    const deleted = await deleteDocument(tx, companyId, id);
    if (!deleted) throw documentNotFound();
    let scheduled: string | null = null;
    if (!(await fileStillReferenced(tx, companyId, deleted.fileId))) {
      const file = await deleteCompanyFile(tx, companyId, deleted.fileId);
      if (file?.objectKey) {
        await scheduleObjectDeletion(tx, file.objectKey);
        scheduled = file.objectKey;
      }
    }
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'document.deleted',
      entityType: 'document',
      entityId: id,
      requestId: ctx.requestId,
      details: { type: deleted.type, status: deleted.status, fileId: deleted.fileId, objectKey: scheduled },
    });
    return scheduled;
  });
  if (!objectKey) return;
  try {
    await deps.storage.delete(objectKey);
    await removeQueuedDeletion(db, objectKey);
  } catch (err) {
    // The queue row stays: the cleanup job retries.
    ctx.log.warn({ err, objectKey }, 'object deletion failed; left for the cleanup job');
  }
}

/** `NFS-e 123 - Tomador Ltda` */
function invoiceTitle(invoiceNumber: string | null, takerName: string): string {
  return `${invoiceNumber ? `NFS-e ${invoiceNumber}` : 'NFS-e'} - ${takerName}`.slice(0, 120);
}

/**
 * The hook of the invoice requests: when a request becomes issued, its PDF and XML become
 * documents of the company (invoice_pdf, invoice_xml), available, from our accountants.
 * Runs inside the caller's transaction; the files stay shared with the request.
 */
export async function registerIssuedInvoiceDocuments(
  tx: Database,
  request: {
    id: string;
    companyId: string;
    pdfFileId: string | null;
    xmlFileId: string | null;
    invoiceNumber: string | null;
    takerName: string;
    /** `YYYY-MM-DD`. */
    competenceDate: string | null;
  },
  actorUserId: string | null,
  now: Date,
): Promise<void> {
  const title = invoiceTitle(request.invoiceNumber, request.takerName);
  const competence = request.competenceDate ? request.competenceDate.slice(0, 7) : null;
  const files: [DocumentType, string | null][] = [
    ['invoice_pdf', request.pdfFileId],
    ['invoice_xml', request.xmlFileId],
  ];
  for (const [type, fileId] of files) {
    if (!fileId) continue;
    const row = await insertDocument(tx, request.companyId, {
      fileId,
      type,
      title,
      status: 'available',
      competence,
      nfsRequestId: request.id,
      uploadedBy: actorUserId,
      fromAccountantAt: now,
    });
    await recordAudit(tx, request.companyId, {
      actorUserId,
      action: 'document.created',
      entityType: 'document',
      entityId: row.id,
      details: { type, nfsRequestId: request.id, fileId },
    });
  }
}

// The month's archive.

/** No path separators or characters file systems refuse; at most 150 characters. */
function cleanName(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
}

function extensionOf(row: DocumentViewRow): string {
  const fromName = /\.[A-Za-z0-9]{1,8}$/.exec(row.fileName)?.[0];
  return (fromName ?? extensionOfType(row.contentType) ?? '').toLowerCase();
}

/**
 * `{type label} - {title or file name}{extension}`, unique inside the archive ("(2)",
 * "(3)" before the extension for repeated names).
 */
export function archiveEntryNames(rows: readonly DocumentViewRow[]): string[] {
  const used = new Set<string>();
  return rows.map((row) => {
    const extension = extensionOf(row);
    const subject = row.title.trim() || row.fileName;
    let base = cleanName(`${documentTypeLabels[row.type]} - ${subject}`);
    if (extension && base.toLowerCase().endsWith(extension)) base = base.slice(0, -extension.length);
    let name = `${base}${extension}`;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n})${extension}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** `GET /documents/archive/months`: the months "Baixar tudo do mês" can offer. */
export async function documentArchiveMonths(
  deps: Pick<DocumentsDeps, 'db'>,
  auth: AuthContext,
  companyId: string,
): Promise<DocumentArchiveMonth[]> {
  await assertCompanyAccess(deps.db, auth, companyId);
  return countDocumentsByMonth(deps.db, companyId);
}

export interface DocumentsArchive {
  fileName: string;
  stream: Readable;
}

/**
 * `GET /documents/archive`: every document of the month (competence, or created in the
 * month in Brasília when it has none) as one ZIP streamed from storage. 404 for a month
 * without documents.
 */
export async function documentsArchive(
  deps: DocumentsDeps,
  auth: AuthContext,
  companyId: string,
  competence: string,
  log: FastifyBaseLogger,
): Promise<DocumentsArchive> {
  await assertCompanyAccess(deps.db, auth, companyId);
  const rows = await listDocumentsOfMonth(deps.db, companyId, competence);
  if (rows.length === 0) throw notFound(documentMessages.emptyArchive);
  const names = archiveEntryNames(rows);
  const output = new PassThrough();
  void writeArchive(deps, rows, names, output).catch((err: unknown) => {
    log.error({ err, companyId, competence }, 'documents archive failed');
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return { fileName: `documentos-${competence}.zip`, stream: output };
}

async function writeArchive(
  deps: DocumentsDeps,
  rows: readonly DocumentViewRow[],
  names: readonly string[],
  output: PassThrough,
): Promise<void> {
  let failure: Error | undefined;
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      failure = err;
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  /** Waits while the reader is behind, so a large month never sits in memory. */
  const drained = () =>
    output.writableNeedDrain && !output.destroyed
      ? new Promise<void>((resolve) => {
          const done = () => {
            output.off('drain', done);
            output.off('close', done);
            resolve();
          };
          output.on('drain', done);
          output.on('close', done);
        })
      : Promise.resolve();
  for (const [index, row] of rows.entries()) {
    if (output.destroyed) return;
    const entry = new ZipPassThrough(names[index]!);
    entry.mtime = row.createdAt;
    zip.add(entry);
    if (row.objectKey) {
      const object = await deps.storage.get(row.objectKey);
      if (!object) throw new Error(`object missing from storage: ${row.objectKey}`);
      for await (const chunk of object.body as AsyncIterable<Buffer | string>) {
        entry.push(typeof chunk === 'string' ? Buffer.from(chunk) : new Uint8Array(chunk));
        if (failure) throw failure;
        await drained();
        if (output.destroyed) {
          object.body.destroy();
          return;
        }
      }
    } else {
      const content = await findLegacyFileContent(deps.db, row.companyId, row.fileId);
      entry.push(new Uint8Array(content ?? Buffer.alloc(0)));
    }
    entry.push(new Uint8Array(0), true);
    if (failure) throw failure;
    await drained();
  }
  zip.end();
  if (failure) throw failure;
}
