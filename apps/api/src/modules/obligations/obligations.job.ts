import { OBLIGATION_REMINDER_DAYS } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { brasiliaDay, isoDay } from '../../lib/brasilia-calendar.js';
import { PERIODIC_JOB_QUEUE, type JobDefinition } from '../../jobs/job-queue.js';
import type { JobLogger } from '../../jobs/job-logger.js';
import { findCompanyAdmins, findCompanyName } from '../documents/documents.repository.js';
import type { ReminderJobOptions } from '../documents/documents.jobs.js';
import { sendToEach } from '../documents/documents.service.js';
import type { Mailer } from '../mail/mailer.js';
import { obligationReminderMessage } from './obligations-notifications.js';
import { companyCalendar, withStatuses } from './obligations.service.js';
import { claimObligationReminder, listActiveCompanyIds } from './obligations.repository.js';

/**
 * Reminds each active company's admins of every obligation due within
 * OBLIGATION_REMINDER_DAYS days (today included) and not done, once per obligation: the
 * claim (reminder_sent_at, conditional) and the e-mails are one transaction, so a claimed
 * obligation always has its e-mails and a failed one is tried again by the next pass.
 */
export async function sendObligationReminders(
  db: Database,
  mailer: Mailer,
  webOrigin: string,
  now: Date,
  log?: JobLogger,
): Promise<{ reminded: number; failed: number }> {
  const today = brasiliaDay(now);
  const todayIso = isoDay(today);
  const last = new Date(Date.UTC(today.year, today.month - 1, today.day + OBLIGATION_REMINDER_DAYS))
    .toISOString()
    .slice(0, 10);
  const result = { reminded: 0, failed: 0 };
  for (const companyId of await listActiveCompanyIds(db)) {
    const years = new Set([today.year, Number(last.slice(0, 4))]);
    const entries = [];
    for (const year of years) entries.push(...((await companyCalendar(db, companyId, year)) ?? []));
    const due = (await withStatuses(db, companyId, entries, now)).filter(
      (entry) => entry.status === 'todo' && entry.dueDate >= todayIso && entry.dueDate <= last,
    );
    for (const obligation of due) {
      try {
        const claimed = await db.transaction(async (tx) => {
          if (!(await claimObligationReminder(tx, companyId, obligation, now))) return false;
          const [recipients, companyName] = await Promise.all([
            findCompanyAdmins(tx, companyId),
            findCompanyName(tx, companyId),
          ]);
          await sendToEach(tx, mailer, recipients, (recipient) =>
            obligationReminderMessage(obligation, recipient, companyName ?? '', webOrigin),
          );
          return true;
        });
        if (claimed) result.reminded += 1;
      } catch (err) {
        result.failed += 1;
        log?.error({ err, companyId, kind: obligation.kind }, 'obligations: reminder failed');
      }
    }
  }
  return result;
}

export const OBLIGATIONS_JOB = 'obligation-reminders';

/** The daily pass of the reminders; a failed reminder fails the job, retried (the claimed ones are not sent again). */
export function obligationsJob(options: ReminderJobOptions): JobDefinition {
  const { db, mailer, webOrigin, cron, log, clock = () => new Date() } = options;
  return {
    name: OBLIGATIONS_JOB,
    cron,
    queue: PERIODIC_JOB_QUEUE,
    async run() {
      const result = await sendObligationReminders(db, mailer, webOrigin, clock(), log);
      if (result.reminded > 0) log.info({ job: OBLIGATIONS_JOB, ...result }, 'obligation reminders pass');
      if (result.failed > 0) throw new Error(`obligations: ${result.failed} reminder(s) failed; retried`);
    },
  };
}
