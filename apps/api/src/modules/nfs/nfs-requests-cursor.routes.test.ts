import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { paginationMessages } from '@contabil/contracts';
import { companies } from '../../db/schema/companies.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import {
  createCompany,
  createSystemAdmin,
  ensureTestServiceCodes,
  signInAs,
  TEST_SERVICE_CODES,
} from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// Keyset pages of the accountants' lists across companies (the NFS queue, the companies
// list): walking nextCursor gives the rows of the offset pages once each, in the same
// order, also when many rows share a timestamp to the microsecond.

let ctx: TestContext;
let authorization: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ensureTestServiceCodes(ctx.database.db);
  authorization = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

async function page(url: string, query: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url, query, headers: { authorization } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: string }[]; total: number; nextCursor: string | null; offset: number };
}

async function walk(url: string, query: Record<string, string>, limit: number) {
  const byOffset: string[] = [];
  const first = await page(url, { ...query, limit: '100' });
  for (let offset = 0; offset < first.total; offset += 100)
    byOffset.push(...(await page(url, { ...query, limit: '100', offset: String(offset) })).data.map((row) => row.id));
  const byCursor: string[] = [];
  let cursor: string | null = null;
  do {
    const next: Awaited<ReturnType<typeof page>> = await page(url, {
      ...query,
      limit: String(limit),
      ...(cursor ? { cursor } : {}),
    });
    expect(next.total).toBe(first.total);
    byCursor.push(...next.data.map((row) => row.id));
    cursor = next.nextCursor;
  } while (cursor);
  return { byOffset, byCursor };
}

describe('keyset pages across companies', () => {
  test('GET /nfs/requests/search: the waiting queue oldest first and every request newest first', async () => {
    const company = await createCompany(ctx.database.db);
    const rows = Array.from({ length: 23 }, (_, i) => ({
      companyId: company.id,
      emissionType: 'cnpj' as const,
      takerCnpj: '11222333000181',
      takerName: `Tomador ${i}`,
      totalValueCents: 1000 + i,
      serviceCode: TEST_SERVICE_CODES.software,
      serviceDescription: 'Desenvolvimento',
      competenceDate: '2026-03-01',
      // Seven share one instant, the others differ by a microsecond.
      createdAt: sql`'2026-03-02T10:00:00Z'::timestamptz + ${i < 7 ? 0 : i} * interval '1 microsecond'`,
    }));
    await ctx.database.db.insert(nfsRequests).values(rows);
    const queue = await walk('/nfs/requests/search', { status: 'requested', companyId: company.id }, 5);
    expect(queue.byCursor).toHaveLength(23);
    expect(queue.byCursor).toEqual(queue.byOffset);
    const newest = await walk('/nfs/requests', { companyId: company.id }, 4);
    expect(newest.byCursor).toEqual(newest.byOffset);
    expect(newest.byCursor).toEqual([...queue.byCursor].reverse());
  });

  test('GET /companies and the opening orders: every company once', async () => {
    const made = await Promise.all(Array.from({ length: 12 }, () => createCompany(ctx.database.db)));
    await ctx.database.db
      .update(companies)
      .set({ createdAt: sql`'2026-03-02T10:00:00Z'::timestamptz` })
      .where(
        inArray(
          companies.id,
          made.slice(0, 6).map((company) => company.id),
        ),
      );
    const list = await walk('/companies', {}, 5);
    expect(new Set(list.byCursor).size).toBe(list.byOffset.length);
    expect(list.byCursor).toEqual(list.byOffset);
    for (const company of made) expect(list.byCursor).toContain(company.id);
  });

  test('a cursor of another shape is a 400 with the message', async () => {
    const cursor = Buffer.from('["2026-03-02T10:00:00.000Z","00000000-0000-4000-8000-000000000000"]').toString(
      'base64url',
    );
    for (const url of ['/nfs/requests/search', '/companies', '/companies/orders/opening-requests']) {
      const res = await ctx.app.inject({ method: 'GET', url, query: { cursor }, headers: { authorization } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe(paginationMessages.invalidCursor);
    }
  });
});
