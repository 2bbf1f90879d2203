import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { bankAccounts, bankImports, bankTransactions } from '../../db/schema/bank-statements.js';
import { createCompany, createUser, signInAs } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { openTestJobQueue, testConfig } from '../../test/test-app.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { openTestDatabase } from '../../test/test-database.js';
import { accountMatchKey } from './bank-accounts.js';
import { buildOfx, manyTransactions } from './ofx-files.test-support.js';
import { INSERT_SLICE, describeTransaction, ruleFor, type ImportSeams } from './statement-import.js';

let database: DatabaseHandle;
let app: App;
let jobs: JobQueue;
/** The test seam: set to make the import fail after a slice is written. */
const seams: ImportSeams = {};
let failAfter: number | null = null;
seams.afterSlice = (written) => {
  if (failAfter !== null && written >= failAfter) throw new Error('import killed halfway (test)');
};

beforeAll(async () => {
  // In a data folder, as the product runs PGlite: the speed test below measures that.
  database = await openTestDatabase({ onDisk: true });
  jobs = await openTestJobQueue(database);
  app = await buildApp({ config: testConfig(), database, jobs, logger: false, bankImportSeams: seams });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await jobs.stop(1000);
  await database.close();
});

async function tenant() {
  const user = await createUser(database.db);
  const company = await createCompany(database.db, { owner: user });
  return { companyId: company.id, authorization: (await signInAs(app, user)).authorization };
}

function upload(who: { companyId: string; authorization: string }, content: Buffer) {
  const body = multipart([{ field: 'file', fileName: 'grande.ofx', type: 'application/x-ofx', content }]);
  return app.inject({
    method: 'POST',
    url: '/bank-statements/ofx/upload',
    query: { companyId: who.companyId },
    payload: body.payload,
    headers: { ...body.headers, authorization: who.authorization },
  });
}

async function rowsOf(companyId: string) {
  const db = database.db;
  return {
    accounts: (await db.select().from(bankAccounts).where(eq(bankAccounts.companyId, companyId))).length,
    transactions: (await db.select().from(bankTransactions).where(eq(bankTransactions.companyId, companyId))).length,
    imports: (await db.select().from(bankImports).where(eq(bankImports.companyId, companyId))).length,
  };
}

describe('an import is one database transaction', () => {
  test('killed after the first slice of transactions: no account, transaction or import row is left', async () => {
    const who = await tenant();
    const file = buildOfx([
      { accountId: '1', balanceCents: 10_00, transactions: manyTransactions(INSERT_SLICE + 500) },
      { accountId: '2', transactions: manyTransactions(10) },
    ]);
    failAfter = INSERT_SLICE;
    try {
      const res = await upload(who, file);
      expect(res.statusCode).toBe(500);
    } finally {
      failAfter = null;
    }
    expect(await rowsOf(who.companyId)).toEqual({ accounts: 0, transactions: 0, imports: 0 });

    // The same file afterwards imports in full.
    const res = await upload(who, file);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.imported).toBe(INSERT_SLICE + 510);
  });
});

describe('speed', () => {
  test(
    '10,000 transactions import in under 2 seconds, re-upload imports zero, the first page answers at once',
    { timeout: 60_000 },
    async () => {
      const who = await tenant();
      const file = buildOfx([{ accountId: '9', transactions: manyTransactions(10_000) }]);
      const cpuBefore = process.cpuUsage();
      const res = await upload(who, file);
      const cpu = process.cpuUsage(cpuBefore);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ imported: 10_000, skippedDuplicates: 0, flagged: 0 });
      const cpuMs = (cpu.user + cpu.system) / 1000;
      // On PGlite the database runs in this process, so the process's CPU time is the import's
      // whole cost, whatever else loads the machine (wall time is reported by `npm run bench`).
      if (database.kind === 'pglite') expect(cpuMs).toBeLessThan(2000);

      const again = await upload(who, file);
      expect(again.json().data).toMatchObject({ imported: 0, skippedDuplicates: 10_000 });

      const pageCpuBefore = process.cpuUsage();
      const page = await app.inject({
        method: 'GET',
        url: '/bank-statements/transactions',
        query: { companyId: who.companyId, limit: '50' },
        headers: { authorization: who.authorization },
      });
      const pageCpu = process.cpuUsage(pageCpuBefore);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ total: 10_000, limit: 50 });
      // CPU time again (the page and its totals over 10,000 rows), whatever loads the machine.
      if (database.kind === 'pglite') expect((pageCpu.user + pageCpu.system) / 1000).toBeLessThan(500);
    },
  );
});

describe('helpers', () => {
  test('describeTransaction joins NAME and MEMO without repeating them', () => {
    expect(describeTransaction('PIX', 'PIX RECEBIDO FULANO', 'CREDIT')).toBe('PIX RECEBIDO FULANO');
    expect(describeTransaction('Padaria  Pão Quente', 'COMPRA', 'DEBIT')).toBe('Padaria Pão Quente - COMPRA');
    expect(describeTransaction(null, null, 'FEE')).toBe('FEE');
    expect(describeTransaction('', '  ', null)).toBe('Sem descrição');
  });

  test('accountMatchKey: leading zeros and punctuation do not split an account; cards by number only', () => {
    const a = accountMatchKey({ kind: 'bank', bankId: '0341', branchId: '0001', accountNumber: '12345-6' });
    expect(accountMatchKey({ kind: 'bank', bankId: '341', branchId: '1', accountNumber: '123456' })).toBe(a);
    expect(accountMatchKey({ kind: 'bank', bankId: '237', branchId: '1', accountNumber: '123456' })).not.toBe(a);
    expect(accountMatchKey({ kind: 'creditcard', bankId: null, branchId: null, accountNumber: '5555 4444' })).toBe(
      'creditcard|55554444',
    );
  });

  test('ruleFor: whole words, the longest match wins', () => {
    const rule = (id: string, match: string) => ({
      id,
      match,
      companyId: '',
      taxCategoryId: id,
      appliedCount: 0,
      createdBy: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const rules = [rule('a', 'PIX'), rule('b', 'PIX RECEBIDO ACME')];
    expect(ruleFor(rules, 'PIX RECEBIDO ACME LTDA')?.id).toBe('b');
    expect(ruleFor(rules, 'PIX ENVIADO')?.id).toBe('a');
    expect(ruleFor(rules, 'PIXEL')).toBeUndefined();
  });
});
