import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql, type Logger } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client.js';
import { openTestDatabase } from '../test/test-database.js';
import {
  computeAccountStats,
  duplicateCandidates,
  existingContentKeys,
  existingFitIds,
  computeTransactionTotals,
  listAccountViews,
  listTransactionPage,
  readBankDataVersion,
} from '../modules/bank-statements/bank-statements.repository.js';
import { listCompanyNfsRequestViews, listNfsRequestViewsOfAnyCompany } from '../modules/nfs/nfs-requests.repository.js';
import { listDocumentViews } from '../modules/documents/documents.repository.js';
import { listCompaniesPage } from '../modules/companies/companies.repository.js';

// Every list's queries, as the repositories send them, explained with sequential scans
// disabled: a plan that still reads a big table sequentially has no index serving the
// list's filter and order, and its cost would grow with the table. (With seqscan off the
// planner takes any usable index however small the table, so no bulk data is needed.)

const BIG_TABLES = ['bank_transactions', 'nfs_requests', 'documents', 'companies', 'audit_log', 'bank_imports'];

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let pool: pg.Pool | undefined;
let recorder: Database;
const captured: { query: string; params: unknown[] }[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
  if (handle.queueConnection.kind === 'pglite') {
    recorder = drizzlePglite(handle.queueConnection.client, { casing: 'snake_case', logger }) as unknown as Database;
  } else {
    pool = new pg.Pool({ connectionString: handle.queueConnection.url, max: 1 });
    recorder = drizzlePg(pool, { casing: 'snake_case', logger }) as unknown as Database;
  }
});
afterAll(async () => {
  await pool?.end();
  await handle.close();
});

/** EXPLAIN of each captured query with seqscan off; the plans' lines that scan a big table sequentially. */
async function sequentialScans(
  run: () => Promise<unknown>,
  seqscan: 'off' | 'on' = 'off',
): Promise<{ plans: string[]; offending: { read: string; count: boolean }[] }> {
  captured.length = 0;
  await run();
  expect(captured.length).toBeGreaterThan(0);
  const explain = async (query: string, params: unknown[]): Promise<string> => {
    if (handle.queueConnection.kind === 'pglite') {
      const client = handle.queueConnection.client;
      await client.query(`set enable_seqscan = ${seqscan}`);
      try {
        const result = await client.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params);
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.query('reset enable_seqscan');
      }
    }
    const client = await pool!.connect();
    try {
      await client.query(`set enable_seqscan = ${seqscan}`);
      const result = await client.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params);
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
  };
  const plans: string[] = [];
  for (const { query, params } of captured) plans.push(`${query}\n${await explain(query, params)}`);
  return {
    plans,
    offending: plans.flatMap((plan) =>
      wholeTableReads(plan).map((read) => ({ read, count: plan.startsWith('select count(*)') })),
    ),
  };
}

/**
 * The plan's reads of a big table that are not bounded by the query: a sequential scan, or
 * an index or bitmap scan without an index condition (a full index read is a full read),
 * except an index scan that hands rows in the list's order to a Limit (no Sort above it),
 * which stops after the page.
 */
function wholeTableReads(plan: string): string[] {
  const lines = plan.split('\n');
  const nodeStart = (line: string) =>
    /^\s*(->\s+)?[A-Z][A-Za-z ]+(Scan|Join|Loop|Aggregate|Sort|Limit|Result|Hash|Append|Materialize|Gather|Unique|SubPlan|InitPlan)\b/.test(
      line,
    );
  const ordered =
    lines.some((line) => /^\s*(->\s+)?Limit\b/.test(line)) &&
    !lines.some((line) => /^\s*(->\s+)?(Incremental )?Sort\b/.test(line));
  const found: string[] = [];
  lines.forEach((line, index) => {
    const scan =
      /(Seq Scan|Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Heap Scan)(?: using \S+)? on (\w+)/.exec(
        line,
      );
    if (!scan || !BIG_TABLES.includes(scan[2] ?? '')) return;
    const details: string[] = [];
    for (let next = index + 1; next < lines.length && !nodeStart(lines[next] ?? ''); next += 1)
      details.push(lines[next] ?? '');
    const kind = scan[1] ?? '';
    if (kind === 'Seq Scan') return void found.push(line.trim());
    if (kind === 'Bitmap Heap Scan') {
      if (!details.some((detail) => detail.includes('Recheck Cond'))) found.push(line.trim());
      return;
    }
    if (!details.some((detail) => detail.includes('Index Cond')) && !ordered) found.push(line.trim());
  });
  return found;
}

const companyId = randomUUID();
const accountId = randomUUID();
const id = randomUUID();

// An import of 10,000 transactions asks these with 10,000 keys. As `key = any(array)` the
// planner read every company's rows sequentially (decision 017: 0.6-0.8 s at 2M rows, the
// import's cost growing with the table). Each must be a nested loop over the file's keys
// with the key in the index condition: one index probe per key, whatever the account holds,
// even with sequential scans allowed.
const manyKeys = Array.from({ length: 10_000 }, (_, i) => `GEN${String(i).padStart(7, '0')}`);
const manyDays = Array.from({ length: 10_000 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 30))).toISOString().slice(0, 10),
);
const importLookups: [string, () => Promise<unknown>, RegExp][] = [
  ['FITIDs', () => existingFitIds(recorder, companyId, accountId, manyKeys), /Index Cond: .*fit_id = k\.fit_id/],
  [
    'content keys (with their dates)',
    () =>
      existingContentKeys(
        recorder,
        companyId,
        accountId,
        manyKeys.map((contentKey, i) => ({ postedOn: manyDays[i] as string, contentKey })),
      ),
    /Index Cond: .*posted_on = k\.posted_on.*content_key = k\.content_key/,
  ],
  [
    'look-alike candidates (by day)',
    () =>
      duplicateCandidates(
        recorder,
        companyId,
        accountId,
        manyKeys.map((_, i) => 1000 + i),
        [...new Set(manyDays)],
      ),
    /Index Cond: .*posted_on = k\.day/,
  ],
];

describe("the import's lookups probe an index once per key of the file", () => {
  test.each(importLookups)('%s', async (_name, run, perKey) => {
    for (const seqscan of ['on', 'off'] as const) {
      const { plans, offending } = await sequentialScans(run, seqscan);
      const plan = plans.join('\n\n');
      if (process.env.SHOW_PLANS) console.warn(plan);
      expect(offending, plan).toEqual([]);
      expect(plan).toMatch(/Nested Loop/);
      expect(plan).toMatch(/Function Scan on (unnest )?k\b/);
      expect(plan).toMatch(perKey);
    }
  });
});

describe('every list is served by an index (EXPLAIN, sequential scans disabled)', () => {
  // The third field marks the two lists whose total is still a count of the whole table
  // (every company's NFS requests without a filter; every company): their page is bounded,
  // their count reads an index whole. Only those counts may read a whole table.
  const cases: [string, () => Promise<unknown>, 'whole count'?][] = [
    ['transactions: first page', () => listTransactionPage(recorder, companyId, {}, { limit: 50, offset: 0 })],
    [
      'transactions: next page by cursor',
      () =>
        listTransactionPage(recorder, companyId, {}, { limit: 50, offset: 0, after: { postedOn: '2026-03-01', id } }),
    ],
    [
      'transactions: one account, without category, by cursor',
      () =>
        listTransactionPage(
          recorder,
          companyId,
          { accountId, withoutTaxCategory: true },
          { limit: 50, offset: 0, after: { postedOn: '2026-03-01', id } },
        ),
    ],
    ['transactions: totals of a filter', () => computeTransactionTotals(recorder, companyId, { type: 'credit' })],
    ['transactions: data version', () => readBankDataVersion(recorder, companyId)],
    ['bank accounts', () => listAccountViews(recorder, companyId, { limit: 10, offset: 0 }, new Map())],
    ['bank accounts: their counts (once per data version)', () => computeAccountStats(recorder, companyId)],
    [
      "NFS requests: a company's, by cursor",
      () =>
        listCompanyNfsRequestViews(recorder, companyId, {
          order: 'newest',
          limit: 10,
          offset: 0,
          after: { at: '2026-03-01T12:00:00.000000Z', id },
        }),
    ],
    [
      "NFS requests: the accountants' queue (every company, waiting, oldest first)",
      () =>
        listNfsRequestViewsOfAnyCompany(recorder, {
          status: 'requested',
          order: 'oldest',
          limit: 10,
          offset: 0,
          after: { at: '2026-03-01T12:00:00.000000Z', id },
        }),
    ],
    [
      "NFS requests: every company's, newest first",
      () => listNfsRequestViewsOfAnyCompany(recorder, { order: 'newest', limit: 10, offset: 0 }),
      'whole count',
    ],
    ["documents: a company's", () => listDocumentViews(recorder, companyId, { limit: 10, offset: 0 })],
    [
      'companies (system admins), by cursor',
      () => listCompaniesPage(recorder, { limit: 25, offset: 0, after: { at: '2026-03-01T12:00:00.000000Z', id } }),
      'whole count',
    ],
    ['companies by status', () => listCompaniesPage(recorder, { status: 'active', limit: 25, offset: 0 })],
    [
      'opening orders (track), by cursor',
      () =>
        listCompaniesPage(recorder, {
          trackId: 'create-company',
          limit: 10,
          offset: 0,
          after: { at: '2026-03-01T12:00:00.000000Z', id },
        }),
    ],
  ];
  test.each(cases)('%s', async (_name, run, exception) => {
    const { plans, offending } = await sequentialScans(run);
    if (process.env.SHOW_PLANS) console.warn(plans.join('\n\n'));
    const unexpected = offending.filter((entry) => !(exception === 'whole count' && entry.count));
    expect(unexpected, plans.join('\n\n')).toEqual([]);
    if (exception) expect(offending.length).toBeGreaterThan(0);
  });

  test('the check itself fails on a list without an index (bank_imports by file name)', async () => {
    const { offending } = await sequentialScans(() =>
      recorder.execute(sql.raw(`select id from bank_imports where file_name = 'x' order by file_name`)),
    );
    expect(offending.length).toBeGreaterThan(0);
  });
});
