import type { Database } from '../../../db/client.js';
import { PERIODIC_JOB_QUEUE, type JobDefinition } from '../../../jobs/job-queue.js';
import type { JobLogger } from '../../../jobs/job-logger.js';
import type { Mailer } from '../../mail/mailer.js';
import {
  claimNotification,
  findRecipient,
  listEmailCandidates,
  listUnnotifiedMessages,
  type EmailCandidate,
} from './conversation-emails.repository.js';
import { unreadMessagesEmail } from './conversation-emails.message.js';

export const CONVERSATION_EMAILS_JOB = 'conversation-emails';

export interface ConversationEmailsDeps {
  db: Database;
  mailer: Mailer;
  webOrigin: string;
  /** A message unread for this long reaches the person by e-mail. */
  delayMinutes: number;
  clock?: () => Date;
}

/**
 * One e-mail per person and thread for everything of the other side they have not read,
 * once its oldest message is `delayMinutes` old: the claim (conversation_reads.notified_up_to,
 * conditional) and the outbox row share one transaction, so a second run, or a read in
 * between, sends nothing. A failing thread does not stop the others; the run then throws so
 * that the queue retries it.
 */
export async function sendUnreadMessageEmails(deps: ConversationEmailsDeps, log?: JobLogger): Promise<number> {
  const now = (deps.clock ?? (() => new Date()))();
  const cutoff = new Date(now.getTime() - deps.delayMinutes * 60_000);
  const candidates = await listEmailCandidates(deps.db, cutoff);
  let sent = 0;
  let failed = 0;
  for (const candidate of candidates) {
    try {
      if (await emailOne(deps, candidate)) sent += 1;
    } catch (err) {
      failed += 1;
      log?.error({ err, conversationId: candidate.conversationId }, 'conversation e-mail failed');
    }
  }
  if (failed > 0) throw new Error(`${failed} conversation e-mail(s) failed`);
  return sent;
}

async function emailOne(deps: ConversationEmailsDeps, candidate: EmailCandidate): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const messages = await listUnnotifiedMessages(tx, candidate);
    const last = messages.at(-1);
    const recipient = await findRecipient(tx, candidate);
    if (!last || !recipient) return false;
    if (!(await claimNotification(tx, candidate, last.createdAt))) return false;
    await deps.mailer.send(
      tx,
      unreadMessagesEmail({ ...candidate, ...recipient, messages, webOrigin: deps.webOrigin }),
    );
    return true;
  });
}

export function conversationEmailsJob(
  deps: ConversationEmailsDeps & { cron: string | null; log: JobLogger },
): JobDefinition {
  return {
    name: CONVERSATION_EMAILS_JOB,
    queue: PERIODIC_JOB_QUEUE,
    cron: deps.cron,
    run: async () => {
      const sent = await sendUnreadMessageEmails(deps, deps.log);
      if (sent > 0) deps.log.info({ sent }, 'conversation e-mails queued');
    },
  };
}
