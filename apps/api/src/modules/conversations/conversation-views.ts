import {
  ROLE_SYSTEM_ADMIN,
  type Conversation,
  type ConversationMessage,
  type ConversationRead,
  type ConversationSide,
} from '@contabil/contracts';
import type { AuthContext } from '../access/auth-context.js';
import type { ConversationListRow, MessageViewRow } from './conversations.repository.js';

/** The firm is our accountants (system administrators); everyone else writes as the company. */
export const sideOf = (auth: AuthContext): ConversationSide => (auth.isSystemAdmin ? 'firm' : 'customer');

export const readerOf = (auth: AuthContext) => ({ userId: auth.sub, side: sideOf(auth) });

export function toConversation(row: ConversationListRow): Conversation {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    subjectType: row.subjectType,
    subjectId: row.subjectType === 'general' ? null : row.subjectId,
    title: row.title,
    status: row.status,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    waitingSince: row.waitingSince?.toISOString() ?? null,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    lastMessagePreview: row.lastMessagePreview,
    unreadCount: row.unreadCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface AttachmentRow {
  messageId: string;
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
}

export function toMessage(row: MessageViewRow, attachments: AttachmentRow[]): ConversationMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    authorId: row.authorId,
    authorName: row.authorName ?? (row.side === 'firm' ? 'Contador' : 'Cliente'),
    side: row.side,
    body: row.deletedAt ? '' : row.body,
    internal: row.internal,
    attachments: attachments
      .filter((a) => a.messageId === row.id)
      .map(({ fileId, fileName, contentType, size }) => ({ fileId, fileName, contentType, size })),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRead(row: { user_id: string; name: string; roles: string[]; read_up_to: unknown }): ConversationRead {
  return {
    userId: row.user_id,
    userName: row.name,
    side: row.roles.includes(ROLE_SYSTEM_ADMIN) ? 'firm' : 'customer',
    readUpTo: new Date(row.read_up_to as string).toISOString(),
  };
}
