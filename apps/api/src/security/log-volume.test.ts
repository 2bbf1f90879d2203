import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { openTestDatabase } from '../test/test-database.js';
import { openTestJobQueue, testConfig } from '../test/test-app.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createCompany, createUser, signInAs } from '../test/factories.js';
import { multipart } from '../test/multipart.js';
import { buildOfx } from '../modules/bank-statements/ofx-files.test-support.js';
import { cappedValue, safeError } from '../lib/log-safety.js';

/**
 * Issue 19, item 6: one failed 9 MB upload used to write 81 MB of log. Request bodies and
 * file contents are never logged; any logged value is cut.
 */

const NINE_MB = 9 * 1024 * 1024;
let database: DatabaseHandle;
let app: App;
let jobs: JobQueue;
let logged = 0;
let lines: string[] = [];
/** The failure injected halfway through an import: a driver error that echoes its parameters, as pg does. */
let failImport: (() => never) | null = null;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig({ logLevel: 'info', bodyLimitBytes: 1024 * 1024 });
  jobs = await openTestJobQueue(database, config);
  app = await buildApp({
    config,
    database,
    jobs,
    logger: {
      level: 'info',
      stream: {
        write(line: string) {
          logged += Buffer.byteLength(line);
          lines.push(line);
        },
      },
    },
    bankImportSeams: {
      afterSlice: () => {
        if (failImport) failImport();
      },
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await jobs.stop(1000);
  await database.close();
});

function resetLog() {
  logged = 0;
  lines = [];
}

describe('the log of a failed request stays small', () => {
  test('a 9 MB OFX upload that fails with a driver error carrying the rows: the log is a few KB', async () => {
    const user = await createUser(database.db);
    const company = await createCompany(database.db, { owner: user });
    const { authorization } = await signInAs(app, user);
    const memo = 'M'.repeat(250);
    const transactions = Array.from({ length: Math.ceil(NINE_MB / 340) }, (_, i) => ({
      fitId: `F${i}`,
      postedOn: '2026-03-02',
      amountCents: -(i + 1),
      memo,
    }));
    const file = buildOfx([{ accountId: '1-1', transactions }]);
    expect(file.length).toBeGreaterThan(NINE_MB);
    const body = multipart([{ field: 'file', fileName: 'grande.ofx', type: 'application/x-ofx', content: file }]);
    // 54000 (a row too large for an index: answered 400) and XX000 (anything else: a 500).
    for (const [code, status] of [
      ['54000', 400],
      ['XX000', 500],
    ] as const) {
      failImport = () => {
        // pg / drizzle put the query and every parameter in the message (and the stack repeats it).
        const err = new Error(`Failed query: insert into "bank_transactions" ... params: ${file.toString('latin1')}`);
        Object.assign(err, { code, params: transactions.map((t) => t.memo), query: 'insert ...' });
        throw err;
      };
      resetLog();
      const res = await app.inject({
        method: 'POST',
        url: `/bank-statements/ofx/upload?companyId=${company.id}`,
        headers: { ...body.headers, authorization },
        payload: body.payload,
      });
      failImport = null;
      expect(res.statusCode).toBe(status);
      process.stdout.write(
        `log of a failed ${(file.length / 1024 / 1024).toFixed(1)} MB upload (${code}, ${status}): ${logged} bytes in ${lines.length} lines\n`,
      );
      expect(logged).toBeLessThan(32 * 1024);
      expect(lines.join('')).not.toContain(memo);
    }
  });

  test('a 9 MB JSON body over the limit, a 10,000-character URL and a huge header: each logs under 8 KB', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/leads',
        payload: `{"name":"${'x'.repeat(NINE_MB)}"}`,
        headers: { 'content-type': 'application/json' },
      },
      { method: 'GET' as const, url: `/${'x'.repeat(10_000)}?q=${'y'.repeat(10_000)}` },
      {
        method: 'GET' as const,
        url: '/health',
        headers: { 'x-request-id': 'z'.repeat(60_000), 'user-agent': 'u'.repeat(60_000) },
      },
    ];
    for (const request of cases) {
      resetLog();
      const res = await app.inject(request);
      expect(res.statusCode).toBeLessThan(500);
      expect(logged, request.url.slice(0, 30)).toBeLessThan(8 * 1024);
    }
  });
});

describe('log-safety helpers', () => {
  test('an error keeps its type, a cut message, code and frames; never its other fields', () => {
    const err = Object.assign(new Error('x'.repeat(50_000)), { code: '22021', params: ['segredo'.repeat(1000)] });
    const safe = safeError(err);
    expect(safe.type).toBe('Error');
    expect(safe.code).toBe('22021');
    expect(String(safe.message).length).toBeLessThan(1100);
    expect(JSON.stringify(safe)).not.toContain('segredo');
    expect(String(safe.stack)).toMatch(/^\s+at /);
  });

  test('any value: strings cut, arrays and objects shortened, buffers as sizes', () => {
    const value = cappedValue({
      a: 'x'.repeat(10_000),
      b: Array.from({ length: 500 }, (_, i) => i),
      c: Buffer.alloc(9000),
    });
    const text = JSON.stringify(value);
    expect(text.length).toBeLessThan(3000);
    expect(text).toContain('[9000 bytes]');
  });
});
