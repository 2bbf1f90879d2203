import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { createMailer } from '../modules/mail/mailer.js';
import { markOutboxSent } from '../modules/mail/mail.repository.js';
import { MAIL_DELIVERY_JOB } from '../modules/mail/mail-delivery.job.js';

const TOKEN = 'metrics-token-that-is-long-enough-0123456789';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ metricsToken: TOKEN });
});
afterAll(() => ctx.close());

const scrape = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

/** The value of one series, e.g. series(body, 'contabil_emails{status="sent"}'). */
const series = (body: string, name: string) => {
  const line = body.split('\n').find((l) => l.startsWith(name + ' '));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};

describe('GET /metrics', () => {
  test('refused without the token or with another; 404 when no METRICS_TOKEN is set', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
    const { buildApp } = await import('../app.js');
    const off = await buildApp({
      config: { ...ctx.config, metricsToken: undefined },
      database: ctx.database,
      storage: ctx.storage,
      jobs: ctx.jobs,
      logger: false,
    });
    try {
      const res = await off.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  test('answers the request durations by route and status, the queue, e-mails, the pool and the process', async () => {
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/health/live' });
    await ctx.app.inject({ method: 'GET', url: '/plans' });
    await ctx.app.inject({ method: 'GET', url: '/nao-existe' });
    // Two e-mails queued, one of them then sent: the outbox counts and the queue depth.
    const mailer = createMailer(ctx.jobs);
    await mailer.send(ctx.database.db, { to: 'a@exemplo.com.br', subject: 'Um', text: 'corpo' });
    await mailer.send(ctx.database.db, { to: 'b@exemplo.com.br', subject: 'Dois', text: 'corpo' });
    const { mailOutbox } = await import('../db/schema/mail.js');
    const [first] = await ctx.database.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    await markOutboxSent(ctx.database.db, first!.id, new Date(), 'x'.repeat(64));

    const body = await scrape();
    expect(
      series(body, 'http_request_duration_seconds_count{method="GET",route="/health/live",status_code="200"}'),
    ).toBe(3);
    expect(series(body, 'http_request_duration_seconds_count{method="GET",route="/plans",status_code="200"}')).toBe(1);
    expect(series(body, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(
      1,
    );
    expect(series(body, `contabil_job_queue_depth{queue="${MAIL_DELIVERY_JOB}"}`)).toBe(2);
    expect(series(body, 'contabil_emails{status="sent"}')).toBe(1);
    expect(series(body, 'contabil_emails{status="pending"}')).toBe(1);
    expect(series(body, 'contabil_emails{status="failed"}')).toBe(0);
    expect(series(body, 'contabil_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(series(body, 'contabil_db_pool_waiting')).toBe(0);
    expect(body).toContain('contabil_db_pool_max ');
    expect(body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});
