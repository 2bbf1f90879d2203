import { and, asc, isNull, sql } from 'drizzle-orm';
import {
  ROLE_SYSTEM_ADMIN,
  conversationMessages as text,
  documentGroupOf,
  documentTypeLabels,
  isGuideType,
  type ConversationVaultSave,
  type Conversation,
  type ConversationAccountant,
  type ConversationInboxFilter,
  type ConversationInboxSummary,
  type ConversationStatus,
} from '@contabil/contracts';
import { users } from '../../db/schema/users.js';
import { conflict, notFound, validationError } from '../../lib/app-error.js';
import type { AuthContext } from '../access/auth-context.js';
import { recordAudit } from '../audit/audit.repository.js';
import { toConversation, readerOf } from './conversation-views.js';
import { findDocumentByFile, insertDocument } from '../documents/documents.repository.js';
import {
  countUnansweredByAge,
  findConversationView,
  findVisibleAttachment,
  listInbox,
  updateConversation,
  type ConversationRow,
} from './conversations.repository.js';
import { requireConversation, type ConversationsDeps } from './conversations.service.js';
import { recordEvent } from './live/conversation-events.repository.js';

// The accountants' side. Every function here is behind `systemAdminOnly` in the routes.

export async function inbox(
  { db }: ConversationsDeps,
  auth: AuthContext,
  query: { filter: ConversationInboxFilter; limit: number; offset: number },
) {
  const { rows, total } = await listInbox(db, auth.sub, query.filter, query);
  return { data: rows.map(toConversation), total, limit: query.limit, offset: query.offset };
}

export async function inboxSummary({ db, now }: ConversationsDeps): Promise<ConversationInboxSummary> {
  const counts = await countUnansweredByAge(db, now());
  return {
    unanswered: counts.total,
    upToOneHour: counts.hour,
    oneToTwentyFourHours: counts.day,
    overTwentyFourHours: counts.older,
  };
}

/** The firm's accountants (active system administrators), for the assignment. */
export async function listAccountants({ db }: ConversationsDeps): Promise<ConversationAccountant[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(sql`${ROLE_SYSTEM_ADMIN} = any(${users.roles})`, isNull(users.deactivatedAt)))
    .orderBy(asc(users.name));
}

/** Assigns the thread (null: nobody); the general thread's accountant is the company's dedicated one. */
export async function assignConversation(
  deps: ConversationsDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
  assigneeId: string | null,
  requestId: string,
): Promise<Conversation> {
  const { db } = deps;
  const current = await requireConversation(db, companyId, id);
  if (assigneeId && !(await listAccountants(deps)).some((a) => a.id === assigneeId)) {
    throw validationError({ assigneeId: text.assigneeNotAccountant });
  }
  return changeThread(deps, auth, current, requestId, {
    set: { assigneeId },
    audit: { action: 'conversation.assigned', from: current.assigneeId, to: assigneeId },
    state: { status: current.status, assigneeId },
  });
}

const ALLOWED: Record<ConversationStatus, readonly ConversationStatus[]> = {
  open: ['waiting_customer', 'resolved'],
  waiting_customer: ['open', 'resolved'],
  resolved: ['open'],
};

/** open → waiting for the customer → resolved (a new message reopens; the firm may reopen by hand). */
export async function setConversationStatus(
  deps: ConversationsDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
  status: ConversationStatus,
  requestId: string,
): Promise<Conversation> {
  const { db } = deps;
  const current = await requireConversation(db, companyId, id);
  if (!ALLOWED[current.status].includes(status)) throw conflict(text.statusNotAllowed);
  return changeThread(deps, auth, current, requestId, {
    set: { status, ...(status === 'open' ? {} : { waitingSince: null }) },
    audit: { action: 'conversation.status_changed', from: current.status, to: status },
    state: { status, assigneeId: current.assigneeId },
  });
}

/**
 * The firm changes the thread's assignee or status: stored, audited (from, to) and told to the
 * thread's readers as a conversation event with the state it leaves; answers the thread as seen.
 */
async function changeThread(
  deps: ConversationsDeps,
  auth: AuthContext,
  current: ConversationRow,
  requestId: string,
  change: {
    set: Parameters<typeof updateConversation>[3];
    audit: { action: 'conversation.assigned' | 'conversation.status_changed'; from: string | null; to: string | null };
    state: { status: ConversationStatus; assigneeId: string | null };
  },
): Promise<Conversation> {
  const { companyId, id } = current;
  await deps.db.transaction(async (tx) => {
    await updateConversation(tx, companyId, id, change.set);
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: change.audit.action,
      entityType: 'conversation',
      entityId: id,
      requestId,
      details: { from: change.audit.from, to: change.audit.to },
    });
    await recordEvent(tx, companyId, { conversationId: id, type: 'conversation', data: change.state });
  });
  return (await viewFor(deps, auth, companyId, id))!;
}

async function viewFor(deps: ConversationsDeps, auth: AuthContext, companyId: string, id: string) {
  const row = await findConversationView(deps.db, companyId, id, readerOf(auth));
  return row ? toConversation(row) : undefined;
}

/**
 * The firm keeps an attachment as a document of the company (its vault), with a type and a
 * title; the file is shared, not copied. Guides and invoices have their own flows (400); a
 * file already in the vault is 409.
 */
export async function saveAttachmentToVault(
  deps: ConversationsDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
  fileId: string,
  input: ConversationVaultSave,
  requestId: string,
): Promise<{ documentId: string }> {
  const { db } = deps;
  if (isGuideType(input.type) || documentGroupOf(input.type) === 'invoice') {
    throw validationError({ type: text.typeNotForVault });
  }
  const file = await findVisibleAttachment(db, companyId, id, fileId, true);
  if (!file) throw notFound(text.messageNotFound);
  return db.transaction(async (tx) => {
    if (await findDocumentByFile(tx, companyId, fileId)) throw conflict(text.alreadyInVault);
    const document = await insertDocument(tx, companyId, {
      fileId,
      type: input.type,
      title: input.title || documentTypeLabels[input.type],
      status: 'available',
      uploadedBy: file.uploadedBy,
      fromAccountantAt: deps.now(),
    });
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'conversation.attachment_saved_to_vault',
      entityType: 'document',
      entityId: document.id,
      requestId,
      details: { conversationId: id, fileId, type: input.type },
    });
    return { documentId: document.id };
  });
}
