import { shortLinkSchema, type ShortLink, type ShortLinkInput } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';
import { requestPage, type Page } from '~/lib/request-page';

export const SHORT_LINKS_PAGE_SIZE = 10;
export const shortLinksKeys = { all: ['admin', 'links'] as const };

/** `GET /admin/links?query=&limit=10&offset=`: newest first. */
export function fetchShortLinks(
  client: ApiClient,
  page: { query: string; offset: number; signal?: AbortSignal },
): Promise<Page<ShortLink>> {
  return requestPage(client, '/admin/links', shortLinkSchema, {
    limit: SHORT_LINKS_PAGE_SIZE,
    offset: page.offset,
    params: { query: page.query },
    signal: page.signal,
  });
}

export function createShortLink(client: ApiClient, input: ShortLinkInput): Promise<ShortLink> {
  return client.request('/admin/links', { method: 'POST', body: input, schema: shortLinkSchema });
}

/** `PUT`: a 409 (alias taken) is an answer for the person, not something to retry. */
export function updateShortLink(client: ApiClient, id: string, input: ShortLinkInput): Promise<ShortLink> {
  return client.request(`/admin/links/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: shortLinkSchema,
    retry: false,
  });
}

export function deleteShortLink(client: ApiClient, id: string): Promise<void> {
  return client.request(`/admin/links/${encodeURIComponent(id)}`, { method: 'DELETE', retry: false });
}

/** The address people share: `{functionsBaseUrl}/links/{alias}`. */
export function shortLinkUrl(functionsBaseUrl: string, alias: string): string {
  return `${functionsBaseUrl}/links/${encodeURIComponent(alias)}`;
}
