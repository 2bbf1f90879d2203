import { DOCUMENT_GROUPS, GUIDE_REMINDER_DAYS, toReais } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { brasiliaDay, isoDay, type CalendarDay } from '../../lib/brasilia-calendar.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Mailer } from '../mail/mailer.js';
import { startRepeatingJob, type JobLogger, type RepeatingJob } from '../../lib/repeating-job.js';
import {
  claimDueReminders,
  findCompanyAdmins,
  findCompanyName,
  markGuidesOverdue,
  type DocumentRow,
} from './documents.repository.js';
import { dueReminderMessage } from './documents-notifications.js';
import { guideFacts, sendToEach } from './documents.service.js';

const GUIDE_TYPES = DOCUMENT_GROUPS.guide;

/** The calendar day `days` after `day`. */
function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * Pending guides whose due date is before today in Brasília become overdue (a guide due
 * today is still pending). Conditional on `pending`, so a guide paid meanwhile stays paid.
 * Returns how many changed.
 */
export async function markOverdueGuides(db: Database, now: Date = new Date()): Promise<number> {
  const today = isoDay(brasiliaDay(now));
  const rows = await db.transaction(async (tx) => {
    const changed = await markGuidesOverdue(tx, GUIDE_TYPES, today);
    for (const row of changed) {
      await recordAudit(tx, row.companyId, {
        actorUserId: null,
        action: 'document.status_changed',
        entityType: 'document',
        entityId: row.id,
        details: { from: 'pending', to: 'overdue', by: 'job', dueDate: row.dueDate },
      });
    }
    return changed;
  });
  return rows.length;
}

export interface RemindersResult {
  /** Guides this pass claimed and e-mailed about. */
  reminded: number;
  /** Claimed guides whose e-mail failed (logged; claimed anyway: never twice). */
  failed: number;
}

/**
 * Reminds the company's admins of each pending guide due within GUIDE_REMINDER_DAYS days
 * (today included, not yet past), once per guide: one UPDATE claims the guides whose
 * reminder_sent_at is null and sets it, and only the rows it returned are e-mailed. Two
 * replicas running it at once split the guides between them; none is e-mailed twice.
 */
export async function sendDueReminders(
  db: Database,
  mailer: Mailer,
  webOrigin: string,
  now: Date = new Date(),
  log?: JobLogger,
): Promise<RemindersResult> {
  const today = brasiliaDay(now);
  const claimed = await claimDueReminders(
    db,
    GUIDE_TYPES,
    { today: isoDay(today), lastDay: isoDay(addDays(today, GUIDE_REMINDER_DAYS)) },
    now,
  );
  const result: RemindersResult = { reminded: 0, failed: 0 };
  for (const row of claimed) {
    try {
      await remind(db, mailer, webOrigin, row);
      result.reminded += 1;
    } catch (err) {
      result.failed += 1;
      log?.error({ err, documentId: row.id }, 'documents: due reminder e-mail failed');
    }
  }
  return result;
}

async function remind(db: Database, mailer: Mailer, webOrigin: string, row: DocumentRow): Promise<void> {
  const [recipients, companyName] = await Promise.all([
    findCompanyAdmins(db, row.companyId),
    findCompanyName(db, row.companyId),
  ]);
  const facts = guideFacts({
    type: row.type,
    title: row.title,
    competence: row.competence,
    dueDate: row.dueDate,
    amount: row.amountCents === null ? null : toReais(row.amountCents),
  });
  await sendToEach(db, mailer, recipients, (recipient) =>
    dueReminderMessage(facts, recipient, companyName ?? '', webOrigin),
  );
}

export interface DocumentJobsResult extends RemindersResult {
  overdue: number;
}

/** One pass: overdue marking, then the reminders. */
export async function runDocumentJobs(
  db: Database,
  mailer: Mailer,
  webOrigin: string,
  now: Date,
  log?: JobLogger,
): Promise<DocumentJobsResult> {
  const overdue = await markOverdueGuides(db, now);
  const reminders = await sendDueReminders(db, mailer, webOrigin, now, log);
  return { overdue, ...reminders };
}

export type DocumentJobs = RepeatingJob;

/**
 * Runs the documents' jobs now and then every `intervalMs` (after each pass ends, so
 * passes never overlap in one process; replicas may overlap, the conditional updates make
 * that safe). The timer is unref'd. A failing pass is logged. `intervalMs` 0 turns it off.
 */
export function startDocumentJobs(options: {
  db: Database;
  mailer: Mailer;
  webOrigin: string;
  intervalMs: number;
  log: JobLogger;
  clock?: () => Date;
}): DocumentJobs {
  const { db, mailer, webOrigin, intervalMs, log, clock = () => new Date() } = options;
  return startRepeatingJob({
    job: 'documents',
    label: 'document jobs',
    envVar: 'DOCUMENT_JOBS_INTERVAL_MS',
    intervalMs,
    log,
    run: () => runDocumentJobs(db, mailer, webOrigin, clock(), log),
    worthLogging: (result) => result.overdue > 0 || result.reminded > 0 || result.failed > 0,
  });
}
