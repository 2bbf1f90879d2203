// `npm run bench -w apps/web` (first part): a city page served from the web server's page
// cache against a static file of the same server, in the same run, and the ratio (the goal:
// at least half). Starts the API and the web with `scripts/start.mjs` on loopback ports
// (PAGE_BENCH_PORT, 3334, and the next) with a throw-away embedded database. The machine's
// load average is printed with the table.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir, cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchProductionEnv } from '../../../scripts/bench-env.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webPort = Number(process.env.PAGE_BENCH_PORT ?? 3334);
const apiPort = webPort + 1;
const webUrl = `http://127.0.0.1:${webPort}`;
const seconds = Number(process.env.PAGE_BENCH_SECONDS ?? 10);
const CITY = '/contabilidade-em/sao-paulo-sp';
const STATIC = '/favicon.svg';
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} cores`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'page-bench-'));
const servers = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    ...benchProductionEnv({ webPort, apiPort, secret: 'page-bench-only-secret-000000000000000' }),
    DATA_DIR: dataDir,
  },
});

async function waitFor(url, deadline) {
  while (Date.now() < deadline) {
    if (servers.exitCode !== null) throw new Error(`scripts/start.mjs stopped (exit ${servers.exitCode})`);
    try {
      if ((await globalThis.fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

async function measure(label, pathname) {
  const result = await autocannon({ url: `${webUrl}${pathname}`, connections: 20, duration: seconds });
  return {
    what: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

try {
  await waitFor(`${webUrl}${CITY}`, Date.now() + 600_000);
  const warm = await globalThis.fetch(`${webUrl}${CITY}`);
  console.log(`\n${CITY}: x-page-cache ${warm.headers.get('x-page-cache')}, ${warm.headers.get('cache-control')}`);
  const rows = [
    await measure(`static file ${STATIC}`, STATIC),
    await measure(`city page ${CITY} (${process.env.PAGE_CACHE === 'off' ? 'PAGE_CACHE=off' : 'page cache'})`, CITY),
  ];
  console.log(`City page against a static file, ${seconds} s each, 20 connections (${load()})`);
  console.table(rows);
  const ratio = rows[1]['req/s'] / Math.max(rows[0]['req/s'], 1);
  console.log(`city page / static file throughput: ${ratio.toFixed(2)} (goal >= 0.5)`);
  if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
} finally {
  if (servers.exitCode === null) {
    servers.kill('SIGTERM');
    await new Promise((r) => servers.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
