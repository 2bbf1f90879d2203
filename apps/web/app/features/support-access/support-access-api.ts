import {
  supportGrantSchema,
  supportSessionSchema,
  type SupportGrant,
  type SupportGrantCreate,
  type SupportSession,
} from '@contabil/contracts';
import { z } from 'zod';
import type { ApiClient } from '~/lib/api-client';

export const supportAccessKeys = {
  all: ['support-access'] as const,
  grant: (companyId: string) => ['support-access', 'grant', companyId] as const,
  adminGrants: ['support-access', 'admin-grants'] as const,
};

/** `GET /support-access/grants?companyId=`: the person's active grant for the company, or null. */
export function fetchOwnGrant(
  client: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<SupportGrant | null> {
  return client.request(`/support-access/grants?${new URLSearchParams({ companyId })}`, {
    schema: supportGrantSchema.nullable(),
    ...(signal ? { signal } : {}),
  });
}

/** `POST /support-access/grants`: replaces the person's active grant for that company. */
export function grantSupportAccess(client: ApiClient, input: SupportGrantCreate): Promise<SupportGrant> {
  return client.request('/support-access/grants', { method: 'POST', body: input, schema: supportGrantSchema });
}

export function revokeSupportAccess(client: ApiClient, id: string): Promise<void> {
  return client.request(`/support-access/grants/${encodeURIComponent(id)}`, { method: 'DELETE', retry: false });
}

/** `GET /admin/support-access/grants` (system admins): every active grant, soonest to expire first. */
export function fetchActiveGrants(client: ApiClient, signal?: AbortSignal): Promise<SupportGrant[]> {
  return client.request('/admin/support-access/grants', {
    schema: z.array(supportGrantSchema),
    ...(signal ? { signal } : {}),
  });
}

/** `POST /admin/support-access/sessions`: a 30-minute token acting as the user; 403 without their consent. */
export function openSupportSession(client: ApiClient, userId: string): Promise<SupportSession> {
  return client.request('/admin/support-access/sessions', {
    method: 'POST',
    body: { userId },
    schema: supportSessionSchema,
  });
}
