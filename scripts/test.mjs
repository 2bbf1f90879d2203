// `npm test`: every test of the repo, in order, with one total at the end.
//   contracts and web unit tests, API tests on PGlite, the same API tests on PostgreSQL
//   when TEST_DATABASE_URL is set and reachable, then the Playwright journeys in Chromium.
//   The suites run one after the other: on two busy cores, the web unit tests beside the
//   contracts and Luca's evaluation took 403 s instead of 441 s, and one of their findByRole
//   waits timed out (issue 16). The last lines are the total time and
//   `tests: N passed, N failed, N skipped`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root, run } from './lib.mjs';

const startedAt = Date.now();
const reports = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
const results = [];

async function vitest(name, workspace, env = {}) {
  const file = path.join(reports, `${name}.json`);
  console.log(`\n=== ${name}`);
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      cwd: path.join(root, workspace),
      env: { ...process.env, ...env },
    },
  );
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  results.push({
    name,
    code,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    failures: (report?.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((t) => t.status === 'failed')
        .map((t) => `${path.relative(root, file.name)} › ${t.fullName}${because(t.failureMessages?.[0])}`),
    ),
  });
}

// Luca's CNAE engine on 40 of the evaluation intents (apps/api/eval), in PGlite. The
// threshold is the target for the whole set, top-3 >= 85%: on 40 intents it passes
// with up to 6 outside the top 3, where the subset has 1 today (97.5%), so a change that
// loses six more fails the run, and noise from one or two borderline intents does not. The
// full figures: `npm run eval:luca`.
async function lucaEvaluation() {
  console.log('\n=== Luca evaluation (subset)');
  const code = await run('npx', ['tsx', 'eval/luca-eval.ts', '--subset', '40', '--min-top3', '85'], {
    cwd: path.join(root, 'apps/api'),
    env: { ...process.env, TEST_DATABASE_URL: '' },
  });
  results.push({
    name: 'luca evaluation (subset)',
    code,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
  });
}

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (err) {
    console.log(`PostgreSQL at TEST_DATABASE_URL is not reachable: ${err.message}`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0) {
    console.log('Chromium is missing: install it with `sudo apt-get install -y chromium`.');
    return false;
  }
  console.log('Installing Debian chromium for the end-to-end tests (about a minute)…');
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
  if ((await run('apt-get', ['update', '-qq'], quiet)) !== 0) return false;
  return (await run('apt-get', ['install', '-y', '-qq', 'chromium'], quiet)) === 0;
}

async function playwright() {
  const file = path.join(reports, 'e2e.json');
  console.log('\n=== web end-to-end (Chromium)');
  if (!(await ensureChromium())) {
    results.push({ name: 'web end-to-end', code: 1, passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  const stats = report?.stats;
  const outcomes = playwrightOutcomes(report?.suites ?? []);
  results.push({
    name: 'web end-to-end',
    code,
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats ? stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0) : 1,
    skipped: stats?.skipped ?? 0,
    failures: outcomes.filter((t) => t.outcome === 'unexpected').map((t) => t.title),
    flaky: outcomes.filter((t) => t.outcome === 'flaky').map((t) => t.title),
  });
}

// The first line of a failure's message, for the summary (the whole one is in the log above).
function because(message) {
  const line = String(message ?? '')
    // eslint-disable-next-line no-control-regex -- the colour codes of a terminal report
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim());
  return line ? `\n         because: ${line.trim().slice(0, 240)}` : '';
}

// Every test of a Playwright JSON report with its outcome (expected, unexpected, flaky, skipped).
function playwrightOutcomes(suites, titles = []) {
  return suites.flatMap((suite) => {
    const trail = suite.title ? [...titles, suite.title] : titles;
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        (spec.tests ?? []).map((test) => ({
          title: [...trail, spec.title].join(' › ') + because(test.results?.find((r) => r.error)?.error?.message),
          outcome: test.status,
        })),
      ),
      ...playwrightOutcomes(suite.suites ?? [], trail),
    ];
  });
}

// Operations (issue 18): the built servers started as an operator does, node's test runner
// (scripts/ops/*.test.mjs): the production guard's refusals, a complete production start
// (PostgreSQL from TEST_DATABASE_URL, S3, SMTP), readiness, metrics and the request id.
async function operations() {
  const file = path.join(reports, 'ops.tap');
  console.log('\n=== operations (production start)');
  const code = await run(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${file}`,
      'scripts/ops/deploy-files.test.mjs',
      'scripts/ops/production.test.mjs',
    ],
    { cwd: root, env: process.env },
  );
  const tap = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  results.push({
    name: 'operations',
    code,
    passed: count('pass'),
    failed: count('fail') + (code !== 0 && count('fail') === 0 ? 1 : 0),
    skipped: count('skipped'),
  });
}

// The product as a cluster (haproxy, 2 web, 3 API, a worker, S3, an SMTP server that
// refuses at first) through a scripted day with kills: scripts/cluster/run.mjs. Its last
// line says `cluster: N passed, M failed`.
async function cluster(pgUrl) {
  console.log('\n=== cluster (haproxy, replicas, kills)');
  let last = '';
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/cluster/run.mjs')], {
      cwd: root,
      env: { ...process.env, CLUSTER_PG_URL: pgUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = chunk.toString().trim().split('\n');
      last = lines.findLast((l) => l.startsWith('cluster:')) ?? last;
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  const counts = /cluster: (\d+) passed, (\d+) failed/.exec(last);
  results.push({
    name: 'cluster',
    code,
    passed: counts ? Number(counts[1]) : 0,
    failed: counts ? Number(counts[2]) + (code !== 0 && counts[2] === '0' ? 1 : 0) : 1,
    skipped: 0,
  });
}

// Each suite's own time goes beside its counts in the summary: the 45-minute budget is
// spent by suite, and the summary says where.
async function timed(work) {
  const started = Date.now();
  const before = results.length;
  await work();
  for (const r of results.slice(before)) r.seconds = Math.round((Date.now() - started) / 1000);
}

await timed(() => vitest('contracts', 'packages/contracts'));
// The API suites run two workers that each keep one process from file to file
// (apps/api/vitest.config.ts, isolate: false; decision 022): every file still opens its own
// database from the run's template and builds its own app.
await timed(() => vitest('api (PGlite)', 'apps/api', { TEST_DATABASE_URL: '' }));
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl && (await postgresReachable(pgUrl))) {
  await timed(() => vitest('api (PostgreSQL)', 'apps/api', { TEST_DATABASE_URL: pgUrl }));
} else {
  console.log('\n=== api (PostgreSQL): not run (set TEST_DATABASE_URL to a reachable server to run it)');
}
await timed(lucaEvaluation);
await timed(() => vitest('web unit', 'apps/web'));
if (existsSync(path.join(root, 'apps/web/playwright.config.ts'))) await timed(playwright);
await timed(operations);
if (pgUrl && (await postgresReachable(pgUrl))) {
  await timed(() => cluster(pgUrl));
} else {
  console.log('\n=== cluster: not run (it needs PostgreSQL: set TEST_DATABASE_URL to a reachable server)');
}

const total = results.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped` +
      (r.seconds === undefined
        ? ''
        : ` (${Math.floor(r.seconds / 60)} min ${String(r.seconds % 60).padStart(2, '0')} s)`),
  );
  // Named here, at the end, so that the last lines of a long log say what failed.
  for (const title of r.failures ?? []) console.log(`       failed: ${title}`);
  for (const title of r.flaky ?? []) console.log(`       flaky (passed on retry): ${title}`);
}
const seconds = Math.round((Date.now() - startedAt) / 1000);
console.log(`total time: ${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
