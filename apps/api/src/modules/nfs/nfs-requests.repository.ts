import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { NfsAttention, NfseEmissionMode, NfsFileKind, NfsRequestStatus } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { afterTimestampKey, timestampCursorText } from '../../db/keyset.js';
import { nfsRequests, nfseServiceCodes, type NfsXmlCheckRow } from '../../db/schema/nfs.js';
import { companies, companyMemberships } from '../../db/schema/companies.js';
import { users } from '../../db/schema/users.js';
import { nfseEmissions, nfseFiscalProfiles, type NationalErrorRow } from '../../db/schema/nfse-nacional.js';
import { escapeLike } from '../../db/escape-like.js';
import { BRASILIA_TIME_ZONE } from '../../lib/brasilia-calendar.js';

export type NfsRequestRow = typeof nfsRequests.$inferSelect;
export type NewNfsRequest = Omit<
  typeof nfsRequests.$inferInsert,
  'id' | 'companyId' | 'status' | 'createdAt' | 'updatedAt'
>;

/** What the wire shows of the national emission (no XML). */
export interface NfsEmissionSummaryView {
  dpsId: string;
  dpsSeries: string;
  dpsNumber: number;
  attempts: number;
  accessKey: string | null;
  nationalNumber: string | null;
  issuedAt: Date | null;
  nationalErrors: NationalErrorRow[] | null;
  cancelledAt: Date | null;
  cancellationReason: '1' | '2' | '9' | null;
  cancellationText: string | null;
  sendFailedAt: Date | null;
  deliveryFailedAt: Date | null;
}

/** The request with what the wire shows of its company, service code, requester and national emission. */
export interface NfsRequestViewRow extends NfsRequestRow {
  companyName: string;
  companyCnpj: string | null;
  serviceCodeDescription: string;
  requesterName: string | null;
  emission: NfsEmissionSummaryView | null;
  /** The company's mode now: the profile's, manual without a profile or a certificate. */
  emissionMode: NfseEmissionMode;
}

const emissionSummary = {
  dpsId: nfseEmissions.dpsId,
  dpsSeries: nfseEmissions.dpsSeries,
  dpsNumber: nfseEmissions.dpsNumber,
  attempts: nfseEmissions.attempts,
  accessKey: nfseEmissions.accessKey,
  nationalNumber: nfseEmissions.nationalNumber,
  issuedAt: nfseEmissions.issuedAt,
  nationalErrors: nfseEmissions.nationalErrors,
  cancelledAt: nfseEmissions.cancelledAt,
  cancellationReason: nfseEmissions.cancellationReason,
  cancellationText: nfseEmissions.cancellationText,
  sendFailedAt: nfseEmissions.sendFailedAt,
  deliveryFailedAt: nfseEmissions.deliveryFailedAt,
};

/** effectiveEmissionMode (fiscal-profile.service.ts) in SQL: the chosen mode only with a certificate kept. */
const effectiveMode = sql<NfseEmissionMode>`case when ${nfseFiscalProfiles.certificateSealed} is not null and ${nfseFiscalProfiles.certificatePasswordSealed} is not null then ${nfseFiscalProfiles.emissionMode}::text else 'manual' end`;

/** Where Brazilian customers live: a request's "day" is its calendar day there. */

/** A request with its joins (company, service code's wording, requester, emission, mode), and `extra` columns. */
function selectViews<Extra extends Record<string, SQL>>(db: Database, extra: Extra) {
  return db
    .select({
      request: nfsRequests,
      companyName: companies.name,
      companyCnpj: companies.cnpj,
      serviceCodeDescription: nfseServiceCodes.description,
      requesterName: users.name,
      emission: emissionSummary,
      emissionMode: effectiveMode,
      ...extra,
    })
    .from(nfsRequests)
    .innerJoin(companies, eq(companies.id, nfsRequests.companyId))
    .innerJoin(nfseServiceCodes, eq(nfseServiceCodes.code, nfsRequests.serviceCode))
    .leftJoin(users, eq(users.id, nfsRequests.requestedBy))
    .leftJoin(nfseEmissions, eq(nfseEmissions.requestId, nfsRequests.id))
    .leftJoin(nfseFiscalProfiles, eq(nfseFiscalProfiles.companyId, nfsRequests.companyId));
}

type SelectedView = Awaited<ReturnType<ReturnType<typeof selectViews<Record<never, never>>>['execute']>>[number];
const flatten = ({ request, ...rest }: SelectedView): NfsRequestViewRow => ({ ...request, ...rest });

export async function insertNfsRequest(db: Database, companyId: string, values: NewNfsRequest): Promise<NfsRequestRow> {
  const [row] = await db
    .insert(nfsRequests)
    .values({ ...values, companyId, status: 'requested' })
    .returning();
  if (!row) throw new Error('nfs request insert returned nothing');
  return row;
}

/** The company's request with its joins; undefined for another company's id. */
export async function findNfsRequestView(
  db: Database,
  companyId: string,
  id: string,
): Promise<NfsRequestViewRow | undefined> {
  const [row] = await selectViews(db, {})
    .where(and(eq(nfsRequests.companyId, companyId), eq(nfsRequests.id, id)))
    .limit(1);
  return row && flatten(row);
}

/**
 * A request of any company, by id alone: only for our accountants' calls (status changes,
 * attaching the files), which name no company. `forUpdate` locks the row until the
 * transaction ends.
 */
export async function findNfsRequestOfAnyCompany(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<NfsRequestRow | undefined> {
  const query = db.select().from(nfsRequests).where(eq(nfsRequests.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

interface NfsRequestsFilter {
  /** Taker name or document, service description, note number; with `matchCompany`, company name or CNPJ. */
  query?: string | undefined;
  matchCompany?: boolean;
  status?: NfsRequestStatus | undefined;
  /** `YYYY-MM-DD`: the day the request was made, in Brasília. */
  date?: string | undefined;
  /** A national send or delivery that spent its retries. */
  attention?: NfsAttention | undefined;
  order: 'newest' | 'oldest';
  limit: number;
  offset: number;
  /** Keyset: the last row of the previous page (offset is then ignored). */
  after?: { at: string; id: string } | undefined;
}

/** `unaccent(column) ilike unaccent(%term%)`: case- and accent-insensitive containment. */
function containsText(column: SQL | typeof nfsRequests.takerName, pattern: string): SQL {
  return sql`unaccent(coalesce(${column}, '')) ilike unaccent(${pattern}::text)`;
}

/**
 * Requests whose national send (still processing) or delivery spent its retries: the rows the
 * work queue counts (work-queue.repository.ts uses the same condition).
 */
export function nationalAttentionCondition(attention: NfsAttention): SQL {
  return attention === 'send_failed'
    ? sql`${nfsRequests.status} = 'processing' and exists (select 1 from ${nfseEmissions} where ${nfseEmissions.requestId} = ${nfsRequests.id} and ${nfseEmissions.sendFailedAt} is not null)`
    : sql`exists (select 1 from ${nfseEmissions} where ${nfseEmissions.requestId} = ${nfsRequests.id} and ${nfseEmissions.deliveryFailedAt} is not null)`;
}

function searchConditions(filter: NfsRequestsFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(nfsRequests.status, filter.status));
  if (filter.attention) conditions.push(nationalAttentionCondition(filter.attention));
  if (filter.date) {
    // A range on created_at (the index's column), from midnight to midnight in Brasília.
    conditions.push(
      sql`${nfsRequests.createdAt} >= (${filter.date}::date::timestamp at time zone ${BRASILIA_TIME_ZONE})`,
      sql`${nfsRequests.createdAt} < ((${filter.date}::date + 1)::timestamp at time zone ${BRASILIA_TIME_ZONE})`,
    );
  }
  const query = filter.query?.trim();
  if (query) {
    const pattern = `%${escapeLike(query)}%`;
    const matches: SQL[] = [
      containsText(nfsRequests.takerName, pattern),
      containsText(sql`${nfsRequests.serviceDescription}`, pattern),
      sql`coalesce(${nfsRequests.invoiceNumber}, '') ilike ${pattern}`,
    ];
    if (filter.matchCompany) matches.push(containsText(sql`${companies.name}`, pattern));
    // Documents as people type them: 12.345.678/0001-90 or 123.456.789-09.
    const document = query.replace(/[.\-/\s]/g, '').toUpperCase();
    if (/^[0-9A-Z]*\d[0-9A-Z]*$/.test(document) && document.length <= 14) {
      const documentPattern = `%${document}%`;
      matches.push(
        sql`coalesce(${nfsRequests.takerCnpj}, '') like ${documentPattern}`,
        sql`coalesce(${nfsRequests.takerCpf}, '') like ${documentPattern}`,
      );
      if (filter.matchCompany) matches.push(sql`coalesce(${companies.cnpj}, '') like ${documentPattern}`);
    }
    conditions.push(or(...matches) as SQL);
  }
  return conditions;
}

/**
 * A page of one company's requests with their joins, and how many match. With `after` the
 * page starts right after that row (keyset over created_at, id); one row more is read to tell
 * whether a next page exists, and the last row's key comes back as `next`.
 */
export function listCompanyNfsRequestViews(
  db: Database,
  companyId: string,
  filter: Omit<NfsRequestsFilter, 'matchCompany'>,
): Promise<{ rows: NfsRequestViewRow[]; total: number; next: { at: string; id: string } | null }> {
  return pageOfViews(db, [eq(nfsRequests.companyId, companyId), ...searchConditions(filter)], filter, false);
}

/**
 * A page of every company's requests (our accountants' queue), searchable by company name
 * and CNPJ too; `companyId` narrows it to one company.
 */
export function listNfsRequestViewsOfAnyCompany(
  db: Database,
  filter: Omit<NfsRequestsFilter, 'matchCompany'> & { companyId?: string | undefined },
): Promise<{ rows: NfsRequestViewRow[]; total: number; next: { at: string; id: string } | null }> {
  const conditions = searchConditions({ ...filter, matchCompany: true });
  if (filter.companyId) conditions.unshift(eq(nfsRequests.companyId, filter.companyId));
  // Only a search by company name or CNPJ needs the companies joined to count.
  return pageOfViews(db, conditions, filter, Boolean(filter.query?.trim()));
}

async function pageOfViews(
  db: Database,
  conditions: SQL[],
  filter: Pick<NfsRequestsFilter, 'order' | 'limit' | 'offset' | 'after'>,
  joinCompaniesToCount: boolean,
): Promise<{ rows: NfsRequestViewRow[]; total: number; next: { at: string; id: string } | null }> {
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    filter.order === 'oldest'
      ? [asc(nfsRequests.createdAt), asc(nfsRequests.id)]
      : [desc(nfsRequests.createdAt), desc(nfsRequests.id)];
  const pageWhere = filter.after
    ? and(where, afterTimestampKey(nfsRequests.createdAt, nfsRequests.id, filter.after, filter.order))
    : where;
  const [rows, total] = await Promise.all([
    selectViews(db, { cursorAt: timestampCursorText(nfsRequests.createdAt) })
      .where(pageWhere)
      .orderBy(...order)
      .limit(filter.limit + 1)
      .offset(filter.after ? 0 : filter.offset),
    countRequests(db, where, joinCompaniesToCount),
  ]);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursorAt: _cursorAt, ...row }) => flatten(row)),
    total,
    next: rows.length > filter.limit && last ? { at: last.cursorAt, id: last.request.id } : null,
  };
}

/** How many requests match; the companies join only when the search reads the company's name or CNPJ. */
async function countRequests(db: Database, where: SQL | undefined, joinCompanies: boolean): Promise<number> {
  const query = joinCompanies
    ? db
        .select({ total: count() })
        .from(nfsRequests)
        .innerJoin(companies, eq(companies.id, nfsRequests.companyId))
        .where(where)
    : db.select({ total: count() }).from(nfsRequests).where(where);
  const [row] = await query;
  return row?.total ?? 0;
}

export type NfsRequestChanges = Partial<
  Pick<NfsRequestRow, 'handledBy' | 'invoiceNumber' | 'issueDate' | 'rejectionReason'>
>;

/**
 * Moves the request from `from` to `to` only if it still is in `from` (and, with
 * `requireFiles`, has both files): undefined when someone else changed it first.
 */
export async function updateNfsRequestStatus(
  db: Database,
  companyId: string,
  id: string,
  change: { from: NfsRequestStatus; to: NfsRequestStatus; set?: NfsRequestChanges; requireFiles?: boolean },
): Promise<NfsRequestRow | undefined> {
  const [row] = await db
    .update(nfsRequests)
    .set({ ...change.set, status: change.to, updatedAt: sql`now()` })
    .where(
      and(
        eq(nfsRequests.companyId, companyId),
        eq(nfsRequests.id, id),
        eq(nfsRequests.status, change.from),
        change.requireFiles ? and(isNotNull(nfsRequests.pdfFileId), isNotNull(nfsRequests.xmlFileId)) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Points the request's PDF or XML at a company file (only while processing); undefined otherwise. */
/** What the check of the attached XML read (manual path), kept with the request. */
export async function setNfsRequestXmlCheck(
  db: Database,
  companyId: string,
  id: string,
  check: NfsXmlCheckRow,
): Promise<void> {
  await db
    .update(nfsRequests)
    .set({ xmlCheck: check, updatedAt: sql`now()` })
    .where(and(eq(nfsRequests.companyId, companyId), eq(nfsRequests.id, id)));
}

export async function setNfsRequestFile(
  db: Database,
  companyId: string,
  id: string,
  kind: NfsFileKind,
  fileId: string,
): Promise<NfsRequestRow | undefined> {
  const [row] = await db
    .update(nfsRequests)
    .set({ ...(kind === 'pdf' ? { pdfFileId: fileId } : { xmlFileId: fileId }), updatedAt: sql`now()` })
    .where(and(eq(nfsRequests.companyId, companyId), eq(nfsRequests.id, id), eq(nfsRequests.status, 'processing')))
    .returning();
  return row;
}

export interface NfsRecipientRow {
  userId: string;
  name: string;
  email: string;
}

/** Who hears about the request: the person who asked and the company's company-admins. */
export async function findNfsRequestRecipients(
  db: Database,
  companyId: string,
  requestedBy: string | null,
): Promise<NfsRecipientRow[]> {
  const admins = db
    .select({ id: companyMemberships.userId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.role, 'company-admin')));
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(users)
    .where(requestedBy ? or(eq(users.id, requestedBy), inArray(users.id, admins)) : inArray(users.id, admins))
    .orderBy(asc(users.createdAt), asc(users.id));
}
