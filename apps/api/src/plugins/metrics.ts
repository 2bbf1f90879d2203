import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import client from 'prom-client';
import type { DatabaseHandle } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { JOB_SCHEMA } from '../jobs/job-queue.js';

/**
 * GET /metrics in Prometheus's text format (issue 18), behind `Authorization: Bearer
 * METRICS_TOKEN`; without METRICS_TOKEN the path answers 404, so metrics are never public
 * by accident. One registry per app (tests build several).
 *
 * - http_request_duration_seconds{method,route,status_code}: every answer, by route pattern;
 * - contabil_job_queue_depth{queue} and contabil_job_queue_failed{queue}: jobs waiting (created
 *   or to retry) and failed jobs kept, read from the queue's tables at each scrape (the whole
 *   cluster's queue, whoever works it);
 * - contabil_emails{status}: the outbox's messages by status (sent, failed, pending, kept);
 * - contabil_db_pool_in_use, contabil_db_pool_waiting, contabil_db_pool_max: this process's pool;
 * - the process's own (CPU, memory, event loop lag, handles), prefixed nodejs_/process_.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { database: DatabaseHandle; token: string | undefined },
) {
  const { database, token } = options;
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das respostas HTTP da API, por rota e status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const rows = <T>(query: SQL) => rowsOf<T>(database.db, query);

  new client.Gauge({
    name: 'contabil_job_queue_depth',
    help: 'Trabalhos esperando na fila (criados ou a tentar de novo), por fila',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await rows<{ name: string; state: string; n: number }>(
        sql`select name, state::text as state, count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.job
            where state in ('created', 'retry', 'failed') group by name, state`,
      ).catch(() => []);
      const failed = registry.getSingleMetric('contabil_job_queue_failed') as client.Gauge<'queue'> | undefined;
      failed?.reset();
      for (const { name, state, n } of counts) {
        if (state === 'failed') failed?.inc({ queue: name }, Number(n));
        else this.inc({ queue: name }, Number(n));
      }
    },
  });
  // Filled by the depth gauge's collect (one query for both); registered after it.
  new client.Gauge({
    name: 'contabil_job_queue_failed',
    help: 'Trabalhos que falharam de vez (guardados pela fila), por fila',
    labelNames: ['queue'] as const,
    registers: [registry],
  });

  new client.Gauge({
    name: 'contabil_emails',
    help: 'Mensagens da caixa de saída de e-mails, por situação (sent, failed, pending, kept)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const status of ['sent', 'failed', 'pending', 'kept']) this.set({ status }, 0);
      const counts = await rows<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from mail_outbox group by status`,
      ).catch(() => []);
      for (const { status, n } of counts) this.set({ status }, Number(n));
    },
  });

  const pool = (name: string, help: string, pick: (s: ReturnType<DatabaseHandle['poolStats']>) => number) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(database.poolStats()));
      },
    });
  pool('contabil_db_pool_in_use', 'Conexões do pool do banco em uso', (s) => s.inUse);
  pool('contabil_db_pool_waiting', 'Pedidos esperando uma conexão do pool do banco', (s) => s.waiting);
  pool('contabil_db_pool_max', 'Tamanho máximo do pool do banco (DATABASE_POOL_MAX)', (s) => s.max);

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!token) return reply.status(404).send({ error: { code: 'not_found', message: 'Não encontrado' } });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: { code: 'unauthorized', message: 'Token de métricas inválido' } });
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
