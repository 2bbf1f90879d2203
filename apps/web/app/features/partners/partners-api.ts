import {
  partnerDetailSchema,
  partnerEnrolmentSchema,
  partnerProgramSchema,
  type PartnerDetail,
  type PartnerEnrolment,
  type PartnerEnrolmentStatus,
  type PartnerProgram,
  type PartnerUpsertInput,
} from '@contabil/contracts';
import { z } from 'zod';
import { requestPage, type Page } from '~/lib/request-page';
import type { ApiClient } from '~/lib/api-client';

export const PARTNER_ENROLMENTS_PAGE_SIZE = 10;

export const partnersKeys = {
  all: ['partners'] as const,
  detail: (slug: string, companyId: string | null) => ['partners', 'detail', slug, companyId] as const,
  list: ['partners', 'list'] as const,
  enrolments: (slug: string, status: PartnerEnrolmentStatus | null, offset: number) =>
    ['partners', 'enrolments', slug, status, offset] as const,
};

const slugPath = (slug: string) => encodeURIComponent(slug);

/** `GET /partners/{slug}?companyId=`: the partner and the company's enrolment. */
export function fetchPartner(
  client: ApiClient,
  slug: string,
  companyId: string | null,
  signal?: AbortSignal,
): Promise<PartnerDetail> {
  const query = companyId ? `?${new URLSearchParams({ companyId })}` : '';
  return client.request(`/partners/${slugPath(slug)}${query}`, {
    schema: partnerDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

/** `POST /partners/{slug}/enrolments?companyId=`: `data` by the partner's field keys; 400 per field as `data.{key}`. */
export function sendEnrolment(
  client: ApiClient,
  slug: string,
  companyId: string,
  data: Record<string, string>,
): Promise<PartnerEnrolment> {
  return client.request(`/partners/${slugPath(slug)}/enrolments?${new URLSearchParams({ companyId })}`, {
    method: 'POST',
    body: { data },
    schema: partnerEnrolmentSchema,
  });
}

/** `GET /partners`: for system admins, every partner (active or not). */
export function fetchPartners(client: ApiClient, signal?: AbortSignal): Promise<PartnerProgram[]> {
  return client.request('/partners', { schema: z.array(partnerProgramSchema), ...(signal ? { signal } : {}) });
}

export function createPartner(client: ApiClient, input: PartnerUpsertInput): Promise<PartnerProgram> {
  return client.request('/admin/partners', { method: 'POST', body: input, schema: partnerProgramSchema });
}

export function updatePartner(client: ApiClient, slug: string, input: PartnerUpsertInput): Promise<PartnerProgram> {
  return client.request(`/admin/partners/${slugPath(slug)}`, {
    method: 'PUT',
    body: input,
    schema: partnerProgramSchema,
    retry: false,
  });
}

/** `GET /admin/partners/{slug}/enrolments?status=&limit=10&offset=`: newest first. */
export function fetchEnrolments(
  client: ApiClient,
  slug: string,
  { status, offset }: { status: PartnerEnrolmentStatus | null; offset: number },
  signal?: AbortSignal,
): Promise<Page<PartnerEnrolment>> {
  return requestPage(client, `/admin/partners/${slugPath(slug)}/enrolments`, partnerEnrolmentSchema, {
    limit: PARTNER_ENROLMENTS_PAGE_SIZE,
    offset,
    params: { status },
    signal,
  });
}

/** `PUT /admin/partner-enrolments/{id}/status/{status}`: sent -> accepted | declined (with a reason). */
export function decideEnrolment(
  client: ApiClient,
  id: string,
  decision: { status: 'accepted' } | { status: 'declined'; reason: string },
): Promise<PartnerEnrolment> {
  return client.request(`/admin/partner-enrolments/${encodeURIComponent(id)}/status/${decision.status}`, {
    method: 'PUT',
    body: decision.status === 'declined' ? { reason: decision.reason } : {},
    schema: partnerEnrolmentSchema,
    retry: false,
  });
}
