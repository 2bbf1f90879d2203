// The production start (issue 18), with the real built servers (apps/api/dist/server.js and
// apps/web/server.mjs) as an operator runs them:
//   - NODE_ENV=production and each unsafe setting in turn: the API and the web refuse to
//     start, with the setting's message;
//   - a complete production configuration (a fresh PostgreSQL database from
//     TEST_DATABASE_URL, S3 on an in-process s3rver, a fake SMTP server, Stripe test keys):
//     both start, answer /health/ready 200 and serve a page; the page's request id is in
//     the web's and the API's log lines; /metrics answers with its token only; a request
//     without Host answers 400;
//   - the web with NODE_ENV unset serves a page on loopback and says "development".
// Run by `npm test` (scripts/test.mjs) after the builds; alone: node --test scripts/ops/
/* global fetch */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildStale, root } from '../lib.mjs';
import { startFakeSmtp } from '../cluster/fake-smtp.mjs';
import { S3_BUCKET, S3_KEY, startS3 } from '../cluster/s3.mjs';

// Ports 3322-3329 unless told (OPS_TEST_PORT_BASE).
const base = Number(process.env.OPS_TEST_PORT_BASE ?? 3322);
const ports = { api: base, web: base + 1, smtp: base + 2, s3: base + 3, devWeb: base + 4, otlp: base + 5 };
const PG_URL = process.env.TEST_DATABASE_URL;
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const apiEntry = path.join(root, 'apps/api/dist/server.js');
const webEntry = path.join(root, 'apps/web/server.mjs');
const webCwd = path.join(root, 'apps/web');

const tmp = mkdtempSync(path.join(tmpdir(), 'contabil-ops-'));
const children = new Set();

/** Starts a server; `lines` collects its output lines (stdout and stderr). */
function start(entry, env, cwd = root) {
  const child = spawn(process.execPath, [entry, ...(entry === webEntry ? ['build/server/index.js'] : [])], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? tmp, TZ: 'UTC', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const proc = { child, lines: [], exited: null };
  proc.exit = new Promise((resolve) => {
    child.on('exit', (code) => {
      children.delete(child);
      proc.exited = code;
      resolve(code);
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk.toString();
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      proc.lines.push(...parts);
    });
  }
  return proc;
}

async function stop(proc) {
  if (proc.exited !== null) return;
  proc.child.kill('SIGTERM');
  await Promise.race([proc.exit, new Promise((r) => setTimeout(r, 15_000))]);
  if (proc.exited === null) proc.child.kill('SIGKILL');
}

async function waitFor(what, check, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const jsonLines = (proc) =>
  proc.lines.flatMap((line) => {
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });

/** A fake OpenTelemetry collector: every span posted to /v1/traces (OTLP/HTTP JSON), with its service. */
async function startCollector(port) {
  const spans = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      try {
        for (const resource of JSON.parse(Buffer.concat(chunks).toString('utf8')).resourceSpans ?? []) {
          const service = resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
          for (const scope of resource.scopeSpans)
            for (const span of scope.spans) spans.push({ ...span, service, path: req.url });
        }
      } catch {
        // Not JSON: counted as nothing.
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { spans, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A configuration that passes both guards, with the loopback services of this test. */
function completeEnv({ databaseUrl }) {
  const api = {
    NODE_ENV: 'production',
    API_HOST: '127.0.0.1',
    API_PORT: String(ports.api),
    DATA_DIR: path.join(tmp, 'api-data'),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(36).toString('base64url'),
    WEB_ORIGIN: 'https://app.contabil.example',
    API_PUBLIC_URL: 'https://api.contabil.example',
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_FROM: 'Contábil <nao-responda@contabil.example>',
    STORAGE_DRIVER: 's3',
    S3_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: S3_KEY,
    S3_FORCE_PATH_STYLE: 'true',
    STRIPE_SECRET_KEY: `sk_test_${randomBytes(24).toString('hex')}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
    METRICS_TOKEN,
    LOG_LEVEL: 'info',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${ports.otlp}`,
  };
  const web = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(ports.web),
    API_PUBLIC_URL: 'https://api.contabil.example',
    // The API inside the deployment; the browser's address above is not reachable here.
    API_INTERNAL_URL: `http://127.0.0.1:${ports.api}`,
    SITE_URL: 'https://www.contabil.example',
    METRICS_TOKEN,
    LOG_LEVEL: 'info',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${ports.otlp}`,
  };
  return { api, web };
}

before(async () => {
  // The same production builds `npm start` serves.
  await buildStale(['api', 'web']);
});

after(async () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

// The refusals run side by side: each process loads the whole API bundle before refusing.
describe('NODE_ENV=production refuses unsafe settings', { concurrency: 4 }, () => {
  const { api, web } = completeEnv({ databaseUrl: 'postgresql://contabil@db.internal:5432/contabil' });
  const apiCases = [
    ['the embedded database', { DATABASE_URL: undefined }, /DATABASE_URL: não definido — o banco embutido \(PGlite\)/],
    ['local disk storage', { STORAGE_DRIVER: 'local' }, /STORAGE_DRIVER: local — os arquivos ficariam no disco/],
    ['a localhost web origin', { WEB_ORIGIN: 'http://localhost:3000' }, /WEB_ORIGIN: http:\/\/localhost:3000 só é/],
    [
      'a 127.* API address',
      { API_PUBLIC_URL: 'http://127.0.0.1:3001' },
      /API_PUBLIC_URL: http:\/\/127\.0\.0\.1:3001 só/,
    ],
    ['no SMTP', { SMTP_URL: undefined }, /SMTP_URL: não definido — nenhum e-mail seria enviado/],
    ['sandbox payments', { PAYMENT_PROVIDER: 'sandbox' }, /PAYMENT_PROVIDER: sandbox — pagamentos de mentira/],
    ['a missing secret', { JWT_SECRET: undefined }, /JWT_SECRET: obrigatório em produção/],
    ['a short secret', { JWT_SECRET: 'curto-demais' }, /JWT_SECRET: precisa ter pelo menos 32 caracteres/],
    ['a short metrics token', { METRICS_TOKEN: 'curto' }, /METRICS_TOKEN: precisa ter pelo menos 32 caracteres/],
  ];
  for (const [what, change, message] of apiCases) {
    test(`API: ${what}`, async () => {
      const proc = start(apiEntry, { ...api, ...change });
      assert.equal(await proc.exit, 1);
      const output = proc.lines.join('\n');
      assert.match(output, /Configuração insegura para produção \(NODE_ENV=production\)/);
      assert.match(output, message);
      // Only that problem: the rest of the configuration is complete.
      assert.equal(proc.lines.filter((l) => l.startsWith('  - ')).length, 1, output);
    });
  }

  test('API: every problem in one message', async () => {
    const proc = start(apiEntry, { NODE_ENV: 'production', DATA_DIR: path.join(tmp, 'all') });
    assert.equal(await proc.exit, 1);
    const problems = proc.lines.filter((l) => l.startsWith('  - ')).map((l) => l.slice(4, l.indexOf(':')));
    assert.deepEqual(problems, [
      'DATABASE_URL',
      'STORAGE_DRIVER',
      'WEB_ORIGIN',
      'API_PUBLIC_URL',
      'SMTP_URL',
      'JWT_SECRET',
    ]);
  });

  test('API: ALLOW_SINGLE_NODE=true accepts the embedded database and local disk, and says so at start', async () => {
    const proc = start(apiEntry, {
      ...api,
      DATABASE_URL: undefined,
      STORAGE_DRIVER: 'local',
      ALLOW_SINGLE_NODE: 'true',
      API_PORT: String(ports.devWeb + 1),
      DATA_DIR: path.join(tmp, 'single-node'),
    });
    try {
      await waitFor('the single-node warning', async () =>
        jsonLines(proc).some((l) => /^ALLOW_SINGLE_NODE=true: um único servidor/.test(l.msg)),
      );
      assert.equal(proc.exited, null, proc.lines.join('\n'));
      assert.equal(jsonLines(proc).find((l) => l.msg.startsWith('ALLOW_SINGLE_NODE')).level, 40);
    } finally {
      await stop(proc);
    }
    // Still refused for what a single box does not excuse.
    const refused = start(apiEntry, {
      ...api,
      DATABASE_URL: undefined,
      ALLOW_SINGLE_NODE: 'true',
      SMTP_URL: undefined,
    });
    assert.equal(await refused.exit, 1);
    assert.deepEqual(
      refused.lines.filter((l) => l.startsWith('  - ')).map((l) => l.slice(4, l.indexOf(':'))),
      ['SMTP_URL'],
    );
  });

  const webCases = [
    ['a localhost API address', { API_PUBLIC_URL: undefined }, /API_PUBLIC_URL: http:\/\/localhost:3001 só é/],
    ['a 127.* site address', { SITE_URL: 'http://127.0.0.1:3000' }, /SITE_URL: http:\/\/127\.0\.0\.1:3000 só é/],
    ['a short metrics token', { METRICS_TOKEN: 'curto' }, /METRICS_TOKEN: precisa ter pelo menos 32 caracteres/],
  ];
  for (const [what, change, message] of webCases) {
    test(`web: ${what}`, async () => {
      const proc = start(webEntry, { ...web, ...change }, webCwd);
      assert.equal(await proc.exit, 1);
      const output = proc.lines.join('\n');
      assert.match(output, /Configuração insegura para produção \(NODE_ENV=production\)/);
      assert.match(output, message);
      assert.equal(proc.lines.filter((l) => l.startsWith('  - ')).length, 1, output);
    });
  }
});

describe('a complete production configuration', { skip: PG_URL ? false : 'TEST_DATABASE_URL is not set' }, () => {
  let admin;
  let dbName;
  let smtp;
  let s3;
  let collector;
  let api;
  let web;

  before(async () => {
    admin = new pg.Client({ connectionString: PG_URL });
    // A connection the server closes is an 'error' event: logged, not a crash of the runner.
    admin.on('error', (err) => console.error(`maintenance client: connection lost (${err.message})`));
    await admin.connect();
    dbName = `ops_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database "${dbName}"`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    smtp = await startFakeSmtp({ port: ports.smtp, minRefusals: 0, refuseForMs: 0, answerDelayMs: 0 });
    s3 = await startS3({ port: ports.s3, directory: path.join(tmp, 's3') });
    collector = await startCollector(ports.otlp);
    const env = completeEnv({ databaseUrl: url.toString() });
    api = start(apiEntry, env.api);
    web = start(webEntry, env.web, webCwd);
    const ready = (port) => async () => {
      if (api.exited !== null || web.exited !== null) {
        throw new Error(`a server exited:\n${api.lines.join('\n')}\n${web.lines.join('\n')}`);
      }
      return (await fetch(`http://127.0.0.1:${port}/health/ready`)).status === 200;
    };
    await waitFor('the API to be ready', ready(ports.api), 180_000);
    await waitFor('the web to be ready', ready(ports.web), 60_000);
  });

  after(async () => {
    if (api) await stop(api);
    if (web) await stop(web);
    await smtp?.close();
    await s3?.close();
    await collector?.close();
    if (admin) {
      await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
      await admin.end();
    }
  });

  test('both answer /health/live and /health/ready 200', async () => {
    for (const port of [ports.api, ports.web]) {
      assert.equal((await fetch(`http://127.0.0.1:${port}/health/live`)).status, 200);
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
      assert.equal(ready.status, 200);
    }
    const body = await (await fetch(`http://127.0.0.1:${ports.api}/health/ready`)).json();
    assert.equal(body.data.database, 'postgres');
    assert.equal(body.data.storage, 's3');
    assert.equal(body.data.migrations.applied, body.data.migrations.expected);
  });

  test('the web serves a page whose API call carries the page load request id', async () => {
    const requestId = `ops-test-${randomBytes(6).toString('hex')}`;
    const res = await fetch(`http://127.0.0.1:${ports.web}/tools/cnae?q=software`, {
      headers: { 'x-request-id': requestId },
    });
    const html = await res.text();
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-request-id'), requestId);
    assert.match(html, /<html lang="pt-BR"/);
    assert.match(html, /Desenvolvimento de programas de computador sob encomenda/);
    await waitFor(
      'the log lines',
      async () => jsonLines(api).some((l) => l.reqId === requestId && l.res?.statusCode === 200),
      10_000,
    ).catch((err) => {
      const seen = api.lines.slice(-4);
      throw new Error(`${err.message}; the API logged:\n${seen.join('\n')}`);
    });
    // The web writes its line when the response has finished, and the line crosses a pipe:
    // under load it can arrive after the API's, so it is waited for too.
    await waitFor('the web log line', async () => jsonLines(web).some((l) => l.req?.id === requestId), 10_000).catch(
      (err) => {
        throw new Error(`${err.message}; the web logged:\n${web.lines.slice(-4).join('\n')}`);
      },
    );
    const webLine = jsonLines(web).find((l) => l.req?.id === requestId);
    assert.equal(webLine.res.statusCode, 200);
    const apiLines = jsonLines(api).filter((l) => l.reqId === requestId);
    assert.ok(
      apiLines.some((l) => /^\/cnaes\?/.test(l.req?.url ?? '')),
      JSON.stringify(apiLines),
    );
  });

  test('/metrics answers with the token only, on both', async () => {
    for (const port of [ports.api, ports.web]) {
      const url = `http://127.0.0.1:${port}/metrics`;
      assert.equal((await fetch(url)).status, 401);
      assert.equal((await fetch(url, { headers: { authorization: 'Bearer outro-token' } })).status, 401);
      const res = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      assert.equal(res.status, 200);
      const body = await res.text();
      assert.match(body, /^http_request_duration_seconds_count\{method="GET",route="[^"]+",status_code="200"\} \d+/m);
      assert.match(body, /^process_resident_memory_bytes \d+/m);
    }
    const web = await (
      await fetch(`http://127.0.0.1:${ports.web}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    assert.match(
      web,
      /^http_request_duration_seconds_count\{method="GET",route="routes\/_institutional\/cnae-list",status_code="200"\} 1$/m,
    );
  });

  test('with OTEL_EXPORTER_OTLP_ENDPOINT, a page load is one trace: the web span is the parent of the API span', async () => {
    const res = await fetch(`http://127.0.0.1:${ports.web}/tools/cnae?q=padaria&token=segredo-ops`);
    assert.equal(res.status, 200);
    await res.text();
    let pair;
    await waitFor(
      'the spans of the page load (batched every 5 s)',
      async () => {
        const page = collector.spans.find(
          (s) =>
            s.service === 'contabil-web' &&
            s.kind === 2 &&
            s.attributes.some((a) => a.value.stringValue === '/tools/cnae'),
        );
        const call =
          page && collector.spans.find((s) => s.service === 'contabil-api' && s.parentSpanId === page.spanId);
        pair = call && { page, call };
        return Boolean(pair);
      },
      20_000,
    ).catch((err) => {
      throw new Error(
        `${err.message}; the collector has ${JSON.stringify(collector.spans.map((s) => [s.service, s.name]))}`,
      );
    });
    assert.equal(pair.call.traceId, pair.page.traceId);
    assert.equal(pair.page.path, '/v1/traces');
    assert.match(pair.page.name, /^GET /);
    // The API names its span by route pattern, and no span keeps a query (tokens travel in queries).
    const route = pair.call.attributes.find((a) => a.key === 'http.route')?.value.stringValue;
    assert.match(route ?? '', /^\/[\w/:-]+$/, JSON.stringify(pair.call));
    assert.ok(!JSON.stringify(collector.spans).includes('segredo-ops'));
    assert.ok(!JSON.stringify(collector.spans).includes('padaria'));
  });

  test('a request without a Host header answers 400, not 500', async () => {
    const answer = await new Promise((resolve, reject) => {
      const socket = net.connect(ports.web, '127.0.0.1', () => socket.write('GET / HTTP/1.0\r\n\r\n'));
      let data = '';
      socket.on('data', (c) => (data += c));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.[01] 400 /);
  });

  test('the web with NODE_ENV unset serves a page on loopback and says "development" first', async () => {
    const dev = start(
      webEntry,
      { PORT: String(ports.devWeb), API_PUBLIC_URL: `http://127.0.0.1:${ports.api}`, LOG_LEVEL: 'info' },
      webCwd,
    );
    try {
      await waitFor('the development web', async () => (await fetch(`http://localhost:${ports.devWeb}/`)).ok, 60_000);
      const res = await fetch(`http://localhost:${ports.devWeb}/tools/cnae?q=software`);
      assert.equal(res.status, 200);
      assert.match(await res.text(), /Desenvolvimento de programas de computador sob encomenda/);
      const first = jsonLines(dev)[0];
      assert.equal(first.msg, 'web starting (development)');
      assert.equal(first.host, 'localhost');
    } finally {
      await stop(dev);
    }
  });
});
