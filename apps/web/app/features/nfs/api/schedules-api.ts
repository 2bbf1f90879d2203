import { nfsScheduleSchema, type NfsSchedule, type NfsScheduleInput } from '@contabil/contracts';
import { requestPage, type Page } from '~/lib/request-page';
import type { ApiClient } from '~/lib/api-client';

export const SCHEDULES_PAGE_SIZE = 10;

const companyQuery = (companyId: string) => `companyId=${encodeURIComponent(companyId)}`;
const schedulePath = (id: string) => `/nfs/schedulers/${encodeURIComponent(id)}`;

/** `GET /nfs/schedulers`: the company's monthly notes. */
export function fetchSchedules(
  client: ApiClient,
  companyId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<Page<NfsSchedule>> {
  return requestPage(client, '/nfs/schedulers', nfsScheduleSchema, {
    limit: SCHEDULES_PAGE_SIZE,
    offset,
    params: { companyId },
    signal,
  });
}

/** How many of the next automatic requests the invoices screen lists. */
export const ACTIVE_SCHEDULES_SHOWN = 3;

/** `GET /nfs/schedulers/active` (spec section 7): the active schedules, the next to run first. */
export function fetchActiveSchedules(
  client: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<Page<NfsSchedule>> {
  return requestPage(client, '/nfs/schedulers/active', nfsScheduleSchema, {
    limit: ACTIVE_SCHEDULES_SHOWN,
    offset: 0,
    params: { companyId },
    signal,
  });
}

/** `POST /nfs/schedulers`. */
export function createSchedule(client: ApiClient, companyId: string, input: NfsScheduleInput): Promise<NfsSchedule> {
  return client.request(`/nfs/schedulers?${companyQuery(companyId)}`, {
    method: 'POST',
    body: input,
    schema: nfsScheduleSchema,
  });
}

/** `PUT /nfs/schedulers/{id}`: the whole schedule, `active` included (pause and resume too). */
export function updateSchedule(
  client: ApiClient,
  companyId: string,
  id: string,
  input: NfsScheduleInput,
): Promise<NfsSchedule> {
  return client.request(`${schedulePath(id)}?${companyQuery(companyId)}`, {
    method: 'PUT',
    body: input,
    schema: nfsScheduleSchema,
  });
}

/** `DELETE /nfs/schedulers/{id}`: requests it already made stay. */
export function deleteSchedule(client: ApiClient, companyId: string, id: string): Promise<void> {
  return client.request(`${schedulePath(id)}?${companyQuery(companyId)}`, { method: 'DELETE' });
}
