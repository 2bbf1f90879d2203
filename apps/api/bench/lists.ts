// `npm run bench` (second part): the transactions list as the history grows. On PostgreSQL
// (BENCH_POSTGRES_URL, a server where a throw-away database is created and dropped) one
// company grows to 10k, 100k and 1M transactions beside 100 other companies with 10,000
// each; on PGlite (a throw-away data folder) to BENCH_PGLITE_SIZES (100k). At each size:
// the first page and a page deep in the history (cursor) at a fixed rate (p50/p99), the
// capacity (as fast as 20 connections go), the same SQL timed alone on one connection
// (PostgreSQL), and at the end the OFX import of 10,000 transactions into the grown
// company. The machine's load average is printed with every table: the figures are
// loopback figures on a shared machine.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir, cpus } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { LEGAL_DOCUMENTS_VERSION } from '@contabil/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../src/db/client.js';
import { tokenHolderState } from '../src/modules/access/access.repository.js';
import { unfilteredPage } from '../src/modules/bank-statements/bank-statements.repository.js';
import { buildOfx, manyTransactions } from '../src/modules/bank-statements/ofx-files.test-support.js';
import { benchProductionEnv } from '../../../scripts/bench-env.mjs';
import { attributeTail, type CallRecord } from './tail-attribution.js';

const apiRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.BENCH_PORT ?? 3901);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_LIST_SECONDS ?? 10);
const pgServer = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const pgSizes = (process.env.BENCH_POSTGRES_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const pgliteSizes = (process.env.BENCH_PGLITE_SIZES ?? '100000').split(',').map(Number);
const pgRate = Number(process.env.BENCH_POSTGRES_RATE ?? 200);
const pgliteRate = Number(process.env.BENCH_PGLITE_RATE ?? 50);
const otherCompanies = Number(process.env.BENCH_OTHER_COMPANIES ?? 100);
// BENCH_PROBE=on: bench/probe.mjs runs inside the API and every steady measure prints where
// its tail went (tail-attribution.ts). BENCH_STEADY_ONLY=on: only the steady measures.
const probeFile = process.env.BENCH_PROBE === 'on' ? path.join(tmpdir(), `bench-probe-${process.pid}.json`) : '';
const steadyOnly = process.env.BENCH_STEADY_ONLY === 'on';
// BENCH_FIRST_AGAIN=on: the first page is measured once more after the cursor page, to tell
// the first page's own cost from being measured first (right after the bulk load).
const firstAgain = process.env.BENCH_FIRST_AGAIN === 'on';
// BENCH_DIST=<folder under apps/api>: run that build (e.g. a copy of main's dist/, for a
// before/after pair run back to back) instead of building dist/ now.
const distFolder = process.env.BENCH_DIST ?? '';
// BENCH_DATABASE_PREFIX: the throw-away database's name starts with it (a shared server: one's
// own prefix); BENCH_KEEP_DATABASE=on leaves it behind (to EXPLAIN its data afterwards).
const databasePrefix = process.env.BENCH_DATABASE_PREFIX ?? 'bench_';
const keepDatabase = process.env.BENCH_KEEP_DATABASE === 'on';

const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} cores`;

function sh(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: apiRoot, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

async function startApi(env: Record<string, string>): Promise<ChildProcess> {
  const probe = probeFile ? ['--import', './bench/probe.mjs'] : [];
  const server = spawn(process.execPath, [...probe, `${distFolder || 'dist'}/server.js`], {
    cwd: apiRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...benchProductionEnv({ webPort: port - 1, apiPort: port, secret: 'bench-only-secret-bench-only-secret-000' }),
      ...(probeFile ? { BENCH_PROBE_FILE: probeFile } : {}),
      // The bench logs warnings only; BENCH_API_LOG_LEVEL=info measures production's default
      // (two lines a request, to /dev/null here).
      ...(process.env.BENCH_API_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL } : {}),
      ...env,
    },
  });
  // PGlite migrates and seeds a fresh folder first: minutes on a busy machine.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stopApi(server);
  throw new Error('API did not become healthy in time');
}

async function stopApi(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

async function post(url: string, body: unknown, authorization?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ data: Record<string, string> }>;
}

/** A user with a company; the bearer header and the company id. */
async function tenant(): Promise<{ authorization: string; companyId: string }> {
  const email = `bench-${Date.now()}@exemplo.com.br`;
  const password = 'senha-de-bench-123';
  await post(`${base}/users`, { name: 'Bench', email, password, acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION });
  const { data } = await post(`${base}/auth/sign-in`, { email, password });
  const authorization = `Bearer ${data.accessToken}`;
  const company = await post(`${base}/companies`, { cnpj: '11222333000181' }, authorization);
  return { authorization, companyId: company.data.id ?? '' };
}

/** Uploads `count` new transactions (FITIDs `prefix…`) and answers the wall time in ms. */
async function uploadOfx(
  who: { authorization: string; companyId: string },
  count: number,
  prefix: string,
  start = '2020-01-01',
) {
  const file = buildOfx([
    {
      accountId: '10000-0',
      transactions: manyTransactions(count, start).map((row) => ({ ...row, fitId: `${prefix}${row.fitId}` })),
    },
  ]);
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'application/x-ofx' }), 'extrato.ofx');
  const started = performance.now();
  const res = await fetch(`${base}/bank-statements/ofx/upload?companyId=${who.companyId}`, {
    method: 'POST',
    headers: { authorization: who.authorization },
    body: form,
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`OFX upload: ${res.status} ${body}`);
  return ms;
}

/**
 * The API process's CPU time so far in ms (user + system, from /proc; Linux only, else
 * null): divided by the calls served, a figure that other processes on the machine
 * change little, unlike the latencies.
 */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are the 14th and 15th fields of the line (the 12th and 13th after the name).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's side while a measure runs (the bench database's server processes, from
 * /proc: the server is on this machine): the CPU ms of the API pool's backends and of the
 * job queue's (application_name contabil-jobs and contabil-worker), and which backends there are, to count the
 * connections opened and closed meanwhile. A backend that exits during the measure takes
 * its CPU with it (hence the count beside it).
 */
let serverSide: { client: pg.Client; name: string } | null = null;

/**
 * CPU ms of each backend of the bench's database, by pid, for the API's pool and for the job
 * queue's connections (application_name `contabil-…`). A measure takes the difference per
 * backend: one that closed during the measure took its CPU with it and is left out (the
 * opened/closed column says when), one that opened counts from zero.
 */
async function backendCpu() {
  if (!serverSide) return null;
  const { rows } = await serverSide.client.query<{ pid: number; app: string }>(
    `select pid, application_name as app from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    [serverSide.name],
  );
  const api = new Map<number, number>();
  const queue = new Map<number, number>();
  for (const row of rows) (row.app.startsWith('contabil-') ? queue : api).set(row.pid, cpuMs(row.pid) ?? 0);
  return { api, queue };
}

/** CPU ms the backends spent between two readings, over those alive at the second. */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** The API's CPU ms per call during the measure (null: not measurable here). */
  cpuPerCall: number | null;
  /**
   * Steady rate only: p99 of how late the generator itself reached a call (its own event
   * loop, on the same cores as the API and the database); a latency counts this lateness.
   */
  generatorLateP99?: number;
  /** PostgreSQL only: the API pool's backends' CPU ms per call, the job queue's backends' CPU ms per second, connections opened / closed. */
  server?: { cpuPerCall: number; queueCpuPerSecond: number; opened: number; closed: number };
}

async function cannon(url: string, authorization: string, pid: number | undefined, rate?: number): Promise<Measured> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    headers: { authorization },
    ...(rate ? { overallRate: rate } : {}),
  });
  const cpuAfter = cpuMs(pid);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerCall:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

/**
 * The list at a steady rate: call i leaves at start + i / rate (open loop, as users arrive),
 * on at most 20 kept-alive connections, and its latency counts from when it was due to leave,
 * so a call that waited for a free connection counts its wait (no coordinated omission).
 * autocannon's `overallRate` is not this: each connection sends its share of a second as
 * fast as it can when the second starts, so 200 req/s arrive as one burst of 200 calls on 20
 * connections every second, and its p99 measures the burst (decision 017).
 */
async function steady(url: string, authorization: string, pid: number | undefined, rate: number): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const records: CallRecord[] = [];
  const tag = `bench-${Date.now()}-`;
  const epoch = (t: number) => performance.timeOrigin + t;
  const generatorLoop = monitorEventLoopDelay({ resolution: 1 });
  let errors = 0;
  const call = (due: number, index: number) =>
    new Promise<void>((resolve) => {
      const record: CallRecord = {
        id: `${tag}${index}`,
        due: epoch(due),
        called: epoch(performance.now()),
        socket: 0,
        end: 0,
      };
      const request = http.get(url, { agent, headers: { authorization, 'x-request-id': record.id } }, (response) => {
        response.resume();
        response.on('end', () => {
          const ended = performance.now();
          if (response.statusCode === 200) {
            latencies.push(ended - due);
            record.end = epoch(ended);
            records.push(record);
          } else errors += 1;
          resolve();
        });
      });
      request.once('socket', () => {
        record.socket = epoch(performance.now());
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  if (probeFile) await drainProbe(pid);
  const serverBefore = await backendCpu();
  const cpuBefore = cpuMs(pid);
  generatorLoop.enable();
  const start = performance.now();
  const calls: Promise<void>[] = [];
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    for (; sent < total && start + sent * interval <= now; sent += 1) calls.push(call(start + sent * interval, sent));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + sent * interval - performance.now())));
  }
  await Promise.all(calls);
  const elapsed = (performance.now() - start) / 1000;
  generatorLoop.disable();
  const cpuAfter = cpuMs(pid);
  const serverAfter = await backendCpu();
  agent.destroy();
  if (probeFile)
    attributeTail(records, await drainProbe(pid), {
      p99: generatorLoop.percentile(99) / 1e6,
      max: generatorLoop.max / 1e6,
    });
  latencies.sort((a, b) => a - b);
  const at = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    p50: at(0.5),
    p99: at(0.99),
    rps: Math.round(latencies.length / elapsed),
    errors,
    cpuPerCall: cpuBefore === null || cpuAfter === null || total === 0 ? null : (cpuAfter - cpuBefore) / total,
    generatorLateP99: round(
      records.map((record) => record.called - record.due).sort((a, b) => a - b)[Math.floor(0.99 * records.length)] ?? 0,
    ),
    ...(serverBefore && serverAfter
      ? {
          server: {
            cpuPerCall: round(cpuBetween(serverBefore.api, serverAfter.api) / total),
            queueCpuPerSecond: round(cpuBetween(serverBefore.queue, serverAfter.queue) / elapsed),
            opened: [...serverAfter.api.keys()].filter((p) => !serverBefore.api.has(p)).length,
            closed: [...serverBefore.api.keys()].filter((p) => !serverAfter.api.has(p)).length,
          },
        }
      : {}),
  };
}

/** BENCH_PROBE=on: asks bench/probe.mjs in the API to write what it kept since the last ask. */
async function drainProbe(pid: number | undefined) {
  rmSync(probeFile, { force: true });
  if (pid) process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(probeFile); i += 1) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 100));
  return JSON.parse(readFileSync(probeFile, 'utf8')) as Parameters<typeof attributeTail>[1];
}

/**
 * The API's own time for one call: p50 of 300 calls one after the other on one connection
 * (no queue in front of it), to hold against the same queries timed alone (sqlAlone).
 * Without `authorization` (the HTTP floor, `GET /health/live`) no token is sent.
 */
async function apiAlone(url: string, authorization?: string): Promise<number> {
  // node:http on one kept-alive socket, as the steady generator calls: undici's fetch added
  // its own time on the client's side to every call.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent, headers: authorization ? { authorization } : {} }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject);
    });
  const times: number[] = [];
  try {
    for (let i = 0; i < 300; i += 1) {
      const started = performance.now();
      await once();
      times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return times[150] ?? 0;
}

/**
 * The statements one list call sends (the token holder with the caller's role in the
 * company; the page with the bank data version), timed alone on one connection (p50 / p99
 * of the sum). The totals are kept by data version and not recomputed here.
 *
 * Like with like: the very statements the API prepares (its repositories' own, built
 * through drizzle on this connection), sent as drizzle sends them to pg (the same name,
 * text, array rows and type parsers: dates and timestamps stay text), one after the other
 * as the API's auth hook and handler send them, with the token's own session id. Only
 * drizzle's and the API's mapping of the rows is left out: that is the API's part. (Until
 * 2026-11-28 this sent hand-copied texts with pg's default object rows and Date parsing,
 * which cost this side 0.1-0.2 ms a call that the API does not spend.)
 */
async function sqlAlone(
  client: pg.Client,
  companyId: string,
  userId: string,
  familyId: string | null,
  after: { postedOn: string; id: string } | null,
) {
  const onThisConnection = drizzle(client, { casing: 'snake_case' }) as unknown as Database;
  // drizzle's prepared query keeps what it sends to pg in these (private) fields.
  const sent = (statement: unknown, values: Record<string, unknown>) => {
    const { queryConfig, params } = statement as { queryConfig: pg.QueryConfig; params: unknown[] };
    return { queryConfig, values: fillPlaceholders(params, values) };
  };
  const statements = [
    sent(tokenHolderState(onThisConnection), { userId, familyId, companyId }),
    sent(unfilteredPage(onThisConnection, after ? 'after' : 'first'), {
      companyId,
      limit: 51,
      offset: 0,
      afterDate: after?.postedOn ?? null,
      afterId: after?.id ?? null,
    }),
  ];
  const times: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const started = performance.now();
    for (const { queryConfig, values } of statements) await client.query(queryConfig, values);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[150] ?? 0, p99: times[296] ?? 0 };
}

/** What BENCH_STEADY_ONLY=on prints for the measures it skips. */
const skipped: Measured = { p50: 0, p99: 0, rps: 0, errors: 0, cpuPerCall: null };

const round = (value: number) => Math.round(value * 100) / 100;

async function measureSize(
  label: string,
  pid: number | undefined,
  who: { authorization: string; companyId: string },
  rate: number,
  deepCursor: string | null,
  sql: { p50: number; p99: number } | null,
  sqlDeep: { p50: number; p99: number } | null,
) {
  const first = `${base}/bank-statements/transactions?companyId=${who.companyId}&limit=50`;
  // Warm the totals of this version (the first call after a change computes them).
  await fetch(first, { headers: { authorization: who.authorization } });
  const rows: Record<string, string | number>[] = [];
  const fixed = await steady(first, who.authorization, pid, rate);
  const bursts = steadyOnly ? skipped : await cannon(first, who.authorization, pid, rate);
  const capacity = steadyOnly ? skipped : await cannon(first, who.authorization, pid);
  const alone = steadyOnly ? 0 : await apiAlone(first, who.authorization);
  // The HTTP floor in the same minute: a call through the same server, hooks and socket that
  // sends no statement and a tiny answer. What a list call cannot go below over HTTP here.
  const floor = steadyOnly ? 0 : await apiAlone(`${base}/health/live`);
  rows.push({
    list: `${label} first page`,
    'fixed rate/s': rate,
    'p50 ms': fixed.p50,
    'p99 ms': fixed.p99,
    'generator late p99 ms': fixed.generatorLateP99 ?? '-',
    'achieved req/s': fixed.rps,
    'p99 ms, autocannon bursts': bursts.p99,
    'capacity req/s': capacity.rps,
    'API alone p50 ms': round(alone),
    'SQL alone p50/p99 ms': sql ? `${round(sql.p50)} / ${round(sql.p99)}` : '-',
    'API alone / SQL alone': sql ? round(alone / Math.max(sql.p50, 0.01)) : '-',
    'HTTP floor p50 ms': round(floor),
    'ratio if the API added only the floor': sql ? round((sql.p50 + floor) / Math.max(sql.p50, 0.01)) : '-',
    'API CPU ms/call': fixed.cpuPerCall === null ? '-' : round(fixed.cpuPerCall),
    ...serverColumns(fixed),
    errors: fixed.errors + bursts.errors + capacity.errors,
  });
  if (deepCursor) {
    const deep = `${first}&cursor=${deepCursor}`;
    const fixedDeep = await steady(deep, who.authorization, pid, rate);
    const burstsDeep = steadyOnly ? skipped : await cannon(deep, who.authorization, pid, rate);
    const aloneDeep = steadyOnly ? 0 : await apiAlone(deep, who.authorization);
    rows.push({
      list: `${label} page in the middle (cursor)`,
      'fixed rate/s': rate,
      'p50 ms': fixedDeep.p50,
      'p99 ms': fixedDeep.p99,
      'generator late p99 ms': fixedDeep.generatorLateP99 ?? '-',
      'achieved req/s': fixedDeep.rps,
      'p99 ms, autocannon bursts': burstsDeep.p99,
      'capacity req/s': '-',
      'API alone p50 ms': round(aloneDeep),
      'SQL alone p50/p99 ms': sqlDeep ? `${round(sqlDeep.p50)} / ${round(sqlDeep.p99)}` : '-',
      'API alone / SQL alone': sqlDeep ? round(aloneDeep / Math.max(sqlDeep.p50, 0.01)) : '-',
      'API CPU ms/call': fixedDeep.cpuPerCall === null ? '-' : round(fixedDeep.cpuPerCall),
      ...serverColumns(fixedDeep),
      errors: fixedDeep.errors + burstsDeep.errors,
    });
  }
  if (firstAgain) {
    const again = await steady(first, who.authorization, pid, rate);
    rows.push({
      list: `${label} first page, again (after the cursor)`,
      'fixed rate/s': rate,
      'p50 ms': again.p50,
      'p99 ms': again.p99,
      'generator late p99 ms': again.generatorLateP99 ?? '-',
      'achieved req/s': again.rps,
      'API CPU ms/call': again.cpuPerCall === null ? '-' : round(again.cpuPerCall),
      ...serverColumns(again),
      errors: again.errors,
    });
  }
  return rows;
}

const serverColumns = (measured: Measured): Record<string, string | number> =>
  measured.server
    ? {
        'PG CPU ms/call': measured.server.cpuPerCall,
        'pgboss CPU ms/s': measured.server.queueCpuPerSecond,
        'PG conns opened/closed': `${measured.server.opened}/${measured.server.closed}`,
      }
    : {};

const cursorOf = (postedOn: string, id: string) => Buffer.from(JSON.stringify([postedOn, id])).toString('base64url');

async function benchPostgres() {
  const name = `${databasePrefix}${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(pgServer);
  url.pathname = `/${name}`;
  const server = await startApi({ DATABASE_URL: url.toString() });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  serverSide = { client: db, name };
  const table: Record<string, string | number>[] = [];
  const imports: Record<string, string | number>[] = [];
  try {
    const who = await tenant();
    imports.push({
      import: 'OFX 10,000 transactions into an empty company',
      ms: Math.round(await uploadOfx(who, 10_000, 'A')),
    });
    const { rows: users } = await db.query<{ user_id: string }>(
      'select user_id from company_memberships where company_id = $1',
      [who.companyId],
    );
    const userId = users[0]?.user_id ?? '';
    // The session (refresh-token family) the bench's token names, as the API's token check asks.
    const { rows: families } = await db.query<{ family_id: string }>(
      'select family_id from refresh_tokens where user_id = $1 order by created_at desc limit 1',
      [userId],
    );
    const familyId = families[0]?.family_id ?? null;
    // 100 other companies with 10,000 transactions each, copied from the bench company's rows.
    await db.query(
      `insert into companies
       select (jsonb_populate_record(null::companies, to_jsonb(c) || jsonb_build_object('id', gen_random_uuid(), 'cnpj', null, 'name', 'Outra ' || g))).*
       from companies c, generate_series(1, $2::int) g where c.id = $1`,
      [who.companyId, otherCompanies],
    );
    await db.query(
      `insert into bank_accounts
       select (jsonb_populate_record(null::bank_accounts, to_jsonb(a) || jsonb_build_object('id', gen_random_uuid(), 'company_id', o.id))).*
       from bank_accounts a, companies o where a.company_id = $1 and o.id <> $1`,
      [who.companyId],
    );
    await db.query(
      `insert into bank_transactions (company_id, account_id, source, fit_id, content_key, dedupe_by, posted_on, amount_cents, description, counterpart_key)
       select a.company_id, a.id, 'ofx', 'O' || g, 'o-' || g, 'fit', date '2020-01-01' + (g / 30), (case when g % 7 = 0 then 1 else -1 end) * (1000 + (g::bigint * 7919) % 500000),
              'PAGAMENTO FORNECEDOR ' || (g % 89), 'PAGAMENTO FORNECEDOR'
       from bank_accounts a, generate_series(1, 10000) g where a.company_id <> $1`,
      [who.companyId],
    );
    const { rows: accounts } = await db.query<{ id: string }>('select id from bank_accounts where company_id = $1', [
      who.companyId,
    ]);
    let current = 10_000;
    for (const size of pgSizes) {
      for (let from = current; from < size; from += 100_000) {
        const to = Math.min(size, from + 100_000);
        await db.query(
          `insert into bank_transactions (company_id, account_id, source, fit_id, content_key, dedupe_by, posted_on, amount_cents, description, counterpart_key)
           select $1, $2, 'ofx', 'S' || g, 's-' || g, 'fit', date '2000-01-01' + (g / 60), (case when g % 7 = 0 then 1 else -1 end) * (1000 + (g::bigint * 7919) % 500000),
                  'PIX RECEBIDO CLIENTE ' || (g % 97), 'PIX RECEBIDO CLIENTE'
           from generate_series($3::int, $4::int - 1) g`,
          [who.companyId, accounts[0]?.id, from, to],
        );
      }
      current = Math.max(current, size);
      // The bulk load leaves hint bits to set, a visibility map to build and half a gigabyte of
      // WAL: without this, PostgreSQL's WAL-triggered checkpoints (every ~12 s at the default
      // max_wal_size) and the first reads' page writes land inside the measure. A table in use
      // is not in the middle of a million-row load.
      await db.query('vacuum analyze bank_transactions');
      await db.query('checkpoint').catch(() => undefined); // needs a superuser (or pg_checkpoint)
      const { rows: middle } = await db.query<{ posted_on: string; id: string }>(
        `select posted_on::text, id from bank_transactions where company_id = $1 order by posted_on desc, id desc offset $2 limit 1`,
        [who.companyId, Math.floor(size / 2)],
      );
      const mid = middle[0] ? { postedOn: middle[0].posted_on, id: middle[0].id } : null;
      const sql = await sqlAlone(db, who.companyId, userId, familyId, null);
      const sqlDeep = mid ? await sqlAlone(db, who.companyId, userId, familyId, mid) : null;
      console.log(`  PostgreSQL, ${size.toLocaleString('en')} transactions: ${load()}`);
      const measured = await measureSize(
        `PG ${size / 1000}k`,
        server.pid,
        who,
        pgRate,
        mid && cursorOf(mid.postedOn, mid.id),
        sql,
        sqlDeep,
      );
      console.table(measured);
      table.push(...measured);
    }
    imports.push({
      import: `OFX 10,000 transactions into the company with ${current.toLocaleString('en')} (+${otherCompanies} companies x 10,000)`,
      ms: Math.round(await uploadOfx(who, 10_000, 'Z', '2030-01-01')),
    });
  } finally {
    serverSide = null;
    await db.end();
    await stopApi(server);
    if (keepDatabase) console.log(`  kept database ${name}`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  return { table, imports };
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lists-'));
  // An API that never became healthy must not leave its data folder behind.
  const server = await startApi({ DATA_DIR: dataDir }).catch((err: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  const table: Record<string, string | number>[] = [];
  const imports: Record<string, string | number>[] = [];
  try {
    const who = await tenant();
    imports.push({
      import: 'PGlite: OFX 10,000 transactions into an empty company',
      ms: Math.round(await uploadOfx(who, 10_000, 'A')),
    });
    let current = 10_000;
    for (const size of pgliteSizes) {
      for (; current < size; current += 10_000)
        await uploadOfx(who, 10_000, `P${current}-`, `${2000 + current / 10_000}-01-01`);
      console.log(`  PGlite, ${size.toLocaleString('en')} transactions: ${load()}`);
      // The middle of the history by walking cursors of 200 would take long: a cursor of a mid date instead.
      const midCursor = cursorOf(`${2000 + Math.floor(size / 20_000)}-01-01`, 'ffffffff-ffff-4fff-bfff-ffffffffffff');
      const measured = await measureSize(`PGlite ${size / 1000}k`, server.pid, who, pgliteRate, midCursor, null, null);
      console.table(measured);
      table.push(...measured);
    }
  } finally {
    await stopApi(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { table, imports };
}

// Always (about half a second): a bench of a stale dist/ measures code that is gone.
if (!distFolder) await sh('node', ['scripts/build.mjs']);
console.log(`\nLists as the history grows (${seconds} s per measure, 20 connections; start: ${load()})`);
const postgres = process.env.BENCH_POSTGRES === 'off' ? null : await benchPostgres();
const pglite = process.env.BENCH_PGLITE === 'off' ? null : await benchPglite();
console.log(`\nGET /bank-statements/transactions (end: ${load()})`);
console.table([...(postgres?.table ?? []), ...(pglite?.table ?? [])]);
console.table([...(postgres?.imports ?? []), ...(pglite?.imports ?? [])]);
const all = [...(postgres?.table ?? []), ...(pglite?.table ?? [])];
if (probeFile) rmSync(probeFile, { force: true });
if (all.some((row) => Number(row.errors) > 0)) process.exitCode = 1;
