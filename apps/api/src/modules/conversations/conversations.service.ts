import {
  CONVERSATION_DELETE_WINDOW_SECONDS,
  SIGNED_LINK_TTL_SECONDS,
  conversationMessages as text,
  type Conversation,
  type ConversationDetail,
  type ConversationMessage,
  type ConversationOpen,
  type SignedLink,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { enforceRateLimits } from '../rate-limits/rate-limits.service.js';
import { registerAttachments } from './conversation-attachments.js';
import { subjectTitle } from './conversation-subjects.js';
import { readerOf, sideOf, toConversation, toMessage, toRead } from './conversation-views.js';
import {
  countUnreadInCompany,
  findConversation,
  findConversationView,
  findDedicatedAccountant,
  findMessage,
  findOrCreateConversation,
  findVisibleAttachment,
  insertAttachments,
  insertMessage,
  listAttachments,
  listCompanyConversations,
  listMessages,
  listReads,
  markMessageDeleted,
  updateConversation,
  upsertRead,
  type ConversationRow,
} from './conversations.repository.js';
import { recordEvent } from './live/conversation-events.repository.js';

export interface ConversationsDeps {
  db: Database;
  storage: ObjectStorage;
  now: () => Date;
}

/** Posting: 20 messages a minute and 300 an hour per person, counted across replicas. */
export const POST_LIMITS = [
  { suffix: 'minute', max: 20, windowSeconds: 60 },
  { suffix: 'hour', max: 300, windowSeconds: 3600 },
] as const;

/** A support session reads what the customer reads, and never writes as the customer. */
function refuseSupport(auth: AuthContext) {
  if (auth.support) throw forbidden(text.supportCannotPost);
}

export async function requireConversation(db: Database, companyId: string, id: string): Promise<ConversationRow> {
  const row = await findConversation(db, companyId, id);
  if (!row) throw notFound(text.notFound);
  return row;
}

async function view(db: Database, auth: AuthContext, companyId: string, id: string): Promise<Conversation> {
  const row = await findConversationView(db, companyId, id, readerOf(auth));
  if (!row) throw notFound(text.notFound);
  return toConversation(row);
}

export async function listConversations(
  { db }: ConversationsDeps,
  auth: AuthContext,
  query: { companyId: string; limit: number; offset: number },
) {
  await assertCompanyAccess(db, auth, query.companyId);
  const { rows, total } = await listCompanyConversations(db, query.companyId, readerOf(auth), query);
  return { data: rows.map(toConversation), total, limit: query.limit, offset: query.offset };
}

/** Opens the thread of a subject (the general one, a note, a document…), or finds the one that exists. */
export async function openConversation(
  { db }: ConversationsDeps,
  auth: AuthContext,
  companyId: string,
  input: ConversationOpen,
): Promise<{ conversation: Conversation; created: boolean }> {
  await assertCompanyAccess(db, auth, companyId);
  refuseSupport(auth);
  const title = await subjectTitle(db, companyId, input);
  const { row, created } = await db.transaction(async (tx) => {
    const assigneeId = input.subjectType === 'general' ? null : await findDedicatedAccountant(tx, companyId);
    const result = await findOrCreateConversation(tx, companyId, {
      subjectType: input.subjectType,
      subjectId: input.subjectId ?? '',
      title,
      createdBy: auth.sub,
      assigneeId,
    });
    if (result.created) {
      await recordEvent(tx, companyId, {
        conversationId: result.row.id,
        type: 'conversation',
        data: { status: result.row.status, assigneeId: result.row.assigneeId },
      });
    }
    return result;
  });
  return { conversation: await view(db, auth, companyId, row.id), created };
}

export async function getConversation(
  { db }: ConversationsDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
): Promise<ConversationDetail> {
  await assertCompanyAccess(db, auth, companyId);
  const conversation = await view(db, auth, companyId, id);
  const messages = await listMessages(db, companyId, id, sideOf(auth) === 'firm');
  const attachments = await listAttachments(
    db,
    companyId,
    messages.map((m) => m.id),
  );
  const reads = await listReads(db, companyId, id);
  return {
    ...conversation,
    messages: messages.map((m) => toMessage(m, attachments)),
    reads: reads.map(toRead),
  };
}

/**
 * A message from the company or the firm (or, from the firm, an internal note). A customer
 * message reopens the thread and starts its waiting time; the firm's answer stops it and
 * reopens a resolved thread. Attachments are objects uploaded by signed link, checked by
 * their bytes and registered as company files in the same transaction.
 */
export async function postMessage(
  deps: ConversationsDeps,
  auth: AuthContext,
  companyId: string,
  conversationId: string,
  input: { body: string; internal: boolean; attachmentKeys: string[] },
  requestId: string,
): Promise<ConversationMessage> {
  const { db, now } = deps;
  await assertCompanyAccess(db, auth, companyId);
  refuseSupport(auth);
  const side = sideOf(auth);
  if (input.internal && side !== 'firm') throw forbidden(text.notesForFirmOnly);
  const at = now();
  await enforceRateLimits(
    db,
    POST_LIMITS.map((rule) => ({ key: `conversation-post:${rule.suffix}:${auth.sub}`, ...rule })),
    at,
  );
  const conversation = await requireConversation(db, companyId, conversationId);
  const message = await db.transaction(async (tx) => {
    const files = await registerAttachments(
      { db: tx, storage: deps.storage },
      companyId,
      auth.sub,
      input.attachmentKeys,
    );
    const row = await insertMessage(tx, companyId, {
      conversationId,
      authorId: auth.sub,
      side,
      body: input.body,
      internal: input.internal,
      createdAt: at,
    });
    await insertAttachments(
      tx,
      companyId,
      row.id,
      files.map((f) => f.fileId),
    );
    const changes: Parameters<typeof updateConversation>[3] = { lastMessageAt: row.createdAt };
    if (!input.internal) {
      changes.status = 'open';
      changes.waitingSince = side === 'customer' ? (conversation.waitingSince ?? row.createdAt) : null;
      // The accountant who answers a thread nobody had taken becomes its responsible.
      if (side === 'firm' && !conversation.assigneeId) changes.assigneeId = auth.sub;
    }
    await updateConversation(tx, companyId, conversationId, changes);
    await upsertRead(tx, conversationId, auth.sub, row.createdAt, at);
    const [named] = await listMessages(tx, companyId, conversationId, true).then((all) =>
      all.filter((m) => m.id === row.id),
    );
    const wire = toMessage(
      named!,
      files.map((f) => ({ ...f, messageId: row.id })),
    );
    await recordEvent(tx, companyId, { conversationId, type: 'message', internal: input.internal, data: wire });
    if ((changes.status && changes.status !== conversation.status) || changes.assigneeId) {
      await recordEvent(tx, companyId, {
        conversationId,
        type: 'conversation',
        data: {
          status: changes.status ?? conversation.status,
          assigneeId: changes.assigneeId ?? conversation.assigneeId,
        },
      });
    }
    if (files.length > 0) {
      await recordAudit(tx, companyId, {
        actorUserId: auth.sub,
        action: 'conversation.attachment_added',
        entityType: 'conversation_message',
        entityId: row.id,
        requestId,
        details: { files: files.map((f) => f.fileId) },
      });
    }
    return wire;
  });
  return message;
}

/** The author deletes a message within 5 minutes; the row stays (empty) as the firm's record, audited. */
export async function deleteMessage(
  { db, now }: ConversationsDeps,
  auth: AuthContext,
  companyId: string,
  conversationId: string,
  messageId: string,
  requestId: string,
): Promise<void> {
  await assertCompanyAccess(db, auth, companyId);
  refuseSupport(auth);
  const message = await findMessage(db, companyId, conversationId, messageId);
  if (!message || message.deletedAt || (message.internal && sideOf(auth) !== 'firm')) {
    throw notFound(text.messageNotFound);
  }
  const at = now();
  const age = (at.getTime() - message.createdAt.getTime()) / 1000;
  if (message.authorId !== auth.sub || age > CONVERSATION_DELETE_WINDOW_SECONDS) {
    throw forbidden(text.deleteWindowOver);
  }
  await db.transaction(async (tx) => {
    await markMessageDeleted(tx, companyId, messageId, at);
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'conversation.message_deleted',
      entityType: 'conversation_message',
      entityId: messageId,
      requestId,
      details: { conversationId, body: message.body, createdAt: message.createdAt.toISOString() },
    });
    await recordEvent(tx, companyId, {
      conversationId,
      type: 'message_deleted',
      internal: message.internal,
      data: { messageId, deletedAt: at.toISOString() },
    });
  });
}

/** The caller read the thread up to now (who read what and when; the other side sees it live). */
export async function markRead(
  { db, now }: ConversationsDeps,
  auth: AuthContext,
  companyId: string,
  conversationId: string,
): Promise<void> {
  await assertCompanyAccess(db, auth, companyId);
  await requireConversation(db, companyId, conversationId);
  // A support session looks without leaving a trace in the customer's reads.
  if (auth.support) return;
  const at = now();
  await db.transaction(async (tx) => {
    await upsertRead(tx, conversationId, auth.sub, at, at);
    await recordEvent(tx, companyId, {
      conversationId,
      type: 'read',
      data: { userId: auth.sub, side: sideOf(auth), readUpTo: at.toISOString() },
    });
  });
}

/** What the menu's badge shows for the company. */
export async function unreadInCompany({ db }: ConversationsDeps, auth: AuthContext, companyId: string) {
  await assertCompanyAccess(db, auth, companyId);
  return { unread: await countUnreadInCompany(db, companyId, auth.sub) };
}

/** A link to an attachment of the thread the caller may see (internal notes' files: the firm only). */
export async function attachmentLink(
  { db, storage, now }: ConversationsDeps,
  auth: AuthContext,
  companyId: string,
  conversationId: string,
  fileId: string,
): Promise<SignedLink> {
  await assertCompanyAccess(db, auth, companyId);
  const file = await findVisibleAttachment(db, companyId, conversationId, fileId, sideOf(auth) === 'firm');
  if (!file?.objectKey) throw notFound(text.messageNotFound);
  const issuedAt = now();
  const url = await storage.signedDownloadUrl(file.objectKey, {
    fileName: file.fileName,
    contentType: file.contentType,
    expiresInSeconds: SIGNED_LINK_TTL_SECONDS,
    inline: false,
  });
  return {
    url,
    method: 'GET',
    key: file.objectKey.slice(companyId.length + 1),
    headers: {},
    expiresAt: new Date(issuedAt.getTime() + SIGNED_LINK_TTL_SECONDS * 1000).toISOString(),
  };
}
