import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildApp } from '../../app.js';
import { expectedMigrationCount } from '../../db/migration-status.js';
import type { ObjectStorage } from '../storage/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /health/live and /health/ready', () => {
  test('live: the process answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  test('ready: database, every migration and the storage', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    const expected = expectedMigrationCount();
    expect(expected).toBeGreaterThanOrEqual(14);
    expect(res.json()).toEqual({
      data: {
        status: 'ok',
        database: ctx.database.kind,
        migrations: { applied: expected, expected },
        storage: 'local',
      },
    });
  });

  const appWith = (overrides: { database?: TestContext['database']; storage?: ObjectStorage }) =>
    buildApp({
      config: ctx.config,
      database: overrides.database ?? ctx.database,
      storage: overrides.storage ?? ctx.storage,
      jobs: ctx.jobs,
      logger: false,
    });

  test('not ready (503) when the database is gone', async () => {
    const app = await appWith({ database: { ...ctx.database, ping: () => Promise.reject(new Error('refused')) } });
    const res = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: 'Banco de dados indisponível' } });
    await app.close();
  });

  test('not ready (503) when the storage does not answer', async () => {
    const storage = { ...ctx.storage, size: () => Promise.reject(new Error('ECONNREFUSED')) } as ObjectStorage;
    const app = await appWith({ storage });
    const res = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'internal_error', message: 'Armazenamento de arquivos indisponível' },
    });
    await app.close();
  });

  test('not ready (503) while a migration is missing', async () => {
    // The last migration's record removed: as if this build were newer than the database.
    const [last] = (
      (await ctx.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      const expected = expectedMigrationCount();
      expect(res.json().error.message).toBe(`Migrações pendentes: ${expected - 1} de ${expected} aplicadas`);
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`,
      );
    }
  });
});
