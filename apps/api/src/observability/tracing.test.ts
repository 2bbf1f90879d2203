import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { sendAndSettle, workDefinition } from '../test/jobs.js';
import { openTestJobQueue, testConfig } from '../test/test-app.js';
import { openTestDatabase } from '../test/test-database.js';
import { startTracing, type Tracing } from './tracing.js';

interface ExportedSpan {
  traceId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** A fake OpenTelemetry collector: keeps every span posted to /v1/traces (OTLP/HTTP JSON). */
const received: { path: string; services: string[]; spans: ExportedSpan[] }[] = [];
let collector: Server;
let database: DatabaseHandle;
let jobs: JobQueue;
let app: App;
let tracing: Tracing | null;

beforeAll(async () => {
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue: string } }[] };
          scopeSpans: { spans: ExportedSpan[] }[];
        }[];
      };
      for (const resource of body.resourceSpans) {
        received.push({
          path: req.url ?? '',
          services: resource.resource.attributes
            .filter((a) => a.key === 'service.name')
            .map((a) => a.value.stringValue),
          spans: resource.scopeSpans.flatMap((scope) => scope.spans),
        });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  tracing = await startTracing(
    { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_SERVICE_NAME: 'contabil-api-teste' },
    'contabil-api',
  );
  database = await openTestDatabase();
  jobs = await openTestJobQueue(database);
  app = await buildApp({ config: testConfig(), database, jobs, tracing, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await jobs.stop(1000);
  await database.close();
  await new Promise((resolve) => collector.close(resolve));
  // The workers run the next test files in this process (vitest.config.ts, isolate: false):
  // they start without a global tracer, context manager or propagator, as the product does.
  trace.disable();
  context.disable();
  propagation.disable();
});

test('off without OTEL_EXPORTER_OTLP_ENDPOINT: nothing is started', async () => {
  expect(await startTracing({}, 'contabil-api')).toBeNull();
});

test('a request continues the caller trace (traceparent) and a job run has its span, both sent to the collector', async () => {
  expect(tracing).not.toBeNull();
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const callerSpan = '00f067aa0ba902b7';
  const res = await app.inject({
    method: 'GET',
    url: '/cnaes/6201501?token=segredo-123',
    headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
  });
  // This database has no reference data: the route answers its 404 envelope, traced all the same.
  expect(res.statusCode).toBe(404);
  // Probes are not traced.
  expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);

  let ran = 0;
  await workDefinition(jobs, { name: 'tracing-probe', queue: {}, cron: null, run: async () => void (ran += 1) });
  expect((await sendAndSettle(jobs, 'tracing-probe')).state).toBe('completed');
  expect(ran).toBe(1);

  await tracing!.shutdown(); // flushes the batch
  expect(received.every((batch) => batch.path === '/v1/traces')).toBe(true);
  expect(new Set(received.flatMap((batch) => batch.services))).toEqual(new Set(['contabil-api-teste']));
  const spans = received.flatMap((batch) => batch.spans);
  const requestSpans = spans.filter((span) => span.traceId === traceId);
  expect(requestSpans.length).toBeGreaterThanOrEqual(1);
  // The request's outermost span is the caller's child, and names the route, not the URL.
  const root = requestSpans.find((span) => span.parentSpanId === callerSpan);
  expect(root).toBeDefined();
  expect(JSON.stringify(root!.attributes)).toContain('/cnaes/:code');
  // The path is kept, never the query (tokens travel in queries).
  expect(JSON.stringify(requestSpans)).toContain('/cnaes/6201501');
  expect(JSON.stringify(spans)).not.toContain('segredo-123');
  expect(spans.some((span) => JSON.stringify(span.attributes).includes('/health/live'))).toBe(false);
  const job = spans.find((span) => span.name === 'job tracing-probe');
  expect(job).toBeDefined();
  expect(job!.traceId).not.toBe(traceId);
});
