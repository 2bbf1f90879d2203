import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { CompanyStatus } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import { nfsRequests, nfsSchedules, nfseServiceCodes } from '../../db/schema/nfs.js';
import { BRASILIA_TIME_ZONE, monthKey, type CalendarDay } from '../../lib/brasilia-calendar.js';

export type NfsScheduleRow = typeof nfsSchedules.$inferSelect;
/** What the customer decides; the rest (id, company, dates) is the database's. */
export type NfsScheduleValues = Omit<
  typeof nfsSchedules.$inferInsert,
  'id' | 'companyId' | 'activeSince' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

/** The schedule with its company's name, the service's wording and when it runs. */
export interface NfsScheduleViewRow extends NfsScheduleRow {
  companyName: string;
  serviceCodeDescription: string;
  /** `YYYY-MM` of the last request it created. */
  lastRunMonth: string | null;
  /** `YYYY-MM-DD` (Brasília) of the next run; null while paused. */
  nextRunOn: string | null;
}

/** The latest month this schedule created a request for (the unique run key's index answers it). */
const lastRunMonth = sql<
  string | null
>`(select max(${nfsRequests.scheduleMonth}) from ${nfsRequests} where ${nfsRequests.scheduleId} = ${nfsSchedules.id})`;

/**
 * The next Brasília day the job creates a request: this month's run day when this month
 * has not run yet and its day is not before the day the schedule became active (then it
 * is ahead, or due and the next pass of the job takes it); otherwise next month's.
 * Mirrors `dueRuns` of the job (nfs-scheduler.job.ts), which decides what actually fires.
 */
function nextRunOn(today: CalendarDay): SQL<string | null> {
  const thisRun = sql`make_date(${today.year}::int, ${today.month}::int, ${nfsSchedules.dayOfMonth})`;
  const activeSinceDay = sql`(${nfsSchedules.activeSince} at time zone ${BRASILIA_TIME_ZONE}::text)::date`;
  return sql<string | null>`case
    when not ${nfsSchedules.active} then null
    when coalesce(${lastRunMonth}, '') < ${monthKey(today)}::text and ${thisRun} >= ${activeSinceDay}
      then to_char(${thisRun}, 'YYYY-MM-DD')
    else to_char(${thisRun} + interval '1 month', 'YYYY-MM-DD')
  end`;
}

function selectViews(db: Database, today: CalendarDay) {
  return db
    .select({
      schedule: nfsSchedules,
      companyName: companies.name,
      serviceCodeDescription: nfseServiceCodes.description,
      lastRunMonth,
      nextRunOn: nextRunOn(today),
    })
    .from(nfsSchedules)
    .innerJoin(companies, eq(companies.id, nfsSchedules.companyId))
    .innerJoin(nfseServiceCodes, eq(nfseServiceCodes.code, nfsSchedules.serviceCode));
}

type SelectedView = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
const flatten = ({ schedule, ...rest }: SelectedView): NfsScheduleViewRow => ({ ...schedule, ...rest });

export async function insertSchedule(
  db: Database,
  companyId: string,
  values: NfsScheduleValues & { createdBy: string | null },
): Promise<NfsScheduleRow> {
  const [row] = await db
    .insert(nfsSchedules)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('nfs schedule insert returned nothing');
  return row;
}

/** The company's schedule; undefined for another company's id. */
export async function findSchedule(db: Database, companyId: string, id: string): Promise<NfsScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(nfsSchedules)
    .where(and(eq(nfsSchedules.companyId, companyId), eq(nfsSchedules.id, id)))
    .limit(1);
  return row;
}

/** Replaces what the customer decides; `resumed` starts the active period again (paused months are not made up). */
export async function updateSchedule(
  db: Database,
  companyId: string,
  id: string,
  values: NfsScheduleValues,
  options: { resumed: boolean },
): Promise<NfsScheduleRow | undefined> {
  const [row] = await db
    .update(nfsSchedules)
    .set({ ...values, updatedAt: sql`now()`, ...(options.resumed ? { activeSince: sql`now()` } : {}) })
    .where(and(eq(nfsSchedules.companyId, companyId), eq(nfsSchedules.id, id)))
    .returning();
  return row;
}

/** Requests it created stay: their schedule_id becomes null (foreign key). */
export async function deleteSchedule(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(nfsSchedules)
    .where(and(eq(nfsSchedules.companyId, companyId), eq(nfsSchedules.id, id)))
    .returning({ id: nfsSchedules.id });
  return rows.length > 0;
}

export async function findScheduleView(
  db: Database,
  companyId: string,
  id: string,
  today: CalendarDay,
): Promise<NfsScheduleViewRow | undefined> {
  const [row] = await selectViews(db, today)
    .where(and(eq(nfsSchedules.companyId, companyId), eq(nfsSchedules.id, id)))
    .limit(1);
  return row && flatten(row);
}

/** The company's schedules, newest first. */
export async function listSchedulesPage(
  db: Database,
  companyId: string,
  page: { limit: number; offset: number },
  today: CalendarDay,
): Promise<{ rows: NfsScheduleViewRow[]; total: number }> {
  const where = eq(nfsSchedules.companyId, companyId);
  const rows = await selectViews(db, today)
    .where(where)
    .orderBy(desc(nfsSchedules.createdAt), desc(nfsSchedules.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(nfsSchedules).where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/** Active schedules, the next to run first; of one company, or of every company when companyId is absent. */
export async function listActiveSchedulesPage(
  db: Database,
  filter: { companyId?: string | undefined; limit: number; offset: number },
  today: CalendarDay,
): Promise<{ rows: NfsScheduleViewRow[]; total: number }> {
  const where = and(
    eq(nfsSchedules.active, true),
    filter.companyId ? eq(nfsSchedules.companyId, filter.companyId) : undefined,
  );
  const rows = await selectViews(db, today)
    .where(where)
    .orderBy(asc(nextRunOn(today)), asc(companies.name), asc(nfsSchedules.createdAt), asc(nfsSchedules.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(nfsSchedules).where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

// ---------------------------------------------------------------- the monthly job

export interface RunnableSchedule extends NfsScheduleRow {
  /** Which of the months asked about already have this schedule's request. */
  doneMonths: string[];
}

/**
 * Every active schedule of a company that may ask for notes (CNPJ and one of `statuses`),
 * with the months among `months` it already ran for. Not company-scoped: the job serves
 * every company.
 */
export async function listRunnableSchedules(
  db: Database,
  statuses: readonly CompanyStatus[],
  months: readonly string[],
): Promise<RunnableSchedule[]> {
  const doneMonths = sql<string[]>`array(
    select ${nfsRequests.scheduleMonth} from ${nfsRequests}
    where ${nfsRequests.scheduleId} = ${nfsSchedules.id}
      and ${nfsRequests.scheduleMonth} in (${sql.join(
        months.map((month) => sql`${month}::text`),
        sql`, `,
      )})
  )`;
  const rows = await db
    .select({ schedule: nfsSchedules, doneMonths })
    .from(nfsSchedules)
    .innerJoin(companies, eq(companies.id, nfsSchedules.companyId))
    .where(and(eq(nfsSchedules.active, true), inArray(companies.status, [...statuses]), isNotNull(companies.cnpj)))
    .orderBy(asc(nfsSchedules.createdAt), asc(nfsSchedules.id));
  return rows.map(({ schedule, doneMonths: done }) => ({ ...schedule, doneMonths: done ?? [] }));
}

/**
 * The schedule's request for `month`, copied from the schedule. The partial unique index
 * nfs_requests_schedule_month_key makes it happen once however many replicas or passes
 * try: a second insert does nothing and answers undefined.
 */
export async function insertScheduledRequest(
  db: Database,
  schedule: NfsScheduleRow,
  run: { month: string; competenceDate: string },
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .insert(nfsRequests)
    .values({
      companyId: schedule.companyId,
      emissionType: schedule.emissionType,
      takerCnpj: schedule.takerCnpj,
      takerCpf: schedule.takerCpf,
      takerName: schedule.takerName,
      takerEmail: schedule.takerEmail,
      takerAddress: schedule.takerAddress,
      totalValueCents: schedule.totalValueCents,
      serviceCode: schedule.serviceCode,
      serviceDescription: schedule.serviceDescription,
      competenceDate: run.competenceDate,
      notes: schedule.notes,
      status: 'requested',
      scheduleId: schedule.id,
      scheduleMonth: run.month,
      requestedBy: schedule.createdBy,
    })
    .onConflictDoNothing({
      target: [nfsRequests.scheduleId, nfsRequests.scheduleMonth],
      where: sql`schedule_id is not null`,
    })
    .returning({ id: nfsRequests.id });
  return row;
}
