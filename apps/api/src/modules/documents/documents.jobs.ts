import { DOCUMENT_GROUPS, GUIDE_REMINDER_DAYS, toReais } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { addDays, brasiliaDay, isoDay } from '../../lib/brasilia-calendar.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Mailer } from '../mail/mailer.js';
import { PERIODIC_JOB_QUEUE, type JobDefinition } from '../../jobs/job-queue.js';
import type { JobLogger } from '../../jobs/job-logger.js';
import {
  claimDueReminder,
  findCompanyAdmins,
  listDueReminderIds,
  findCompanyName,
  markGuidesOverdue,
  type DocumentRow,
} from './documents.repository.js';
import { dueReminderMessage } from './documents-notifications.js';
import { guideFacts, sendToEach } from './documents.service.js';

const GUIDE_TYPES = DOCUMENT_GROUPS.guide;

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
  /** Guides this pass claimed, with their e-mails queued. */
  reminded: number;
  /** Guides whose claim and e-mails failed together (logged): the next pass tries them again. */
  failed: number;
}

/**
 * Reminds the company's admins of each pending guide due within GUIDE_REMINDER_DAYS days
 * (today included, not yet past), once per guide: one transaction per guide claims it
 * (reminder_sent_at, conditional on being unclaimed) and queues its e-mails in the outbox,
 * so a claimed guide always has its e-mails and a failed one is retried by the next pass.
 * Two passes at once split the guides between them; none is e-mailed twice.
 */
export async function sendDueReminders(
  db: Database,
  mailer: Mailer,
  webOrigin: string,
  now: Date = new Date(),
  log?: JobLogger,
): Promise<RemindersResult> {
  const today = brasiliaDay(now);
  const window = { today: isoDay(today), lastDay: isoDay(addDays(today, GUIDE_REMINDER_DAYS)) };
  const result: RemindersResult = { reminded: 0, failed: 0 };
  for (const id of await listDueReminderIds(db, GUIDE_TYPES, window)) {
    try {
      const claimed = await db.transaction(async (tx) => {
        const row = await claimDueReminder(tx, id, GUIDE_TYPES, window, now);
        if (row) await remind(tx, mailer, webOrigin, row);
        return row !== undefined;
      });
      if (claimed) result.reminded += 1;
    } catch (err) {
      result.failed += 1;
      log?.error({ err, documentId: id }, 'documents: due reminder failed');
    }
  }
  return result;
}

async function remind(tx: Database, mailer: Mailer, webOrigin: string, row: DocumentRow): Promise<void> {
  const [recipients, companyName] = await Promise.all([
    findCompanyAdmins(tx, row.companyId),
    findCompanyName(tx, row.companyId),
  ]);
  const facts = guideFacts({
    type: row.type,
    title: row.title,
    competence: row.competence,
    dueDate: row.dueDate,
    amount: row.amountCents === null ? null : toReais(row.amountCents),
  });
  await sendToEach(tx, mailer, recipients, (recipient) =>
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

export const DOCUMENTS_JOB = 'documents';

/** What a periodic job that sends reminder e-mails needs (the documents' and the obligations'). */
export interface ReminderJobOptions {
  db: Database;
  mailer: Mailer;
  webOrigin: string;
  cron: string | null;
  log: JobLogger;
  clock?: () => Date;
}

/**
 * The periodic job: overdue marking, then the reminders. Each reminder e-mail is queued in
 * the transaction that claims its guide, so a claimed guide always has its e-mails; a
 * failed reminder fails the job, which is retried (the claimed ones are not sent again).
 */
export function documentsJob(options: ReminderJobOptions): JobDefinition {
  const { db, mailer, webOrigin, cron, log, clock = () => new Date() } = options;
  return {
    name: DOCUMENTS_JOB,
    cron,
    queue: PERIODIC_JOB_QUEUE,
    async run() {
      const result = await runDocumentJobs(db, mailer, webOrigin, clock(), log);
      if (result.overdue > 0 || result.reminded > 0) log.info({ job: DOCUMENTS_JOB, ...result }, 'documents pass');
      if (result.failed > 0) throw new Error(`documents: ${result.failed} reminder(s) failed; retried`);
    },
  };
}
