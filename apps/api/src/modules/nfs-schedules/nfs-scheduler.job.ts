import { NFS_COMPANY_STATUSES } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { PERIODIC_JOB_QUEUE, type JobDefinition } from '../../jobs/job-queue.js';
import type { JobLogger } from '../../jobs/job-logger.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  addMonths,
  brasiliaDay,
  isoDay,
  monthKey,
  type CalendarDay,
  type CalendarMonth,
} from '../../lib/brasilia-calendar.js';
import { insertScheduledRequest, listRunnableSchedules } from './nfs-schedules.repository.js';
import { findNfsRequestOfAnyCompany } from '../nfs/nfs-requests.repository.js';
import {
  afterNfsRequestCreated,
  type NationalEmissionDeps,
} from '../nfse-nacional/emission/national-emission.service.js';

export interface DueRun {
  /** `YYYY-MM`: with the schedule id, the key that makes the run happen once. */
  month: string;
  /** `YYYY-MM-DD`: the run day, which becomes the request's competence date. */
  runDay: string;
}

/**
 * The months a schedule must have a request for on Brasília day `today`: the previous
 * month (a catch-up window of one month, for a server that was down over the day) and
 * the current one once its day has come; in both cases only when that month's run day is
 * on or after the day the schedule became active (created or last resumed), so a
 * schedule created on the 20th with day 5 first fires next month and paused months are
 * never made up. Oldest first.
 */
export function dueRuns(today: CalendarDay, dayOfMonth: number, activeSince: CalendarDay): DueRun[] {
  const current: CalendarMonth = { year: today.year, month: today.month };
  const candidates = [addMonths(current, -1), ...(today.day >= dayOfMonth ? [current] : [])];
  const activeSinceDay = isoDay(activeSince);
  return candidates
    .map((month) => ({ month: monthKey(month), runDay: isoDay({ ...month, day: dayOfMonth }) }))
    .filter((run) => run.runDay >= activeSinceDay);
}

export interface SchedulerRunResult {
  /** Requests this pass created. */
  created: number;
  /** Due runs that already had their request (an earlier pass, or another replica). */
  alreadyDone: number;
  /** Due runs that failed (logged); the next pass tries them again. */
  failed: number;
}

/**
 * One pass of the monthly job: for every active schedule of a company that may ask for
 * notes (NFS_COMPANY_STATUSES, with a CNPJ), creates the request of each due month,
 * copied from the schedule. Safe to run at any time, as often as wanted and on every
 * replica at once: the partial unique index on (schedule_id, schedule_month) lets one
 * insert per schedule and month through and turns the others into no-ops.
 */
export async function runDueSchedules(
  db: Database,
  now: Date = new Date(),
  log?: JobLogger,
  nationalEmission?: NationalEmissionDeps,
): Promise<SchedulerRunResult> {
  const today = brasiliaDay(now);
  const current: CalendarMonth = { year: today.year, month: today.month };
  const months = [monthKey(addMonths(current, -1)), monthKey(current)];
  const schedules = await listRunnableSchedules(db, NFS_COMPANY_STATUSES, months);
  const result: SchedulerRunResult = { created: 0, alreadyDone: 0, failed: 0 };
  for (const schedule of schedules) {
    for (const run of dueRuns(today, schedule.dayOfMonth, brasiliaDay(schedule.activeSince))) {
      if (schedule.doneMonths.includes(run.month)) {
        result.alreadyDone += 1;
        continue;
      }
      try {
        const created = await db.transaction(async (tx) => {
          const request = await insertScheduledRequest(tx, schedule, { month: run.month, competenceDate: run.runDay });
          if (!request) return false;
          await recordAudit(tx, schedule.companyId, {
            actorUserId: null,
            action: 'nfs_request.created_by_schedule',
            entityType: 'nfs_request',
            entityId: request.id,
            details: { scheduleId: schedule.id, scheduleMonth: run.month, requestedBy: schedule.createdBy },
          });
          if (nationalEmission) await emitNationally(tx, nationalEmission, schedule.companyId, request.id, log);
          return true;
        });
        if (created) result.created += 1;
        else result.alreadyDone += 1;
      } catch (err) {
        result.failed += 1;
        log?.error({ err, scheduleId: schedule.id, month: run.month }, 'nfs scheduler: run failed');
      }
    }
  }
  return result;
}

/**
 * A company on the automatic mode: the new request is signed and queued now (decision 018),
 * in a savepoint: a request that cannot make a valid DPS stays requested, for our accountants
 * (nobody is there to be told the field), and the DPS number it took is given back.
 */
async function emitNationally(
  tx: Database,
  deps: NationalEmissionDeps,
  companyId: string,
  requestId: string,
  log: JobLogger | undefined,
): Promise<void> {
  const request = await findNfsRequestOfAnyCompany(tx, requestId);
  if (!request || request.companyId !== companyId) return;
  try {
    await tx.transaction((savepoint) => afterNfsRequestCreated(savepoint, deps, request, { userId: null }));
  } catch (err) {
    log?.error({ err, requestId }, 'nfs scheduler: national emission not started; left to the accountants');
  }
}

export const NFS_SCHEDULES_JOB = 'nfs-schedules';

/**
 * The periodic job: one pass of runDueSchedules. A pass with a failed run throws, so the
 * queue retries it (with backoff); the runs that succeeded are no-ops the second time.
 */
export function nfsSchedulesJob(options: {
  db: Database;
  cron: string | null;
  log: JobLogger;
  clock?: () => Date;
  /** Companies on the automatic mode have their scheduled requests sent at once. */
  nationalEmission?: NationalEmissionDeps;
}): JobDefinition {
  const { db, cron, log, clock = () => new Date(), nationalEmission } = options;
  return {
    name: NFS_SCHEDULES_JOB,
    cron,
    queue: PERIODIC_JOB_QUEUE,
    async run() {
      const result = await runDueSchedules(db, clock(), log, nationalEmission);
      if (result.created > 0) log.info({ job: NFS_SCHEDULES_JOB, ...result }, 'nfs schedules: requests created');
      if (result.failed > 0) throw new Error(`nfs schedules: ${result.failed} run(s) failed; retried`);
    },
  };
}
