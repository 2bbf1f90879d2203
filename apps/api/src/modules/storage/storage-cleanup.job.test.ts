import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { storageDeletions } from '../../db/schema/documents.js';
import { createTestApp, silentJobLog, type TestContext } from '../../test/test-app.js';
import { SAMPLE_PDF, createCompany, createCompanyFile } from '../../test/factories.js';
import type { ObjectStorage } from './object-storage.js';
import { companyKey } from './storage-keys.js';
import { scheduleObjectDeletion } from './storage-deletions.repository.js';
import { STORAGE_CLEANUP_JOB, runStorageCleanup, storageCleanupJob } from './storage-cleanup.job.js';
import { quickRetries, sendAndSettle, workDefinition } from '../../test/jobs.js';

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
    // The row waits a minute before its next attempt; a pass before then leaves it alone.
    expect((await runStorageCleanup(db(), storage)).failed).toBe(0);
    const due = () =>
      db()
        .update(storageDeletions)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(storageDeletions.objectKey, key));
    await due();
    await runStorageCleanup(db(), storage);
    expect((await queued([key]))[0]?.attempts).toBe(2);
    expect(await ctx.storage.size(key)).toBe(SAMPLE_PDF.length);

    state.failing = false;
    await due();
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

  test('failing rows wait with their own backoff and never hold up the valid rows behind them', async () => {
    const company = await createCompany(db());
    const bad = Array.from({ length: 210 }, (_, i) => companyKey(company.id, `ruim-${i}.pdf`));
    const good = companyKey(company.id, 'bom.pdf');
    await ctx.storage.put(good, SAMPLE_PDF, 'application/pdf');
    for (const key of bad) await scheduleObjectDeletion(db(), key);
    await scheduleObjectDeletion(db(), good);
    const failing: ObjectStorage = {
      ...ctx.storage,
      async delete(key) {
        if (key.includes('/ruim-')) throw new Error('armazenamento recusou');
        return ctx.storage.delete(key);
      },
    };
    const first = await runStorageCleanup(db(), failing);
    expect(first.failed).toBe(200);
    const second = await runStorageCleanup(db(), failing);
    expect(second.failed).toBeLessThanOrEqual(10);
    expect(await queued([good])).toEqual([]);
    expect(await ctx.storage.size(good)).toBeUndefined();
    const rows = await queued(bad);
    expect(rows).toHaveLength(210);
    for (const row of rows) {
      expect(row.attempts).toBe(1);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    }
    // Not due again within the minute: a third pass touches none of them.
    expect(await runStorageCleanup(db(), failing)).toMatchObject({ failed: 0 });
    await db().delete(storageDeletions).where(inArray(storageDeletions.objectKey, bad));
  });
});

describe('the storage cleanup job on the queue', () => {
  test('a run deletes the due objects; a failed attempt is retried; a second run changes nothing', async () => {
    const company = await createCompany(db());
    const key = companyKey(company.id, 'job.pdf');
    await ctx.storage.put(key, SAMPLE_PDF, 'application/pdf');
    await scheduleObjectDeletion(db(), key);
    let attempts = 0;
    const definition = storageCleanupJob({ db: db(), storage: ctx.storage, cron: null, log: silentJobLog });
    await workDefinition(ctx.jobs, quickRetries(definition, { failFirst: 1, onAttempt: () => (attempts += 1) }));
    expect((await sendAndSettle(ctx.jobs, STORAGE_CLEANUP_JOB)).state).toBe('completed');
    expect(attempts).toBe(2);
    expect(await db().select().from(storageDeletions).where(eq(storageDeletions.objectKey, key))).toEqual([]);
    expect(await ctx.storage.size(key)).toBeUndefined();
    expect((await sendAndSettle(ctx.jobs, STORAGE_CLEANUP_JOB)).state).toBe('completed');
    expect(await db().select().from(storageDeletions).where(eq(storageDeletions.objectKey, key))).toEqual([]);
  });
});
