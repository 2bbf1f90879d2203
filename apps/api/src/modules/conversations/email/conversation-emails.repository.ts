import { sql } from 'drizzle-orm';
import type { ConversationSide } from '@contabil/contracts';
import type { Database } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';

export interface EmailCandidate {
  conversationId: string;
  companyId: string;
  userId: string;
  side: ConversationSide;
}

/** Threads with activity in the last week are looked at; older unread messages were e-mailed long ago. */
const LOOKBACK = '7 days';

/**
 * Who has, in some thread, a message of the other side they neither read nor were told
 * about by e-mail, written before `cutoff`: the company's active members (the firm's
 * messages, never internal notes) and the thread's assigned accountant (the customers').
 */
export async function listEmailCandidates(db: Database, cutoff: Date): Promise<EmailCandidate[]> {
  const rows = await rowsOf<{ conversation_id: string; company_id: string; user_id: string; side: ConversationSide }>(
    db,
    sql`with recent as (
        select id, company_id, assignee_id from conversations
        where last_message_at > ${cutoff.toISOString()}::timestamptz - interval '${sql.raw(LOOKBACK)}'
      ), recipients as (
        select r.id as conversation_id, r.company_id, mm.user_id, 'customer' as side from recent r
          join company_memberships mm on mm.company_id = r.company_id
          join users u on u.id = mm.user_id and u.deactivated_at is null
        union all
        select r.id, r.company_id, r.assignee_id, 'firm' from recent r
          join users u on u.id = r.assignee_id and u.deactivated_at is null
      )
      select p.conversation_id, p.company_id, p.user_id, p.side from recipients p
      left join conversation_reads cr on cr.conversation_id = p.conversation_id and cr.user_id = p.user_id
      where exists (
        select 1 from conversation_messages m
        where m.conversation_id = p.conversation_id and m.side <> p.side and not m.internal
          and m.deleted_at is null and m.created_at <= ${cutoff.toISOString()}::timestamptz
          and m.created_at > greatest(coalesce(cr.read_up_to, 'epoch'::timestamptz),
                                      coalesce(cr.notified_up_to, 'epoch'::timestamptz)))`,
  );
  return rows.map((r) => ({
    conversationId: r.conversation_id,
    companyId: r.company_id,
    userId: r.user_id,
    side: r.side,
  }));
}

export interface UnreadMessageRow {
  authorName: string;
  body: string;
  attachments: number;
  createdAt: Date;
}

/** Everything of the other side the person has not read nor been told about, oldest first. */
export async function listUnnotifiedMessages(db: Database, candidate: EmailCandidate): Promise<UnreadMessageRow[]> {
  const rows = await rowsOf<{ author_name: string | null; body: string; attachments: number; created_at: unknown }>(
    db,
    sql`select u.name as author_name, m.body, m.created_at,
        (select count(*)::int from conversation_attachments a where a.message_id = m.id) as attachments
      from conversation_messages m
      left join users u on u.id = m.author_id
      left join conversation_reads cr on cr.conversation_id = m.conversation_id and cr.user_id = ${candidate.userId}
      where m.conversation_id = ${candidate.conversationId} and m.company_id = ${candidate.companyId}
        and m.side <> ${candidate.side} and not m.internal and m.deleted_at is null
        and m.created_at > greatest(coalesce(cr.read_up_to, 'epoch'::timestamptz),
                                    coalesce(cr.notified_up_to, 'epoch'::timestamptz))
      order by m.created_at, m.id`,
  );
  return rows.map((r) => ({
    authorName: r.author_name ?? (candidate.side === 'customer' ? 'Contador' : 'Cliente'),
    body: r.body,
    attachments: Number(r.attachments),
    createdAt: new Date(r.created_at as string),
  }));
}

/**
 * Claims the e-mail up to `upTo`: true only when the person had neither read nor been told
 * about it up to there (a concurrent run, or a read meanwhile, makes it false).
 */
export async function claimNotification(db: Database, candidate: EmailCandidate, upTo: Date): Promise<boolean> {
  const rows = await rowsOf<{ claimed: number }>(
    db,
    sql`insert into conversation_reads (conversation_id, user_id, notified_up_to)
      values (${candidate.conversationId}, ${candidate.userId}, ${upTo.toISOString()}::timestamptz)
      on conflict (conversation_id, user_id) do update set notified_up_to = excluded.notified_up_to
        where coalesce(conversation_reads.notified_up_to, 'epoch'::timestamptz) < excluded.notified_up_to
          and coalesce(conversation_reads.read_up_to, 'epoch'::timestamptz) < excluded.notified_up_to
      returning 1 as claimed`,
  );
  return rows.length > 0;
}

export async function findRecipient(db: Database, candidate: EmailCandidate) {
  const [row] = await rowsOf<{ email: string; name: string; title: string; company_name: string }>(
    db,
    sql`select u.email, u.name, c.title, co.name as company_name from users u, conversations c
      join companies co on co.id = c.company_id
      where u.id = ${candidate.userId} and c.id = ${candidate.conversationId} and c.company_id = ${candidate.companyId}`,
  );
  return row;
}
