import { z } from 'zod';
import {
  conversationAccountantSchema,
  conversationDetailSchema,
  conversationInboxSummarySchema,
  conversationMessageSchema,
  conversationSchema,
  conversationUnreadSchema,
  signedLinkSchema,
  type Conversation,
  type ConversationDetail,
  type ConversationInboxFilter,
  type ConversationMessage,
  type ConversationMessageCreate,
  type ConversationOpen,
  type ConversationStatus,
  type ConversationVaultSave,
} from '@contabil/contracts';
import { requestPage, type Page } from '~/lib/request-page';
import type { ApiClient } from '~/lib/api-client';

export const INBOX_PAGE_SIZE = 25;
export const THREADS_PAGE_SIZE = 25;

/** Every conversation query starts with 'conversations': a live event refreshes them all at once. */
export const conversationKeys = {
  all: ['conversations'] as const,
  company: (companyId: string, offset: number) => ['conversations', 'company', companyId, offset] as const,
  thread: (companyId: string, id: string) => ['conversations', 'thread', companyId, id] as const,
  unread: (companyId: string) => ['conversations', 'unread', companyId] as const,
  inbox: (filter: ConversationInboxFilter, offset: number) => ['conversations', 'inbox', filter, offset] as const,
  summary: ['conversations', 'summary'] as const,
  accountants: ['conversations', 'accountants'] as const,
};

const q = (companyId: string) => `companyId=${encodeURIComponent(companyId)}`;
const threadPath = (id: string) => `/conversations/${encodeURIComponent(id)}`;

export function fetchCompanyConversations(
  client: ApiClient,
  companyId: string,
  offset: number,
): Promise<Page<Conversation>> {
  return requestPage(client, '/conversations', conversationSchema, {
    limit: THREADS_PAGE_SIZE,
    offset,
    params: { companyId },
  });
}

export function openConversation(client: ApiClient, companyId: string, input: ConversationOpen): Promise<Conversation> {
  return client.request(`/conversations?${q(companyId)}`, { method: 'POST', body: input, schema: conversationSchema });
}

export function fetchConversation(client: ApiClient, companyId: string, id: string): Promise<ConversationDetail> {
  return client.request(`${threadPath(id)}?${q(companyId)}`, { schema: conversationDetailSchema });
}

export function postMessage(
  client: ApiClient,
  companyId: string,
  id: string,
  input: ConversationMessageCreate,
): Promise<ConversationMessage> {
  return client.request(`${threadPath(id)}/messages?${q(companyId)}`, {
    method: 'POST',
    body: input,
    schema: conversationMessageSchema,
  });
}

export function deleteMessage(client: ApiClient, companyId: string, id: string, messageId: string): Promise<void> {
  return client.request(`${threadPath(id)}/messages/${encodeURIComponent(messageId)}?${q(companyId)}`, {
    method: 'DELETE',
    retry: false,
  });
}

export function markRead(client: ApiClient, companyId: string, id: string): Promise<void> {
  return client.request(`${threadPath(id)}/read?${q(companyId)}`, { method: 'POST' });
}

export function fetchAttachmentLink(client: ApiClient, companyId: string, id: string, fileId: string) {
  return client.request(`${threadPath(id)}/attachments/${encodeURIComponent(fileId)}?${q(companyId)}`, {
    schema: signedLinkSchema,
  });
}

export async function fetchUnread(client: ApiClient, companyId: string): Promise<number> {
  return (await client.request(`/conversations/unread?${q(companyId)}`, { schema: conversationUnreadSchema })).unread;
}

export function fetchInbox(
  client: ApiClient,
  filter: ConversationInboxFilter,
  offset: number,
): Promise<Page<Conversation>> {
  return requestPage(client, '/conversations/inbox', conversationSchema, {
    limit: INBOX_PAGE_SIZE,
    offset,
    params: { filter },
  });
}

export function fetchInboxSummary(client: ApiClient) {
  return client.request('/conversations/inbox/summary', { schema: conversationInboxSummarySchema });
}

export function fetchAccountants(client: ApiClient) {
  return client.request('/conversations/accountants', { schema: z.array(conversationAccountantSchema) });
}

export function assignConversation(client: ApiClient, companyId: string, id: string, assigneeId: string | null) {
  return client.request(`${threadPath(id)}/assignee?${q(companyId)}`, {
    method: 'PUT',
    body: { assigneeId },
    schema: conversationSchema,
  });
}

export function changeStatus(client: ApiClient, companyId: string, id: string, status: ConversationStatus) {
  return client.request(`${threadPath(id)}/status/${status}?${q(companyId)}`, {
    method: 'PUT',
    retry: false,
    schema: conversationSchema,
  });
}

/** The firm keeps an attachment as a company document (`POST …/attachments/{fileId}/vault`). */
export function saveAttachmentToVault(
  client: ApiClient,
  companyId: string,
  id: string,
  fileId: string,
  input: ConversationVaultSave,
): Promise<void> {
  return client.request(`${threadPath(id)}/attachments/${encodeURIComponent(fileId)}/vault?${q(companyId)}`, {
    method: 'POST',
    body: input,
  });
}
