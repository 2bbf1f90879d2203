// `npm run test:cluster`: the product as a cluster on this one machine, and a scripted day
// through its load balancer.
//
//   haproxy (Debian's) ─┬─ web-1, web-2 (react-router-serve)
//                       └─ api-1 (works jobs), api-2, api-3 (WORKER=off)
//   worker (node apps/api/dist/worker.js)     fake SMTP (refuses first)     s3rver
//   PostgreSQL 127.0.0.1:5432: a fresh database per run, dropped at the end
//
// Mid-run api-1 and the worker are killed with SIGKILL and started again. The run asserts
// that every schedule made one NFS request this month, every e-mail of the outbox reached
// the SMTP server (at most twice), no job is stuck or failed, and every client call that
// was not in flight on the killed replica succeeded. Ends with `cluster: N passed, M failed`.
//
// Settings (environment, all optional): CLUSTER_PG_URL (a PostgreSQL maintenance
// database, default postgresql://postgres@127.0.0.1:5432/postgres), CLUSTER_COMPANIES (5),
// CLUSTER_TIMEOUT_SECONDS (330, the run after the build), CLUSTER_KEEP=1 (keep the temp
// folder with the logs and the database), CLUSTER_LOG_LEVEL (warn, the API's LOG_LEVEL).
/* global fetch, AbortSignal */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newestMtime, root } from '../lib.mjs';
import {
  classifyFailures,
  cronDoubleFires,
  failedJobs,
  jobCounts,
  matchMail,
  outboxRows,
  scheduleRequests,
  schemaExists,
  unfinishedJobs,
} from './checks.mjs';
import { ClusterClient } from './client.mjs';
import {
  NEW_PASSWORD,
  PASSWORD,
  accountantFinishes,
  backgroundTraffic,
  createSchedule,
  customerTrack,
  scheduleDay,
  signIn,
  signUpCustomer,
  uploadGuide,
} from './day.mjs';
import { startFakeSmtp } from './fake-smtp.mjs';
import { ensureHaproxy, haproxyStatus, readHaproxyLog, writeHaproxyConfig } from './haproxy.mjs';
import { Processes } from './processes.mjs';
import { S3_BUCKET, S3_KEY, startS3 } from './s3.mjs';
import { brasiliaDay, freePorts, monthKey, seconds, sleep, waitFor } from './util.mjs';

const startedAt = Date.now();
const say = (msg) => process.stdout.write(`[cluster] ${msg}\n`);
const COMPANIES = Number(process.env.CLUSTER_COMPANIES ?? 5);
const TIMEOUT_MS = Number(process.env.CLUSTER_TIMEOUT_SECONDS ?? 330) * 1000;
const BUILD_TIMEOUT_MS = 8 * 60 * 1000;
const KEEP = process.env.CLUSTER_KEEP === '1';
const PG_URL = process.env.CLUSTER_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const MAIL_FROM = 'Contábil Online <nao-responda@cluster.contabil.local>';
const MAIL_DOMAIN = /@([^>\s]+)>?\s*$/.exec(MAIL_FROM)[1];
const SMTP_REFUSE_MS = 20_000;
const SMTP_MIN_REFUSALS = 3;

// ---------------------------------------------------------------- results

const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok: Boolean(ok), detail });
  process.stdout.write(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail ? `: ${detail}` : ''}\n`);
};
const figures = {};
const dayErrors = [];

// ---------------------------------------------------------------- resources, always cleaned up

let tmp;
let procs;
let smtp;
let s3;
let admin; // pg client on the maintenance database
let db; // pg pool on the run's database
let dbName;
let finished = false;
let building = null; // the build's npm, while it runs

async function cleanup() {
  const steps = [
    ['build', async () => building?.kill('SIGTERM')],
    ['processes', async () => procs && (await procs.stopAll())],
    ['fake SMTP', async () => smtp && (await smtp.close())],
    ['S3', async () => s3 && (await s3.close())],
    ['database pool', async () => db && (await db.end())],
    [
      'database',
      async () => {
        if (!admin || !dbName) return;
        if (!KEEP) await admin.query(`drop database if exists "${dbName}" with (force)`);
        await admin.end();
      },
    ],
    ['temp folder', async () => tmp && !KEEP && rmSync(tmp, { recursive: true, force: true })],
  ];
  for (const [what, step] of steps) {
    try {
      await Promise.race([step(), sleep(15_000).then(() => Promise.reject(new Error('took over 15 s')))]);
    } catch (err) {
      process.stdout.write(`[cluster] clean-up of ${what} failed: ${err.message}\n`);
    }
  }
  if (KEEP && tmp) say(`kept ${tmp} and database ${dbName}`);
}

async function finish(code) {
  if (finished) return;
  finished = true;
  await cleanup();
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  process.stdout.write(`cluster: ${passed} passed, ${failed} failed\n`);
  process.exit(code !== 0 || failed > 0 || passed === 0 ? 1 : 0);
}

process.on('exit', () => {
  procs?.killAllNow();
  building?.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say(`${signal}: stopping everything`);
    check('run not interrupted', false, signal);
    void finish(130);
  });
}

// ---------------------------------------------------------------- build

async function buildWhenNeeded() {
  const contracts = path.join(root, 'packages/contracts/src');
  const inWeb = (...files) => files.map((f) => path.join(root, 'apps/web', f));
  const apiDist = path.join(root, 'apps/api/dist');
  const targets = [
    {
      name: 'api',
      sources: [path.join(root, 'apps/api/src'), path.join(root, 'apps/api/scripts/build.mjs'), contracts],
      output: path.join(apiDist, 'server.js'),
      // The worker entry appeared with the job queue: a dist without it is stale.
      stale: () =>
        existsSync(path.join(root, 'apps/api/src/worker.ts')) && !existsSync(path.join(apiDist, 'worker.js')),
    },
    {
      name: 'web',
      sources: [
        ...inWeb('app', 'content', 'public', 'vite.config.ts', 'react-router.config.ts', 'build-manifest-plugin.ts'),
        contracts,
      ],
      output: path.join(root, 'apps/web/build/server/index.js'),
      stale: () => false,
    },
  ];
  for (const t of targets) {
    const builtAt = existsSync(t.output) ? statSync(t.output).mtimeMs : 0;
    if (newestMtime(t.sources) > builtAt || t.stale()) {
      say(`building ${t.name}`);
      // Always a production build (like npm start), in a child the clean-up can stop.
      const code = await new Promise((resolve) => {
        building = spawn('npm', ['run', 'build', '-w', `apps/${t.name}`], {
          cwd: root,
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'production' },
        });
        building.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
      });
      building = null;
      if (code !== 0) throw new Error(`npm run build -w apps/${t.name} failed (exit ${code})`);
    }
  }
}

// ---------------------------------------------------------------- the cluster

async function httpOk(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
  await res.arrayBuffer();
  return res.ok;
}

/** Waits until `name` answers `url`, failing early when it exits. */
async function waitHealthy(name, url, timeoutMs) {
  await waitFor(
    `${name} at ${url}`,
    async () => {
      if (!procs.isRunning(name)) throw new Error(`${name} exited:\n${procs.tail(name, 15)}`);
      return httpOk(url);
    },
    { timeoutMs, intervalMs: 300 },
  ).catch((err) => {
    throw new Error(`${err.message}\n--- ${name} log:\n${procs.tail(name, 20)}`);
  });
}

async function main() {
  const haproxyBin = ensureHaproxy(say);
  const buildStart = Date.now();
  const buildWatchdog = setTimeout(() => {
    say(`the build took over ${BUILD_TIMEOUT_MS / 1000} s: stopping`);
    check('the build finished in time', false);
    void finish(1);
  }, BUILD_TIMEOUT_MS);
  await buildWhenNeeded();
  clearTimeout(buildWatchdog);
  figures.buildMs = Date.now() - buildStart;

  // From here on the run is bounded: past the deadline everything stops and the run fails.
  const runStart = Date.now();
  const watchdog = setTimeout(() => {
    if (finished) return;
    say(`the run took over ${TIMEOUT_MS / 1000} s: stopping`);
    check(`the run finished within ${TIMEOUT_MS / 1000} s`, false);
    printFigures();
    void finish(1);
  }, TIMEOUT_MS);
  watchdog.unref();
  const deadline = runStart + TIMEOUT_MS;
  const left = () => Math.max(1000, deadline - Date.now());

  tmp = mkdtempSync(path.join(os.tmpdir(), 'contabil-cluster-'));
  procs = new Processes(tmp);
  const [lbApi, lbWeb, lbStats, smtpPort, s3Port, ...replicaPorts] = await freePorts(10);
  const apiPorts = replicaPorts.slice(0, 3);
  const webPorts = replicaPorts.slice(3, 5);
  const apiUrl = `http://127.0.0.1:${lbApi}`;
  const webUrl = `http://127.0.0.1:${lbWeb}`;

  // Database: fresh, dropped at the end.
  // A connection the server closes (an idle one in the pool, or the maintenance client) is
  // an 'error' event: said, not a crash of the run. The pool opens a new connection for the
  // next check; a check that cannot reach the database fails on its own.
  const connectionLost = (what) => (err) => say(`${what}: connection lost (${err.message})`);
  admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  admin.on('error', connectionLost('maintenance client'));
  await admin.connect();
  dbName = `contabil_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin.query(`create database "${dbName}"`);
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${dbName}`;
  db = new pg.Pool({ connectionString: dbUrl.toString(), max: 3, connectionTimeoutMillis: 5000 });
  db.on('error', connectionLost('database pool'));
  say(`database ${dbName}; temp folder ${tmp}`);

  smtp = await startFakeSmtp({ port: smtpPort, minRefusals: SMTP_MIN_REFUSALS, refuseForMs: SMTP_REFUSE_MS });
  s3 = await startS3({ port: s3Port, directory: path.join(tmp, 's3') });

  const unexpected = (name, code, signal) => say(`${name} exited unexpectedly (code ${code}, signal ${signal})`);
  const apiEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? tmp,
    TZ: process.env.TZ ?? 'UTC',
    NODE_ENV: 'development',
    SEED_DEMO: 'never',
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
    API_HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    DATABASE_URL: dbUrl.toString(),
    JWT_SECRET: randomBytes(36).toString('base64url'),
    WEB_ORIGIN: webUrl,
    API_PUBLIC_URL: apiUrl,
    SMTP_URL: smtp.url,
    MAIL_FROM,
    STORAGE_DRIVER: 's3',
    S3_BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: S3_KEY,
    S3_FORCE_PATH_STYLE: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    CNPJ_LOOKUP: 'off',
    SIGN_IN_MAX_PER_IP: '100000',
    // The background traffic signs up about a hundred people from 127.0.0.1.
    SIGN_UP_MAX_PER_IP: '100000',
    // The job queue: every periodic job each minute, failed e-mails retried after 1 s.
    JOB_CRON_NFS_SCHEDULES: '* * * * *',
    JOB_CRON_DOCUMENTS: '* * * * *',
    JOB_CRON_STORAGE_CLEANUP: '* * * * *',
    MAIL_RETRY_DELAY_SECONDS: '1',
    // Before the queue: the same jobs on timers in every API process.
    NFS_SCHEDULER_INTERVAL_MS: '60000',
    DOCUMENT_JOBS_INTERVAL_MS: '60000',
    STORAGE_CLEANUP_INTERVAL_MS: '60000',
  };
  const node = process.execPath;
  const apiSpec = (i) => ({
    command: node,
    args: ['apps/api/dist/server.js'],
    cwd: root,
    env: { ...apiEnv, API_PORT: String(apiPorts[i]), ...(i === 0 ? {} : { WORKER: 'off' }) },
    onUnexpectedExit: unexpected,
  });
  const workerEntry = path.join(root, 'apps/api/dist/worker.js');
  const hasWorker = existsSync(workerEntry);
  const webSpec = (i) => ({
    command: node,
    args: [path.join(root, 'node_modules/@react-router/serve/bin.js'), 'build/server/index.js'],
    cwd: path.join(root, 'apps/web'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? tmp,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(webPorts[i]),
      API_PUBLIC_URL: apiUrl,
    },
    onUnexpectedExit: unexpected,
  });

  // api-1 first: it migrates and loads the reference data; then everything else at once.
  const bootStart = Date.now();
  procs.start('api-1', apiSpec(0));
  await waitHealthy('api-1', `http://127.0.0.1:${apiPorts[0]}/health`, Math.min(150_000, left()));
  procs.start('api-2', apiSpec(1));
  procs.start('api-3', apiSpec(2));
  if (hasWorker) {
    procs.start('worker', { command: node, args: [workerEntry], cwd: root, env: apiEnv, onUnexpectedExit: unexpected });
  }
  procs.start('web-1', webSpec(0));
  procs.start('web-2', webSpec(1));
  await Promise.all([
    waitHealthy('api-2', `http://127.0.0.1:${apiPorts[1]}/health`, Math.min(90_000, left())),
    waitHealthy('api-3', `http://127.0.0.1:${apiPorts[2]}/health`, Math.min(90_000, left())),
    waitHealthy('web-1', `http://127.0.0.1:${webPorts[0]}/robots.txt`, Math.min(90_000, left())),
    waitHealthy('web-2', `http://127.0.0.1:${webPorts[1]}/robots.txt`, Math.min(90_000, left())),
  ]);
  const haproxyCfg = path.join(tmp, 'haproxy.cfg');
  const apiServers = apiPorts.map((port, i) => ({ name: `api-${i + 1}`, port }));
  const webServers = webPorts.map((port, i) => ({ name: `web-${i + 1}`, port }));
  writeHaproxyConfig(haproxyCfg, {
    binary: haproxyBin,
    apiPort: lbApi,
    webPort: lbWeb,
    statsPort: lbStats,
    apiServers,
    webServers,
  });
  procs.start('haproxy', {
    command: haproxyBin,
    args: ['-db', '-f', haproxyCfg],
    cwd: tmp,
    env: { PATH: process.env.PATH },
    onUnexpectedExit: unexpected,
  });
  const allUp = async () => {
    const status = await haproxyStatus(lbStats);
    const names = [...apiServers.map((s) => `api/${s.name}`), ...webServers.map((s) => `web/${s.name}`)];
    return names.every((n) => status[n] === 'UP');
  };
  await waitFor('haproxy to see every replica up', allUp, { timeoutMs: Math.min(20_000, left()), intervalMs: 250 });
  if (hasWorker && !procs.isRunning('worker')) throw new Error(`the worker exited:\n${procs.tail('worker', 20)}`);
  figures.bootMs = Date.now() - bootStart;
  say(
    `cluster up in ${seconds(figures.bootMs)}: API ${apiUrl}, web ${webUrl}, ${hasWorker ? 'with' : 'WITHOUT'} a worker process`,
  );
  check(
    'worker-only process (apps/api/dist/worker.js) exists and started',
    hasWorker && procs.isRunning('worker'),
    hasWorker ? '' : 'apps/api/dist/worker.js is missing',
  );

  // ---------------------------------------------------------------- the scripted day
  const client = new ClusterClient({ apiUrl, webUrl });
  const dayStart = Date.now();
  const monthAtStart = monthKey(brasiliaDay());
  const step = async (what, fn) => {
    try {
      return await fn();
    } catch (err) {
      dayErrors.push(`${what}: ${err.message}`);
      say(`scripted day: ${what} failed: ${err.message}`);
      return undefined;
    }
  };

  // Our accountant: a system administrator made with the create-admin script, like a deployment would.
  const adminEmail = `contador.${randomBytes(3).toString('hex')}@cluster.contabil.local`;
  const made = spawnSync(
    node,
    ['apps/api/dist/create-admin.js', '--email', adminEmail, '--password', PASSWORD, '--name', 'Contadora do Cluster'],
    {
      cwd: root,
      env: apiEnv,
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr || made.stdout}`);
  const adminToken = await step('admin sign-in', () => signIn(client, adminEmail));

  const home = await client.web('GET', '/');
  if (!home.ok) dayErrors.push(`web home: ${home.error}`);
  const plans = await step('plans', () => client.must('GET', '/plans'));
  // The services plan (the MEI plan is only for an individual microentrepreneur).
  const planId = (plans?.data ?? []).find((p) => p.slug === 'servicos')?.id;
  if (!planId) dayErrors.push('no "servicos" plan on offer');

  const customers = (
    await Promise.all(
      Array.from({ length: COMPANIES }, (_, i) => step(`sign-up ${i + 1}`, () => signUpCustomer(client, i + 1))),
    )
  ).filter(Boolean);
  const tracked = (
    await Promise.all(
      customers.map((c) => step(`track of ${c.n}`, () => customerTrack(client, c, planId).then(() => c))),
    )
  ).filter(Boolean);
  const activeCustomers = [];
  for (const c of tracked) {
    if (await step(`accountant for ${c.n}`, () => accountantFinishes(client, adminToken, c).then(() => true))) {
      activeCustomers.push(c);
    }
  }
  say(`${customers.length} sign-ups, ${activeCustomers.length} companies active`);

  // Monthly NFS requests due today (two per company).
  const scheduleIds = [];
  for (const c of activeCustomers) {
    for (const k of [1, 2]) {
      const id = await step(`schedule ${c.n}-${k}`, () => createSchedule(client, c, scheduleDay(k), k));
      if (id) scheduleIds.push(id);
    }
  }
  const today = brasiliaDay();
  if (today.day > 12) {
    // The product's days are 1-12; past the 12th, the schedules stand for ones made at the
    // start of the month whose day has come: active since the 1st (Brasília).
    await db.query(
      `update nfs_schedules set active_since = (date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')
        where id = any($1)`,
      [scheduleIds],
    );
    say(`today is day ${today.day}: schedules on days 11 and 12, active since the 1st`);
  }

  // Tax guides due in three days, one per company and a second for the first.
  const guides = [];
  for (const [i, c] of activeCustomers.entries()) {
    for (const k of i === 0 ? [1, 2] : [1]) {
      const guide = await step(`guide ${c.n}-${k}`, () => uploadGuide(client, adminToken, c, k));
      if (guide) guides.push(guide);
    }
  }
  // A password reset (and one for an unknown address: accepted, no e-mail).
  const resetCustomer = activeCustomers[0];
  if (resetCustomer) {
    await step('password reset', () =>
      client.must('POST', '/auth/password-reset', { body: { email: resetCustomer.email }, expect: [202] }),
    );
  }
  await step('password reset of an unknown e-mail', () =>
    client.must('POST', '/auth/password-reset', { body: { email: 'ninguem@cluster.exemplo.com.br' }, expect: [202] }),
  );
  for (const page of ['/app/login', '/robots.txt']) {
    const res = await client.web('GET', page);
    if (!res.ok) dayErrors.push(`web ${page}: ${res.error}`);
  }
  figures.dayMs = Date.now() - dayStart;
  say(`scripted day done in ${seconds(figures.dayMs)}: ${scheduleIds.length} schedules, ${guides.length} guides`);

  // ---------------------------------------------------------------- kills
  const kills = [];
  const traffic = backgroundTraffic(client, activeCustomers.length ? activeCustomers : customers);
  const trafficStart = client.calls.length;
  await sleep(2000);
  // The moment: while a process that works jobs is delivering an e-mail (up to 10 s for one).
  figures.killedMidDelivery = await waitFor('a delivery under way', () => smtp.state.inProgress > 0, {
    timeoutMs: 10_000,
    intervalMs: 20,
  }).then(
    () => true,
    () => false,
  );
  say(`kill -9 api-1 and the worker${figures.killedMidDelivery ? ', in the middle of an SMTP delivery' : ''}`);
  const killing = [procs.kill9('api-1').then((at) => kills.push({ name: 'api-1', server: 'api-1', at }))];
  if (hasWorker) killing.push(procs.kill9('worker').then((at) => kills.push({ name: 'worker', server: null, at })));
  await Promise.all(killing);
  if (await schemaExists(db, 'pgboss')) {
    const { rows } = await db.query(
      `select count(*) filter (where state = 'active')::int as active, count(*) filter (where state = 'retry')::int as retry
         from pgboss.job where name not like '\\_\\_pgboss%'`,
    );
    figures.jobsAtKill = rows[0];
  }
  await sleep(3000);
  procs.start('api-1');
  if (hasWorker) procs.start('worker');
  let restarted = true;
  try {
    await waitHealthy('api-1', `http://127.0.0.1:${apiPorts[0]}/health`, Math.min(60_000, left()));
    await waitFor('haproxy to see api-1 up again', async () => (await haproxyStatus(lbStats))['api/api-1'] === 'UP', {
      timeoutMs: Math.min(15_000, left()),
      intervalMs: 250,
    });
  } catch (err) {
    restarted = false;
    say(err.message);
  }
  const restartedAt = Date.now();
  await sleep(4000);
  const { signUps: trafficSignUps } = await traffic.stop();
  figures.trafficCalls = client.calls.length - trafficStart;
  figures.trafficSignUps = trafficSignUps;

  // ---------------------------------------------------------------- waiting for the jobs and the mail
  const month = monthKey(brasiliaDay());
  const waitStart = Date.now();
  const reminderCount = async () =>
    (await db.query(`select count(*)::int as n from mail_outbox where subject like 'Lembrete: a guia%'`)).rows[0].n;
  const settled = async () => {
    const requests = await scheduleRequests(db, month);
    const schedulesDone = requests.length > 0 && requests.every((r) => r.requests >= 1);
    const reminders = await reminderCount();
    const rows = await outboxRows(db);
    const { perRow } = matchMail(rows, smtp.state.accepted, MAIL_DOMAIN);
    const delivered = perRow.every((r) => r.deliveries > 0);
    return schedulesDone && reminders >= guides.length && delivered;
  };
  let settledOk = true;
  try {
    await waitFor('every schedule to run, every reminder to be written and every e-mail to arrive', settled, {
      timeoutMs: Math.min(150_000, left() - 60_000),
      intervalMs: 1000,
    });
  } catch (err) {
    settledOk = false;
    say(err.message);
  }
  figures.waitMs = Date.now() - waitStart;

  // The reset link, from the e-mail as the SMTP server got it, works through the load balancer.
  let resetWorked = false;
  let resetDetail = 'no reset e-mail arrived';
  if (resetCustomer) {
    const mail = smtp.state.accepted.find(
      (m) => m.to.includes(resetCustomer.email.toLowerCase()) && /reset=/.test(m.text),
    );
    const token = mail && /reset=([^\s&"'<>]+)/.exec(mail.text)?.[1];
    if (token) {
      const confirm = await client.api('POST', '/auth/password-reset/confirm', {
        body: { token: decodeURIComponent(token), password: NEW_PASSWORD },
        expect: [204],
      });
      const again = confirm.ok
        ? await client.api('POST', '/auth/sign-in', { body: { email: resetCustomer.email, password: NEW_PASSWORD } })
        : confirm;
      resetWorked = confirm.ok && again.ok;
      resetDetail = resetWorked ? 'new password accepted' : (again.error ?? confirm.error);
    }
  }

  // A guide's bytes come back from S3 through the customer's download link.
  let s3Ok = false;
  let s3Detail = 'no guide';
  // Not the customer whose password was reset: the reset ended that customer's sessions.
  const guide = guides.find((g) => g.companyId !== resetCustomer?.companyId) ?? guides[0];
  const owner = guide && activeCustomers.find((c) => c.companyId === guide.companyId);
  if (guide && owner) {
    const link = await client.api('GET', `/download/${guide.key}?companyId=${guide.companyId}`, { token: owner.token });
    if (link.ok) {
      const res = await fetch(link.body.data.url, { signal: AbortSignal.timeout(10_000) });
      const bytes = Buffer.from(await res.arrayBuffer());
      s3Ok = res.ok && bytes.subarray(0, 5).toString('latin1') === '%PDF-';
      s3Detail = `download link → ${res.status}, ${bytes.length} bytes`;
    } else s3Detail = link.error;
  }

  // Jobs: whatever was queued before now must finish (bounded), then nothing may be left.
  const queue = await schemaExists(db, 'pgboss');
  let stuck = [];
  if (queue) {
    const before = new Date();
    try {
      await waitFor('the queue to drain', async () => (stuck = await unfinishedJobs(db, before)).length === 0, {
        timeoutMs: Math.min(60_000, Math.max(5000, left() - 20_000)),
        intervalMs: 1000,
      });
    } catch {
      // reported below
    }
  }

  // ---------------------------------------------------------------- assertions
  const endOfRun = Date.now();
  figures.runMs = endOfRun - runStart;
  say('assertions');

  check('scripted day: every step succeeded', dayErrors.length === 0, dayErrors.slice(0, 5).join(' | '));
  check(
    `${COMPANIES} sign-ups became active companies through the migration track`,
    activeCustomers.length === COMPANIES,
    `${activeCustomers.length} active`,
  );

  const requests = await scheduleRequests(db, month);
  const wrong = requests.filter((r) => r.requests !== 1);
  check(
    `every schedule produced exactly one NFS request for ${month}`,
    requests.length === COMPANIES * 2 && requests.length === scheduleIds.length && wrong.length === 0,
    `${requests.length} schedules, ${requests.filter((r) => r.requests === 1).length} with one request` +
      (wrong.length ? `; wrong: ${wrong.map((r) => `${r.id.slice(0, 8)}=${r.requests}`).join(', ')}` : '') +
      (month !== monthAtStart ? ` (the month changed during the run: ${monthAtStart} -> ${month})` : ''),
  );

  const rows = await outboxRows(db);
  const { perRow, strangers } = matchMail(rows, smtp.state.accepted, MAIL_DOMAIN);
  const missing = perRow.filter((r) => r.deliveries === 0);
  const twice = perRow.filter((r) => r.deliveries === 2);
  const tooMany = perRow.filter((r) => r.deliveries > 2);
  const reminders = rows.filter((r) => r.subject.startsWith('Lembrete: a guia'));
  const resets = rows.filter((r) => r.subject === 'Redefinição de senha');
  const remindersPerEmail = (email) => reminders.filter((r) => r.to === email).length;
  const guidesPerEmail = (email) => guides.filter((g) => g.email === email).length;
  const reminderGaps = activeCustomers.filter((c) => remindersPerEmail(c.email) !== guidesPerEmail(c.email));
  check(
    'one due-date reminder per guide was written to the outbox',
    guides.length > 0 && reminders.length === guides.length && reminderGaps.length === 0,
    `${reminders.length} reminders for ${guides.length} guides`,
  );
  check(
    'one password-reset e-mail was written (none for the unknown address)',
    resets.length === 1,
    `${resets.length}`,
  );
  const resetAndReminders = perRow.filter((r) => reminders.includes(r.row) || resets.includes(r.row));
  check(
    'every reminder and reset e-mail reached the SMTP server (by Message-ID)',
    resetAndReminders.length > 0 && resetAndReminders.every((r) => r.deliveries > 0),
    `${resetAndReminders.filter((r) => r.deliveries > 0).length}/${resetAndReminders.length}`,
  );
  check(
    'every e-mail of the outbox reached the SMTP server',
    rows.length > 0 && missing.length === 0,
    `${rows.length - missing.length}/${rows.length} delivered` +
      (missing.length
        ? `; missing: ${missing
            .slice(0, 4)
            .map(
              (r) =>
                `${r.messageId} "${r.row.subject}" ${r.row.error ? `(error: ${String(r.row.error).slice(0, 80)})` : ''}`,
            )
            .join(', ')}`
        : ''),
  );
  check(
    'no e-mail delivered more than twice (twice: a worker killed right after the SMTP accepted)',
    rows.length > 0 && tooMany.length === 0,
    `${twice.length} twice${twice.length ? ` (${twice.map((r) => `${r.messageId} "${r.row.subject}"`).join(', ')})` : ''}, ${tooMany.length} more than twice`,
  );
  check(
    'every message the SMTP server accepted is an outbox row (Message-ID <outbox id@domain>)',
    strangers.length === 0 && smtp.state.accepted.length > 0,
    strangers.length
      ? `${strangers.length} unknown, e.g. ${strangers
          .slice(0, 3)
          .map((m) => `${m.messageId} "${m.subject}"`)
          .join(', ')}`
      : `${smtp.state.accepted.length} accepted`,
  );
  const unsent = rows.filter((r) => !r.sent_at || (r.status !== undefined && r.status !== 'sent'));
  check('every outbox row is marked sent', rows.length > 0 && unsent.length === 0, `${unsent.length} not sent`);
  check(
    `the SMTP server refused the first attempts (${SMTP_MIN_REFUSALS}+ and for ${SMTP_REFUSE_MS / 1000} s) and the mail still arrived`,
    smtp.state.refusals >= SMTP_MIN_REFUSALS && missing.length === 0 && rows.length > 0,
    `${smtp.state.refusals} refusals (${smtp.state.refusalsByKind.mailFrom421}×421 at MAIL FROM, ${smtp.state.refusalsByKind.data451}×451 after DATA)`,
  );
  check('the reset link from the e-mail sets a new password', resetWorked, resetDetail);
  check('a guide uploaded to S3 downloads through its signed link', s3Ok, s3Detail);

  if (!queue) {
    check('no job left stuck (pg-boss)', false, 'no pgboss schema: the product has no job queue');
    check('no job failed (pg-boss)', false, 'no pgboss schema');
    check('each cron schedule fired once per minute for the whole cluster', false, 'no pgboss schema');
  } else {
    check(
      'no job left stuck: nothing queued before the end is still created/retry/active',
      stuck.length === 0,
      stuck.length
        ? stuck
            .slice(0, 5)
            .map(
              (j) =>
                `${j.name} ${j.state} since ${new Date(j.startedOn ?? j.createdOn).toISOString()} (retries ${j.retryCount})`,
            )
            .join('; ')
        : '',
    );
    const failedList = await failedJobs(db);
    check(
      'no job failed',
      failedList.length === 0,
      failedList
        .slice(0, 5)
        .map((j) => `${j.name}: ${JSON.stringify(j.output)?.slice(0, 120)}`)
        .join('; '),
    );
    const cron = await cronDoubleFires(db);
    const expectedCrons = cron.schedules.length >= 3;
    check(
      'each cron schedule fired once per minute for the whole cluster (not once per replica)',
      expectedCrons && cron.doubles.length === 0 && cron.fired.length > 0,
      `${cron.schedules.map((s) => `${s.name} "${s.cron}"`).join(', ') || 'no schedules'}; ` +
        `${cron.fired.map((f) => `${f.name}: ${f.jobs} jobs in ${f.minutes} minutes`).join(', ')}` +
        (cron.doubles.length ? `; doubled: ${cron.doubles.map((d) => `${d.name} ×${d.n}`).join(', ')}` : ''),
    );
    figures.jobs = await jobCounts(db);
  }

  const haproxyLog = readHaproxyLog(path.join(tmp, 'haproxy.log'));
  const { excused, unexcused } = classifyFailures(client.calls, haproxyLog.requests, kills);
  check(
    'every client call that was not in flight on the killed replica succeeded',
    unexcused.length === 0 && client.calls.length > 0,
    `${client.calls.length} calls, ${excused.length} failed in flight on the killed replica, ${unexcused.length} other failures` +
      (unexcused.length
        ? `: ${unexcused
            .slice(0, 5)
            .map(
              (c) =>
                `${c.id} ${c.method} ${c.path} -> ${c.error?.slice(0, 120)} [${c.haproxy ? `${c.haproxy.server} ${c.haproxy.status} ${c.haproxy.termination} retries ${c.haproxy.retries}` : 'no haproxy line'}]`,
            )
            .join(' | ')}`
        : ''),
  );
  const afterRestart = haproxyLog.requests.filter(
    (l) => l.server === 'api-1' && l.at > restartedAt && l.status > 0 && l.status < 500,
  );
  check(
    'the killed API replica came back and served through the load balancer',
    restarted && afterRestart.length > 0,
    `${afterRestart.length} answers from api-1 after its restart`,
  );
  if (hasWorker) {
    check(
      'the killed worker came back and kept running',
      procs.isRunning('worker'),
      procs.isRunning('worker') ? '' : procs.tail('worker', 10),
    );
  }
  const died = procs.unexpectedExits();
  check(
    'no process died on its own',
    died.length === 0,
    died.map((d) => `${d.name} code ${d.code} signal ${d.signal}`).join(', '),
  );
  check('the run settled in time', settledOk, '');

  // ---------------------------------------------------------------- figures
  Object.assign(figures, {
    calls: client.calls.length,
    apiCalls: client.calls.filter((c) => c.tier === 'api').length,
    webCalls: client.calls.filter((c) => c.tier === 'web').length,
    haproxyRequests: haproxyLog.requests.length,
    retriedByHaproxy: haproxyLog.requests.filter((l) => l.retries > 0).length,
    perServer: countBy(haproxyLog.requests, (l) => l.server),
    stateChanges: haproxyLog.stateChanges.map((s) => `${s.server} ${s.state}`).join(', '),
    excused: excused.map((c) => `${c.id} ${c.method} ${c.path} ${c.error?.slice(0, 80)}`),
    mailExpected: rows.length,
    mailDelivered: perRow.filter((r) => r.deliveries > 0).length,
    mailDuplicated: twice.length + tooMany.length,
    smtpAttempts: smtp.state.attempts,
    smtpRefusals: smtp.state.refusals,
    smtpAccepted: smtp.state.accepted.length,
    kills: kills.map((k) => k.name),
    killsSurvived: kills.filter((k) => (k.name === 'worker' ? procs.isRunning('worker') : restarted)).length,
    schedules: requests.length,
    nfsRequests: requests.reduce((sum, r) => sum + r.requests, 0),
    guides: guides.length,
    signUps: customers.length + (figures.trafficSignUps ?? 0),
  });
  printFigures();
  if (results.some((r) => !r.ok)) printLogTails();
}

function countBy(list, key) {
  const out = {};
  for (const item of list) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

function printFigures() {
  const f = figures;
  const line = (label, value) => value !== undefined && process.stdout.write(`  ${label.padEnd(22)} ${value}\n`);
  say('figures');
  line(
    'duration',
    `${seconds(Date.now() - startedAt)} (build ${seconds(f.buildMs ?? 0)}, boot ${seconds(f.bootMs ?? 0)}, day ${seconds(f.dayMs ?? 0)}, waiting for jobs and mail ${seconds(f.waitMs ?? 0)}, run ${seconds(f.runMs ?? 0)})`,
  );
  line(
    'requests made',
    f.calls !== undefined
      ? `${f.calls} client calls (${f.apiCalls} API, ${f.webCalls} web; ${f.trafficCalls} during the kills), ${f.haproxyRequests} requests in haproxy's log, ${f.retriedByHaproxy} retried by haproxy`
      : undefined,
  );
  line(
    'per replica',
    f.perServer
      ? Object.entries(f.perServer)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')
      : undefined,
  );
  line('sign-ups', f.signUps);
  line(
    'schedules / requests',
    f.schedules !== undefined ? `${f.schedules} schedules, ${f.nfsRequests} NFS requests this month` : undefined,
  );
  line('guides', f.guides);
  line(
    'e-mails',
    f.mailExpected !== undefined
      ? `${f.mailExpected} expected (outbox), ${f.mailDelivered} delivered, ${f.mailDuplicated} duplicated`
      : undefined,
  );
  line(
    'SMTP',
    f.smtpAttempts !== undefined
      ? `${f.smtpAttempts} attempts, ${f.smtpRefusals} refused, ${f.smtpAccepted} accepted`
      : undefined,
  );
  line(
    'kills survived',
    f.kills
      ? `${f.killsSurvived}/${f.kills.length} (${f.kills.join(', ')}; ` +
          `${f.killedMidDelivery ? 'during an SMTP delivery' : 'no SMTP delivery was under way'}` +
          `${f.jobsAtKill ? `, jobs left active ${f.jobsAtKill.active}, retrying ${f.jobsAtKill.retry}` : ''})`
      : undefined,
  );
  line('haproxy saw', f.stateChanges || undefined);
  line('excused failures', f.excused?.length ? f.excused.join(' | ') : f.excused ? 'none' : undefined);
  line('jobs', f.jobs ? f.jobs.map((j) => `${j.name}/${j.state} ${j.n}`).join(', ') || 'none' : undefined);
}

function printLogTails() {
  if (!procs) return;
  for (const name of procs.names()) {
    if (name === 'haproxy') continue;
    const tail = procs.tail(name, 12).trim();
    if (tail) process.stdout.write(`--- last lines of ${name}:\n${tail}\n`);
  }
}

try {
  await main();
  await finish(0);
} catch (err) {
  say(`the run stopped: ${err instanceof Error ? err.message : String(err)}`);
  check('the cluster ran to the end', false, err instanceof Error ? err.message.split('\n')[0] : String(err));
  printFigures();
  printLogTails();
  await finish(1);
}
