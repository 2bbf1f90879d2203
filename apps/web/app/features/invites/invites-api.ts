import {
  inviteAcceptedSchema,
  invitePreviewSchema,
  inviteSchema,
  type Invite,
  type InviteAccepted,
  type InviteCreate,
  type InvitePreview,
} from '@contabil/contracts';
import { requestPage, type Page } from '~/lib/request-page';
import type { ApiClient } from '~/lib/api-client';

export const INVITES_PAGE_SIZE = 10;

export const invitesKeys = {
  all: ['invites'] as const,
  list: (companyId: string, offset: number) => ['invites', companyId, offset] as const,
  preview: (token: string) => ['invites', 'preview', token] as const,
};

/** `GET /companies/{id}/invites?limit=10&offset=`: newest first (company admins). */
export function fetchInvites(
  client: ApiClient,
  companyId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<Page<Invite>> {
  return requestPage(client, `/companies/${encodeURIComponent(companyId)}/invites`, inviteSchema, {
    limit: INVITES_PAGE_SIZE,
    offset,
    signal,
  });
}

/** `POST /companies/{id}/invites`: the API e-mails the link. */
export function createInvite(client: ApiClient, companyId: string, input: InviteCreate): Promise<Invite> {
  return client.request(`/companies/${encodeURIComponent(companyId)}/invites`, {
    method: 'POST',
    body: input,
    schema: inviteSchema,
  });
}

/** `POST /invites/{id}/resend`: a new link and 7 new days; the old link stops working. */
export function resendInvite(client: ApiClient, id: string): Promise<Invite> {
  return client.request(`/invites/${encodeURIComponent(id)}/resend`, { method: 'POST', schema: inviteSchema });
}

/** `DELETE /invites/{id}`: revoked; a 409 (no longer pending) is an answer, not a retry. */
export function revokeInvite(client: ApiClient, id: string): Promise<Invite> {
  return client.request(`/invites/${encodeURIComponent(id)}`, { method: 'DELETE', schema: inviteSchema, retry: false });
}

/** `GET /invites/{token}` (public): company, inviter, e-mail and status. */
export function fetchInvitePreview(client: ApiClient, token: string, signal?: AbortSignal): Promise<InvitePreview> {
  return client.request(`/invites/${encodeURIComponent(token)}`, {
    schema: invitePreviewSchema,
    auth: false,
    ...(signal ? { signal } : {}),
  });
}

/** `POST /invites/{token}/accept`: the signed-in person joins the company. */
export function acceptInvite(client: ApiClient, token: string): Promise<InviteAccepted> {
  return client.request(`/invites/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    schema: inviteAcceptedSchema,
  });
}
