import type { FastifyBaseLogger } from 'fastify';
import {
  NFS_FILE_CONTENT_TYPES,
  canChangeNfsRequestStatus,
  messages,
  nfseNacionalMessages,
  nfsIssuedDetailsSchema,
  nfsMessages,
  nfsRejectionSchema,
  type NfsFileKind,
  type NfsRequest,
  type NfsRequestData,
  type NfsRequestStatus,
  type NfsRequestsQuery,
  type NfsRequestsSearchQuery,
  type NfsStatusChange,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { AppError, conflict, notFound, validationError, zodValidationError } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Mailer } from '../mail/mailer.js';
import type { Readable } from 'node:stream';
import { findCompanyFile, insertCompanyFile } from '../company-files/company-files.repository.js';
import { safeFileName } from '../../lib/file-names.js';
import type { UploadedFile } from '../../lib/multipart-file-reader.js';
import { openCompanyFile, removeCompanyFile } from '../company-files/company-files.service.js';
import { readManualNfseXml } from '../nfse-nacional/nfse/manual-xml-check.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { storeThenSave } from '../storage/storage.service.js';
import { companyThatCanRequestNotes, existingServiceCode } from './nfs-company.js';
import { takerAndServiceColumns } from './nfs-taker-service-columns.js';
import { upsertTaker } from './nfs-takers.repository.js';
import {
  findNfsRequestOfAnyCompany,
  findNfsRequestView,
  insertNfsRequest,
  listCompanyNfsRequestViews,
  listNfsRequestViewsOfAnyCompany,
  setNfsRequestFile,
  setNfsRequestXmlCheck,
  updateNfsRequestStatus,
  type NfsRequestChanges,
  type NfsRequestViewRow,
} from './nfs-requests.repository.js';
import { fileMatchesKind } from './nfs-files.js';
import { decodeTimeIdCursor, toKeysetPage } from '../../lib/keyset-cursor.js';
import { notifyNfsCustomer, nfsRequestView, requestNotFound, toNfsRequest } from './nfs-request-view.js';
import { registerIssuedInvoiceDocuments } from '../documents/documents.service.js';
import {
  afterNfsRequestCreated,
  type NationalEmissionDeps,
} from '../nfse-nacional/emission/national-emission.service.js';
import { findEmission } from '../nfse-nacional/emission/emission.repository.js';

export interface NfsDeps {
  db: Database;
  /** The NFS-e Nacional path (decision 018): config, queue, clock; without it, the manual path only. */
  national?: NationalEmissionDeps;
  /** Where the notes' PDF and XML live. */
  storage: ObjectStorage;
  mailer: Mailer;
  /** The web app's origin, for the links in the e-mails. */
  webOrigin: string;
}

export interface NfsRequestContext {
  requestId: string;
  log: FastifyBaseLogger;
}

export { toNfsRequest };

const viewOf = nfsRequestView;

/**
 * A member asks for a note: the company must be able to ask (CNPJ, active), the service
 * code must be on the national list. The taker is saved for reuse. With `national`, a
 * company on the NFS-e Nacional has the DPS built and validated now (a 400 naming the field
 * and nothing kept otherwise) and, on the automatic mode, signed and queued. One transaction.
 */
export async function createNfsRequest(
  db: Database,
  auth: AuthContext,
  companyId: string,
  input: NfsRequestData,
  requestId: string,
  national?: NationalEmissionDeps,
): Promise<NfsRequest> {
  return db.transaction(async (tx) => {
    await assertCompanyAccess(tx, auth, companyId);
    await companyThatCanRequestNotes(tx, companyId);
    await existingServiceCode(tx, input.serviceCode);
    const document = input.emissionType === 'cnpj' ? input.cnpj : input.cpf;
    // The schema refuses a request without the emission type's document; this only narrows.
    if (!document) {
      throw validationError(
        input.emissionType === 'cnpj' ? { cnpj: messages.cnpjRequired } : { cpf: nfsMessages.cpfRequired },
      );
    }
    const row = await insertNfsRequest(tx, companyId, {
      ...takerAndServiceColumns(input),
      competenceDate: input.competenceDate,
      nbs: input.nbs ?? null,
      requestedBy: auth.sub,
    });
    await upsertTaker(tx, companyId, {
      emissionType: input.emissionType,
      document,
      name: input.taker.name,
      email: input.taker.email ?? null,
      address: input.taker.address ?? null,
    });
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'nfs.requested',
      entityType: 'nfs_request',
      entityId: row.id,
      requestId,
      details: { totalValueCents: row.totalValueCents, serviceCode: row.serviceCode },
    });
    if (national) await afterNfsRequestCreated(tx, national, row, { userId: auth.sub, requestId });
    return viewOf(tx, companyId, row.id);
  });
}

/** One company's requests, newest first. */
export async function listNfsRequests(db: Database, auth: AuthContext, query: NfsRequestsQuery) {
  await assertCompanyAccess(db, auth, query.companyId);
  const after = query.cursor === undefined ? undefined : decodeTimeIdCursor(query.cursor, 'timestamp');
  const { companyId, cursor: _cursor, ...filter } = query;
  const { rows, total, next } = await listCompanyNfsRequestViews(db, companyId, { ...filter, after, order: 'newest' });
  return toKeysetPage(rows.map(toNfsRequest), total, query, after, next);
}

/**
 * Every company's requests, for our accountants. Filtered by a waiting status it is their
 * queue: oldest first (first come, first served); otherwise newest first.
 */
export async function searchNfsRequests(db: Database, query: NfsRequestsSearchQuery) {
  const waiting = query.status === 'requested' || query.status === 'processing' || query.attention !== undefined;
  const after = query.cursor === undefined ? undefined : decodeTimeIdCursor(query.cursor, 'timestamp');
  const { rows, total, next } = await listNfsRequestViewsOfAnyCompany(db, {
    ...query,
    after,
    order: waiting ? 'oldest' : 'newest',
  });
  return toKeysetPage(rows.map(toNfsRequest), total, query, after, next);
}

export async function getNfsRequest(db: Database, auth: AuthContext, companyId: string, id: string) {
  await assertCompanyAccess(db, auth, companyId);
  return viewOf(db, companyId, id);
}

/**
 * The customer gives up a request nobody took yet (requested -> cancelled). Once an
 * accountant took it: 409, nothing changed.
 */
export async function cancelNfsRequest(
  db: Database,
  auth: AuthContext,
  companyId: string,
  id: string,
  requestId: string,
): Promise<NfsRequest> {
  return db.transaction(async (tx) => {
    await assertCompanyAccess(tx, auth, companyId);
    const current = await findNfsRequestView(tx, companyId, id);
    if (!current) throw requestNotFound();
    if (current.status === 'cancelled')
      throw conflict(nfsMessages.statusNotAllowed, { status: nfsMessages.statusNotAllowed });
    const updated =
      current.status === 'requested'
        ? await updateNfsRequestStatus(tx, companyId, id, { from: 'requested', to: 'cancelled' })
        : undefined;
    // Taken meanwhile (or already past requested): the accountants have it.
    if (!updated) throw conflict(nfsMessages.requestAlreadyTaken, { status: nfsMessages.requestAlreadyTaken });
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'nfs.status_changed',
      entityType: 'nfs_request',
      entityId: id,
      requestId,
      details: { from: 'requested', to: 'cancelled', by: 'customer' },
    });
    return viewOf(tx, companyId, id);
  });
}

/** What the new status writes besides itself, validated from the body; 400 on a missing field. */
function changesFor(to: NfsRequestStatus, auth: AuthContext, body: NfsStatusChange | null | undefined) {
  const set: NfsRequestChanges = {};
  if (to === 'processing') set.handledBy = auth.sub;
  if (to === 'issued') {
    const parsed = nfsIssuedDetailsSchema.safeParse(body ?? {});
    if (!parsed.success) throw zodValidationError(parsed.error);
    set.invoiceNumber = parsed.data.invoiceNumber;
    set.issueDate = parsed.data.issueDate;
  }
  if (to === 'rejected') {
    const parsed = nfsRejectionSchema.safeParse(body ?? {});
    if (!parsed.success) throw zodValidationError(parsed.error);
    set.rejectionReason = parsed.data.reason;
  }
  return set;
}

/**
 * An accountant moves a request along NFS_REQUEST_TRANSITIONS. The update is conditional
 * on the status read, so two accountants taking the same request get one 200 and one
 * 409. issued needs the note number, the issue date and both files; rejected a reason.
 * The customer is e-mailed on issued and rejected once the change is committed.
 */
export async function changeNfsRequestStatus(
  deps: NfsDeps,
  auth: AuthContext,
  id: string,
  to: NfsRequestStatus,
  body: NfsStatusChange | null | undefined,
  ctx: NfsRequestContext,
): Promise<NfsRequest> {
  const request = await deps.db.transaction(async (tx) => {
    const row = await findNfsRequestOfAnyCompany(tx, id);
    if (!row) throw requestNotFound();
    const notAllowed = () => conflict(nfsMessages.statusNotAllowed, { status: nfsMessages.statusNotAllowed });
    if (!canChangeNfsRequestStatus(row.status, to)) throw notAllowed();
    // A request sent to the Sefin Nacional gets its outcome from the Sefin, never by hand.
    if ((to === 'issued' || to === 'rejected') && (await findEmission(tx, row.companyId, id)))
      throw conflict(nfseNacionalMessages.sentNationally, { status: nfseNacionalMessages.sentNationally });
    const set = changesFor(to, auth, body);
    if (to === 'issued' && (!row.pdfFileId || !row.xmlFileId)) throw conflict(nfsMessages.filesMissing);
    const updated = await updateNfsRequestStatus(tx, row.companyId, id, {
      from: row.status,
      to,
      set,
      requireFiles: to === 'issued',
    });
    // Someone else changed it between the read and the update.
    if (!updated) throw notAllowed();
    // The issued note's PDF and XML join the company's documents, in this transaction.
    if (to === 'issued') await registerIssuedInvoiceDocuments(tx, updated, auth.sub, new Date());
    await recordAudit(tx, row.companyId, {
      actorUserId: auth.sub,
      action: 'nfs.status_changed',
      entityType: 'nfs_request',
      entityId: id,
      requestId: ctx.requestId,
      details: { from: row.status, to, ...set },
    });
    const view = await viewOf(tx, row.companyId, id);
    // The customer's e-mails commit with the change (the outbox; delivered by the queue).
    if (to === 'issued' || to === 'rejected') await notifyNfsCustomer(tx, deps, view);
    return view;
  });
  return request;
}

/**
 * An accountant attaches the issued note's PDF or XML (only while processing). The bytes
 * decide the type; a file already attached of that kind is replaced and deleted.
 */
export async function attachNfsFile(
  { db, storage }: { db: Database; storage: ObjectStorage },
  auth: AuthContext,
  id: string,
  kind: NfsFileKind,
  read: () => Promise<UploadedFile | undefined>,
  requestId: string,
): Promise<NfsRequest> {
  const current = await findNfsRequestOfAnyCompany(db, id);
  if (!current) throw requestNotFound();
  const onlyWhileProcessing = () =>
    conflict(nfsMessages.filesOnlyWhileProcessing, { status: nfsMessages.filesOnlyWhileProcessing });
  if (current.status !== 'processing') throw onlyWhileProcessing();
  const file = await read();
  if (!file || file.content.length === 0) throw validationError({ file: nfsMessages.fileMissing });
  if (!fileMatchesKind(kind, file.content)) {
    const message = kind === 'pdf' ? nfsMessages.pdfExpected : nfsMessages.xmlExpected;
    throw new AppError('unsupported_media_type', 415, message, { file: message });
  }
  const contentType = NFS_FILE_CONTENT_TYPES[kind];
  const fileName = safeFileName(file.fileName, contentType);
  // The XML of a note issued by hand is read (and, a national one, validated against the XSD)
  // to compare it with the request; what differs is shown to the accountant as flags.
  const xmlCheck = kind === 'xml' ? await readManualNfseXml(file.content.toString('utf8'), new Date()) : null;
  // The bytes first, under the company's prefix; discarded again if the transaction fails.
  const stored = { fileName, contentType, content: file.content };
  return storeThenSave({ db, storage }, current.companyId, stored, (key) =>
    db.transaction(async (tx) => {
      // Locked: a status change waits for the file, and sees it.
      const row = await findNfsRequestOfAnyCompany(tx, id, { forUpdate: true });
      if (!row) throw requestNotFound();
      if (row.status !== 'processing' || row.companyId !== current.companyId) throw onlyWhileProcessing();
      const saved = await insertCompanyFile(tx, row.companyId, {
        fileName,
        contentType,
        size: file.content.length,
        objectKey: key,
        uploadedBy: auth.sub,
      });
      const previous = kind === 'pdf' ? row.pdfFileId : row.xmlFileId;
      if (!(await setNfsRequestFile(tx, row.companyId, id, kind, saved.id))) throw onlyWhileProcessing();
      if (xmlCheck) await setNfsRequestXmlCheck(tx, row.companyId, id, xmlCheck);
      // The replaced file's object goes through the deletion queue, committed with this change.
      if (previous) await removeCompanyFile(tx, row.companyId, previous);
      await recordAudit(tx, row.companyId, {
        actorUserId: auth.sub,
        action: 'nfs.file_attached',
        entityType: 'nfs_request',
        entityId: id,
        requestId,
        details: {
          kind,
          fileId: saved.id,
          size: saved.size,
          replaced: previous,
          ...(xmlCheck ? { national: xmlCheck.national, schemaValid: xmlCheck.schemaValid } : {}),
        },
      });
      return viewOf(tx, row.companyId, id);
    }),
  );
}

/** `NFS-e 123 - Tomador Ltda.pdf`: no slashes (they would cut the name), the kind's extension. */
function downloadName(request: NfsRequestViewRow, kind: NfsFileKind): string {
  const taker = request.takerName.replace(/[\\/:*?"<>|]+/g, '-').trim();
  const number = request.invoiceNumber ? `NFS-e ${request.invoiceNumber}` : 'NFS-e';
  return safeFileName(`${number} - ${taker}.${kind}`, NFS_FILE_CONTENT_TYPES[kind]);
}

/**
 * The note's PDF or XML with the name to download it as. The company's members only once
 * the note is issued, or cancelled after (404 before); our accountants whenever it is attached.
 */
export async function getNfsFile(
  { db, storage }: { db: Database; storage: ObjectStorage },
  auth: AuthContext,
  companyId: string,
  id: string,
  kind: NfsFileKind,
): Promise<{ body: Readable; size: number; fileName: string; contentType: string }> {
  await assertCompanyAccess(db, auth, companyId);
  const request = await findNfsRequestView(db, companyId, id);
  if (!request) throw requestNotFound();
  // A cancelled note keeps its files (the national cancellation): the customer still downloads them.
  const hasNote = request.status === 'issued' || request.status === 'cancelled';
  if (!auth.isSystemAdmin && !hasNote) throw notFound(nfsMessages.fileNotIssuedYet);
  const fileId = kind === 'pdf' ? request.pdfFileId : request.xmlFileId;
  const file = fileId ? await findCompanyFile(db, companyId, fileId) : undefined;
  // Stored objects stream from storage; files kept before object storage from their row.
  const bytes = file ? await openCompanyFile(storage, file) : undefined;
  if (!bytes) throw notFound(auth.isSystemAdmin ? messages.notFound : nfsMessages.fileNotIssuedYet);
  return { ...bytes, fileName: downloadName(request, kind), contentType: NFS_FILE_CONTENT_TYPES[kind] };
}
