import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /health', () => {
  test('answers ok after a round trip to the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'ok', database: ctx.database.kind } });
  });

  test('answers 503 with the error envelope when the database is gone', async () => {
    const broken = { ...ctx.database, ping: () => Promise.reject(new Error('connection refused')) };
    const { buildApp } = await import('../../app.js');
    const app = await buildApp({ config: ctx.config, database: broken, jobs: ctx.jobs, logger: false });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: 'Banco de dados indisponível' } });
    await app.close();
  });

  test('carries a request id and security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
