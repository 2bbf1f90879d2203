import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentStatus, DocumentType } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { companies, companyFiles, companyMemberships } from '../../db/schema/companies.js';
import { conversationAttachments } from '../../db/schema/conversations.js';
import { documents } from '../../db/schema/documents.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { users } from '../../db/schema/users.js';
import { BRASILIA_TIME_ZONE } from '../../lib/brasilia-calendar.js';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** The document with what the wire shows of its file and of who sent it. */
export interface DocumentViewRow extends DocumentRow {
  fileName: string;
  contentType: string;
  size: number;
  /** Full key (`{companyId}/...`); null for a legacy file kept as bytes in the database. */
  objectKey: string | null;
  uploaderName: string | null;
}

function selectViews(db: Database) {
  return db
    .select({
      document: documents,
      fileName: companyFiles.fileName,
      contentType: companyFiles.contentType,
      size: companyFiles.size,
      objectKey: companyFiles.objectKey,
      uploaderName: users.name,
    })
    .from(documents)
    .innerJoin(companyFiles, eq(companyFiles.id, documents.fileId))
    .leftJoin(users, eq(users.id, documents.uploadedBy));
}

type SelectedView = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
const flatten = ({ document, ...rest }: SelectedView): DocumentViewRow => ({ ...document, ...rest });

/**
 * A file kept in object storage (no bytes in the database), under the company; undefined
 * when the object key is registered already (the unique index decides, races included).
 */
export async function insertStoredFile(
  db: Database,
  companyId: string,
  file: { objectKey: string; fileName: string; contentType: string; size: number; uploadedBy: string | null },
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .insert(companyFiles)
    .values({ companyId, ...file })
    .onConflictDoNothing({ target: companyFiles.objectKey })
    .returning({ id: companyFiles.id });
  return row;
}

export async function insertDocument(db: Database, companyId: string, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db
    .insert(documents)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/** The company's document with its file and uploader; undefined for another company's id. */
export async function findDocumentView(
  db: Database,
  companyId: string,
  id: string,
): Promise<DocumentViewRow | undefined> {
  const [row] = await selectViews(db)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)))
    .limit(1);
  return row && flatten(row);
}

export interface DocumentsFilter {
  types?: readonly DocumentType[] | undefined;
  statuses?: readonly DocumentStatus[] | undefined;
  /** `YYYY-MM`. */
  competence?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * A page of the company's documents: those waiting for someone (pending, overdue) first,
 * then by due date (soonest first, documents without one last), then newest first.
 */
export async function listDocumentViews(
  db: Database,
  companyId: string,
  filter: DocumentsFilter,
): Promise<{ rows: DocumentViewRow[]; total: number }> {
  const conditions: SQL[] = [eq(documents.companyId, companyId)];
  if (filter.types?.length) conditions.push(inArray(documents.type, [...filter.types]));
  if (filter.statuses?.length) conditions.push(inArray(documents.status, [...filter.statuses]));
  if (filter.competence) conditions.push(eq(documents.competence, filter.competence));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(
        sql`case when ${documents.status} in ('pending', 'overdue') then 0 else 1 end`,
        sql`${documents.dueDate} asc nulls last`,
        desc(documents.createdAt),
        desc(documents.id),
      )
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(documents).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.total ?? 0 };
}

/**
 * The company's documents of a month, oldest first: competence `YYYY-MM`, or no
 * competence and created in that month in Brasília.
 */
export async function listDocumentsOfMonth(
  db: Database,
  companyId: string,
  competence: string,
): Promise<DocumentViewRow[]> {
  const firstDay = `${competence}-01`;
  const rows = await selectViews(db)
    .where(
      and(
        eq(documents.companyId, companyId),
        or(
          eq(documents.competence, competence),
          and(
            isNull(documents.competence),
            sql`${documents.createdAt} >= (${firstDay}::date::timestamp at time zone ${BRASILIA_TIME_ZONE})`,
            sql`${documents.createdAt} < ((${firstDay}::date + interval '1 month')::timestamp at time zone ${BRASILIA_TIME_ZONE})`,
          ),
        ),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));
  return rows.map(flatten);
}

/**
 * The months that have documents by the rule of listDocumentsOfMonth (competence, else the
 * month of creation in Brasília), newest first, with how many each has.
 */
export async function countDocumentsByMonth(
  db: Database,
  companyId: string,
): Promise<{ month: string; documents: number }[]> {
  const month = sql<string>`coalesce(${documents.competence}, to_char(${documents.createdAt} at time zone ${BRASILIA_TIME_ZONE}, 'YYYY-MM'))`;
  return (
    db
      .select({ month, documents: count() })
      .from(documents)
      .where(eq(documents.companyId, companyId))
      // By position: the time zone is a parameter, and two copies of it are two expressions to PostgreSQL.
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`)
      .limit(120)
  );
}

/** A legacy file's bytes (kept in the database before object storage). */
export async function findLegacyFileContent(
  db: Database,
  companyId: string,
  fileId: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: companyFiles.content })
    .from(companyFiles)
    .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.id, fileId)))
    .limit(1);
  return row?.content ?? undefined;
}

export type DocumentChanges = Partial<Pick<DocumentRow, 'rejectionReason' | 'paidAt' | 'receiptDocumentId'>>;

/** Moves the document from `from` to `to` only if it still is in `from`: undefined otherwise. */
export async function updateDocumentStatus(
  db: Database,
  companyId: string,
  id: string,
  change: { from: DocumentStatus; to: DocumentStatus; set?: DocumentChanges },
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set({ ...change.set, status: change.to, updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id), eq(documents.status, change.from)))
    .returning();
  return row;
}

/** Removes the company's document; undefined when there was none. */
export async function deleteDocument(db: Database, companyId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)))
    .returning();
  return row;
}

/** Whether a document or an invoice request still points at the company file. */
/** The company's document kept on this file, if any. */
export async function findDocumentByFile(db: Database, companyId: string, fileId: string) {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.fileId, fileId)))
    .limit(1);
  return row;
}

export async function fileStillReferenced(db: Database, companyId: string, fileId: string): Promise<boolean> {
  const [byDocument] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.fileId, fileId)))
    .limit(1);
  if (byDocument) return true;
  const [byMessage] = await db
    .select({ id: conversationAttachments.messageId })
    .from(conversationAttachments)
    .where(and(eq(conversationAttachments.companyId, companyId), eq(conversationAttachments.fileId, fileId)))
    .limit(1);
  if (byMessage) return true;
  const [byRequest] = await db
    .select({ id: nfsRequests.id })
    .from(nfsRequests)
    .where(
      and(
        eq(nfsRequests.companyId, companyId),
        or(eq(nfsRequests.pdfFileId, fileId), eq(nfsRequests.xmlFileId, fileId)),
      ),
    )
    .limit(1);
  return byRequest !== undefined;
}

export interface RecipientRow {
  userId: string;
  name: string;
  email: string;
}

/** The company's company-admins: who hears about new guides and due dates. */
export async function findCompanyAdmins(db: Database, companyId: string): Promise<RecipientRow[]> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.role, 'company-admin')))
    .orderBy(asc(companyMemberships.createdAt), asc(users.id));
}

export async function findCompanyName(db: Database, companyId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.name;
}

// Jobs: every company at once (they name no company; each row carries its own).

/** Pending guides due before `today` (`YYYY-MM-DD`) become overdue; the rows that changed. */
export async function markGuidesOverdue(
  db: Database,
  guideTypes: readonly DocumentType[],
  today: string,
): Promise<DocumentRow[]> {
  return db
    .update(documents)
    .set({ status: 'overdue', updatedAt: sql`now()` })
    .where(
      and(
        inArray(documents.type, [...guideTypes]),
        eq(documents.status, 'pending'),
        sql`${documents.dueDate} < ${today}::date`,
      ),
    )
    .returning();
}

/**
 * Claims the reminders of pending guides due from `today` to `lastDay` (inclusive) that
 * were never reminded: sets reminder_sent_at and returns only the rows this statement
 * changed. The conditions sit on the UPDATE itself, so of two concurrent runs the second
 * re-checks `reminder_sent_at is null` on the locked row and skips it.
 */
/** Ids of the pending guides due within the window whose reminder has not gone out. */
export async function listDueReminderIds(
  db: Database,
  guideTypes: readonly DocumentType[],
  window: { today: string; lastDay: string },
): Promise<string[]> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(dueReminderFilter(guideTypes, window))
    .orderBy(documents.dueDate, documents.id);
  return rows.map((row) => row.id);
}

/**
 * Claims one guide's reminder (sets reminder_sent_at) when it is still due and unclaimed;
 * returns the row, or undefined when another pass got it first. Call it in the transaction
 * that queues the e-mails: a rolled-back claim is claimed again by the next pass.
 */
export async function claimDueReminder(
  db: Database,
  id: string,
  guideTypes: readonly DocumentType[],
  window: { today: string; lastDay: string },
  now: Date,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set({ reminderSentAt: now })
    .where(and(eq(documents.id, id), dueReminderFilter(guideTypes, window)))
    .returning();
  return row;
}

function dueReminderFilter(guideTypes: readonly DocumentType[], window: { today: string; lastDay: string }) {
  return and(
    inArray(documents.type, [...guideTypes]),
    eq(documents.status, 'pending'),
    isNull(documents.reminderSentAt),
    sql`${documents.dueDate} >= ${window.today}::date`,
    sql`${documents.dueDate} <= ${window.lastDay}::date`,
  );
}
