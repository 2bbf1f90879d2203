import { referralsSummarySchema, type ReferralsSummary } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

export const referralsKeys = { me: ['referrals', 'me'] as const };

/** `GET /referrals/me`: the person's link, who came through it and the credits earned. */
export function fetchReferrals(client: ApiClient, signal?: AbortSignal): Promise<ReferralsSummary> {
  return client.request('/referrals/me', { schema: referralsSummarySchema, ...(signal ? { signal } : {}) });
}
