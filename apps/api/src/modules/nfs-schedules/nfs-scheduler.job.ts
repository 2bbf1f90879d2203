import { NFS_COMPANY_STATUSES } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { startRepeatingJob, type JobLogger, type RepeatingJob } from '../../lib/repeating-job.js';
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

export type { JobLogger } from '../../lib/repeating-job.js';

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

export type NfsScheduler = RepeatingJob;

/**
 * Runs the job now and then every `intervalMs` (after each pass ends, so passes never
 * overlap in one process). The timer is unref'd: it never keeps the process alive. A
 * failing pass is logged and the next one comes as usual. `intervalMs` 0 turns it off.
 */
export function startNfsScheduler(options: {
  db: Database;
  intervalMs: number;
  log: JobLogger;
  clock?: () => Date;
}): NfsScheduler {
  const { db, intervalMs, log, clock = () => new Date() } = options;
  return startRepeatingJob({
    job: 'nfs-scheduler',
    label: 'nfs scheduler',
    envVar: 'NFS_SCHEDULER_INTERVAL_MS',
    intervalMs,
    log,
    run: () => runDueSchedules(db, clock(), log),
    worthLogging: (result) => result.created > 0 || result.failed > 0,
  });
}
