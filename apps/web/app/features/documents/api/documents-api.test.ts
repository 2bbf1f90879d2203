import { describe, expect, test, vi } from 'vitest';
import { documentMessages } from '@contabil/contracts';
import { createApiClient } from '~/lib/api-client';
import { sampleDocument } from '~/test/documents-test-support';
import {
  createDocument,
  deleteDocument,
  documentsArchiveHref,
  documentsSearch,
  fetchDocuments,
  markGuidePaid,
} from './documents-api';

const COMPANY = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';
const ID = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function api(answer: (url: URL, init: RequestInit) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(new URL(String(input)), init ?? {}),
  );
  // Retries on: the status changes must still be asked once.
  return { fetch, client: createApiClient({ baseUrl: 'http://api', fetch, retry: { retries: 3, baseDelayMs: 1 } }) };
}

test('the list query repeats type and status', () => {
  const search = documentsSearch(COMPANY, {
    types: ['das', 'darf'],
    statuses: ['pending', 'overdue'],
    competence: '2026-03',
    limit: 10,
    offset: 20,
  });
  expect(search.toString()).toBe(
    `companyId=${COMPANY}&type=das&type=darf&status=pending&status=overdue&competence=2026-03&limit=10&offset=20`,
  );
});

test('a page of documents with the total', async () => {
  const { client } = api(() => json(200, { data: [sampleDocument()], total: 11, limit: 10, offset: 0 }));
  const page = await fetchDocuments(client, COMPANY, { limit: 10, offset: 0 });
  expect(page).toMatchObject({ total: 11, hasNext: true, offset: 0, limit: 10 });
  expect(page.items[0]!.id).toBe(ID);
});

describe('changes', () => {
  test('create posts the key and the type', async () => {
    const { fetch, client } = api(() => json(201, { data: sampleDocument({ type: 'other', group: 'other' }) }));
    await createDocument(client, COMPANY, { key: 'documents/x/a.pdf', type: 'other', title: 'Aluguel' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(`http://api/documents?companyId=${COMPANY}`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ key: 'documents/x/a.pdf', type: 'other', title: 'Aluguel' });
  });

  test('paid sends the receipt key when there is one, and a 409 is not asked again', async () => {
    const { fetch, client } = api(() => json(200, { data: sampleDocument({ status: 'paid' }) }));
    await markGuidePaid(client, COMPANY, ID, 'documents/r/recibo.pdf');
    expect(String(fetch.mock.calls[0]![0])).toBe(`http://api/documents/${ID}/status/paid?companyId=${COMPANY}`);
    expect(fetch.mock.calls[0]![1]?.method).toBe('PUT');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ receiptKey: 'documents/r/recibo.pdf' });
    await markGuidePaid(client, COMPANY, ID, null);
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({});

    const refused = api(() => json(409, { error: { code: 'conflict', message: documentMessages.statusNotAllowed } }));
    await expect(markGuidePaid(refused.client, COMPANY, ID, null)).rejects.toMatchObject({
      status: 409,
      message: documentMessages.statusNotAllowed,
    });
    expect(refused.fetch).toHaveBeenCalledTimes(1);
  });

  test('delete is asked once too', async () => {
    const { fetch, client } = api(() =>
      json(409, { error: { code: 'conflict', message: documentMessages.cannotDelete } }),
    );
    await expect(deleteDocument(client, COMPANY, ID)).rejects.toMatchObject({ message: documentMessages.cannotDelete });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]?.method).toBe('DELETE');
  });
});

test("the month's ZIP goes through the web server's route", () => {
  expect(documentsArchiveHref(COMPANY, '2026-03')).toBe(`/app/documents/archive/2026-03?companyId=${COMPANY}`);
});
