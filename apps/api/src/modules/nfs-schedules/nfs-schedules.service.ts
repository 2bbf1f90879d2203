import {
  nfsMessages,
  nfsSchedulesQuerySchema,
  toReais,
  type NfsSchedule,
  type NfsScheduleData,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound, validationError } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { companyThatCanRequestNotes, existingServiceCode } from '../nfs/nfs-company.js';
import { takerAndServiceColumns } from '../nfs/nfs-taker-service-columns.js';
import { upsertTaker } from '../nfs/nfs-takers.repository.js';
import { brasiliaDay } from '../../lib/brasilia-calendar.js';
import {
  deleteSchedule,
  findSchedule,
  findScheduleView,
  insertSchedule,
  listActiveSchedulesPage,
  listSchedulesPage,
  updateSchedule,
  type NfsScheduleValues,
  type NfsScheduleViewRow,
} from './nfs-schedules.repository.js';

export interface Actor {
  auth: AuthContext;
  requestId: string;
  /** The clock (tests pass their own): decides today's Brasília day for nextRunOn. */
  now: Date;
}

export interface Page<T> {
  data: T[];
  total: number;
  limit: number;
  offset: number;
}

export function toNfsSchedule(row: NfsScheduleViewRow): NfsSchedule {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    emissionType: row.emissionType,
    cnpj: row.takerCnpj,
    cpf: row.takerCpf,
    totalValue: toReais(row.totalValueCents),
    taker: { name: row.takerName, email: row.takerEmail, address: row.takerAddress ?? null },
    serviceCode: row.serviceCode,
    serviceCodeDescription: row.serviceCodeDescription,
    serviceDescription: row.serviceDescription,
    notes: row.notes,
    dayOfMonth: row.dayOfMonth,
    active: row.active,
    nextRunOn: row.nextRunOn,
    lastRunMonth: row.lastRunMonth,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The validated body as columns: only the taker's document of the emission type, money in cents. */
function scheduleValues(input: NfsScheduleData): NfsScheduleValues {
  return {
    ...takerAndServiceColumns(input),
    dayOfMonth: input.dayOfMonth,
    active: input.active,
  };
}

/** Saves the taker for the next request or schedule (nfs_takers). */
async function saveTaker(db: Database, companyId: string, input: NfsScheduleData): Promise<void> {
  const document = input.cnpj ?? input.cpf;
  if (!document) return;
  await upsertTaker(db, companyId, {
    emissionType: input.emissionType,
    document,
    name: input.taker.name,
    email: input.taker.email ?? null,
    address: input.taker.address ?? null,
  });
}

async function viewOf(db: Database, companyId: string, id: string, now: Date): Promise<NfsSchedule> {
  const row = await findScheduleView(db, companyId, id, brasiliaDay(now));
  if (!row) throw notFound(nfsMessages.scheduleNotFound);
  return toNfsSchedule(row);
}

/** `POST /nfs/schedulers?companyId=`: the company must be able to ask for notes. */
export async function createSchedule(
  db: Database,
  actor: Actor,
  companyId: string,
  input: NfsScheduleData,
): Promise<NfsSchedule> {
  await assertCompanyAccess(db, actor.auth, companyId);
  const id = await db.transaction(async (tx) => {
    await companyThatCanRequestNotes(tx, companyId);
    await existingServiceCode(tx, input.serviceCode);
    const row = await insertSchedule(tx, companyId, { ...scheduleValues(input), createdBy: actor.auth.sub });
    await saveTaker(tx, companyId, input);
    await recordAudit(tx, companyId, {
      actorUserId: actor.auth.sub,
      action: 'nfs_schedule.created',
      entityType: 'nfs_schedule',
      entityId: row.id,
      requestId: actor.requestId,
      details: { dayOfMonth: row.dayOfMonth, totalValueCents: row.totalValueCents, active: row.active },
    });
    return row.id;
  });
  return viewOf(db, companyId, id, actor.now);
}

/**
 * `PUT /nfs/schedulers/{id}?companyId=`: the whole schedule again (the web sends every
 * field). Pausing is `active: false` and is always allowed; a schedule that stays or
 * becomes active needs a company that may ask for notes. Resuming restarts its active
 * period: the paused months are never made up.
 */
export async function changeSchedule(
  db: Database,
  actor: Actor,
  companyId: string,
  id: string,
  input: NfsScheduleData,
): Promise<NfsSchedule> {
  await assertCompanyAccess(db, actor.auth, companyId);
  await db.transaction(async (tx) => {
    const before = await findSchedule(tx, companyId, id);
    if (!before) throw notFound(nfsMessages.scheduleNotFound);
    if (input.active) await companyThatCanRequestNotes(tx, companyId);
    await existingServiceCode(tx, input.serviceCode);
    const resumed = !before.active && input.active;
    const after = await updateSchedule(tx, companyId, id, scheduleValues(input), { resumed });
    if (!after) throw notFound(nfsMessages.scheduleNotFound);
    await saveTaker(tx, companyId, input);
    await recordAudit(tx, companyId, {
      actorUserId: actor.auth.sub,
      action: resumed
        ? 'nfs_schedule.resumed'
        : before.active && !after.active
          ? 'nfs_schedule.paused'
          : 'nfs_schedule.updated',
      entityType: 'nfs_schedule',
      entityId: id,
      requestId: actor.requestId,
      details: {
        dayOfMonth: { from: before.dayOfMonth, to: after.dayOfMonth },
        totalValueCents: { from: before.totalValueCents, to: after.totalValueCents },
        active: { from: before.active, to: after.active },
      },
    });
  });
  return viewOf(db, companyId, id, actor.now);
}

/** `DELETE /nfs/schedulers/{id}?companyId=`: the requests it created stay. */
export async function removeSchedule(db: Database, actor: Actor, companyId: string, id: string): Promise<void> {
  await assertCompanyAccess(db, actor.auth, companyId);
  await db.transaction(async (tx) => {
    if (!(await deleteSchedule(tx, companyId, id))) throw notFound(nfsMessages.scheduleNotFound);
    await recordAudit(tx, companyId, {
      actorUserId: actor.auth.sub,
      action: 'nfs_schedule.deleted',
      entityType: 'nfs_schedule',
      entityId: id,
      requestId: actor.requestId,
    });
  });
}

/** `GET /nfs/schedulers?companyId=`: newest first. */
export async function listSchedules(
  db: Database,
  actor: Pick<Actor, 'auth' | 'now'>,
  query: { companyId: string; limit: number; offset: number },
): Promise<Page<NfsSchedule>> {
  await assertCompanyAccess(db, actor.auth, query.companyId);
  const { rows, total } = await listSchedulesPage(db, query.companyId, query, brasiliaDay(actor.now));
  return { data: rows.map(toNfsSchedule), total, limit: query.limit, offset: query.offset };
}

/** What the list's schema says when companyId is missing: the same words for this route. */
const companyIdMissing =
  nfsSchedulesQuerySchema.shape.companyId.safeParse(undefined).error?.issues[0]?.message ?? 'Empresa inválida';

/**
 * `GET /nfs/schedulers/active`: the next to run first. System administrators may leave
 * companyId out to see every company's; anyone else must name a company they belong to.
 */
export async function listActiveSchedules(
  db: Database,
  actor: Pick<Actor, 'auth' | 'now'>,
  query: { companyId?: string | undefined; limit: number; offset: number },
): Promise<Page<NfsSchedule>> {
  if (query.companyId) await assertCompanyAccess(db, actor.auth, query.companyId);
  else if (!actor.auth.isSystemAdmin) throw validationError({ companyId: companyIdMissing });
  const { rows, total } = await listActiveSchedulesPage(db, query, brasiliaDay(actor.now));
  return { data: rows.map(toNfsSchedule), total, limit: query.limit, offset: query.offset };
}
