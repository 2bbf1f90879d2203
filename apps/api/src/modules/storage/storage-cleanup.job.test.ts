import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { storageDeletions } from '../../db/schema/documents.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { SAMPLE_PDF, createCompany, createCompanyFile } from '../../test/factories.js';
import type { ObjectStorage } from './object-storage.js';
import { companyKey } from './storage-keys.js';
import { scheduleObjectDeletion } from './storage-deletions.repository.js';
import { runStorageCleanup, startStorageCleanup } from './storage-cleanup.job.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const queued = (keys: string[]) =>
  db().select().from(storageDeletions).where(inArray(storageDeletions.objectKey, keys));

/** The test storage, whose deletes fail while `failing` is true. */
function flaky(storage: ObjectStorage, state: { failing: boolean }): ObjectStorage {
  return {
    ...storage,
    async delete(key) {
      if (state.failing) throw new Error('armazenamento fora do ar');
      return storage.delete(key);
    },
  };
}

describe('runStorageCleanup', () => {
  test('a failing delete keeps the row with its attempts and last error; the next pass removes object and row', async () => {
    const company = await createCompany(db());
    const key = companyKey(company.id, 'velho.pdf');
    await ctx.storage.put(key, SAMPLE_PDF, 'application/pdf');
    await db().transaction(async (tx) => scheduleObjectDeletion(tx, key));
    await scheduleObjectDeletion(db(), key); // twice: still one row

    const state = { failing: true };
    const storage = flaky(ctx.storage, state);
    const first = await runStorageCleanup(db(), storage);
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(await queued([key])).toMatchObject([
      { objectKey: key, attempts: 1, lastError: 'Error: armazenamento fora do ar' },
    ]);
    await runStorageCleanup(db(), storage);
    expect((await queued([key]))[0]?.attempts).toBe(2);
    expect(await ctx.storage.size(key)).toBe(SAMPLE_PDF.length);

    state.failing = false;
    const third = await runStorageCleanup(db(), storage);
    expect(third.deleted).toBeGreaterThanOrEqual(1);
    expect(await queued([key])).toEqual([]);
    expect(await ctx.storage.size(key)).toBeUndefined();
  });

  test('an object already gone counts as deleted; a key a company file still uses is never deleted', async () => {
    const company = await createCompany(db());
    const file = await createCompanyFile(db(), company.id, null, ctx.storage);
    const gone = companyKey(company.id, 'sumiu.pdf');
    const orphan = companyKey(company.id, 'orfao.pdf');
    await ctx.storage.put(orphan, SAMPLE_PDF, 'application/pdf');
    for (const key of [gone, orphan, file.objectKey!]) await scheduleObjectDeletion(db(), key);
    const result = await runStorageCleanup(db(), ctx.storage);
    expect(result).toEqual({ deleted: 2, failed: 0, skipped: 1 });
    expect(await queued([gone, orphan, file.objectKey!])).toEqual([]);
    expect(await ctx.storage.size(orphan)).toBeUndefined();
    expect(await ctx.storage.size(file.objectKey!)).toBe(SAMPLE_PDF.length);
  });

  test('the job runs at start and stops cleanly; 0 turns it off', async () => {
    const company = await createCompany(db());
    const key = companyKey(company.id, 'job.pdf');
    await ctx.storage.put(key, SAMPLE_PDF, 'application/pdf');
    await scheduleObjectDeletion(db(), key);
    const lines: string[] = [];
    const log = {
      info: (_: object, msg: string) => lines.push(msg),
      error: (_: object, msg: string) => lines.push(msg),
    };
    const off = startStorageCleanup({ db: db(), storage: ctx.storage, intervalMs: 0, log });
    await off.stop();
    expect(await queued([key])).toHaveLength(1);
    const job = startStorageCleanup({ db: db(), storage: ctx.storage, intervalMs: 60_000, log });
    await job.stop();
    expect(await db().select().from(storageDeletions).where(eq(storageDeletions.objectKey, key))).toEqual([]);
    expect(lines).toContain('storage cleanup pass');
  });
});
