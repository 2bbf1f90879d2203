// `npm run bench`: builds the API, starts it on loopback with a throw-away embedded
// database (or DATABASE_URL), signs a user in and measures GET /health and GET /auth/me
// with autocannon; then uploads a generated 10,000-transaction OFX through
// POST /bank-statements/ofx/upload (and again: all duplicates) and times the first page of
// GET /bank-statements/transactions. Load goes to 127.0.0.1 only, for a bounded time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEGAL_DOCUMENTS_VERSION } from '@contabil/contracts';
import autocannon from 'autocannon';
import { buildOfx, manyTransactions } from '../src/modules/bank-statements/ofx-files.test-support.js';
import { benchProductionEnv } from '../../../scripts/bench-env.mjs';

const apiRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.BENCH_PORT ?? 3901);
const base = `http://127.0.0.1:${port}`;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function sh(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: apiRoot, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('API did not become healthy in time');
}

async function json(url: string, init: RequestInit) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${init.method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ data: { accessToken: string } }>;
}

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    endpoint: title,
    'req/s (avg)': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    requests: result.requests.total,
    errors,
  };
}

await sh('node', ['scripts/build.mjs']);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: apiRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    ...benchProductionEnv({ webPort: port - 1, apiPort: port, secret: 'bench-only-secret-bench-only-secret-000' }),
    DATA_DIR: dataDir,
  },
});

try {
  await waitForHealth(Date.now() + 60_000);
  const email = `bench-${Date.now()}@exemplo.com.br`;
  const password = 'senha-de-bench-123';
  await json(`${base}/users`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Bench', email, password, acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION }),
  });
  const { data } = await json(`${base}/auth/sign-in`, { method: 'POST', body: JSON.stringify({ email, password }) });

  console.log(
    `\n${connections} connections, ${durationSeconds} s each, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const rows = [
    await measure('GET /health', `${base}/health`),
    await measure('GET /auth/me', `${base}/auth/me`, { authorization: `Bearer ${data.accessToken}` }),
  ];
  console.table(rows);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
  await benchBankStatements(data.accessToken);
} finally {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** Milliseconds of one call. */
async function timed(run: () => Promise<Response>): Promise<{ ms: number; res: Response }> {
  const started = performance.now();
  const res = await run();
  await res.arrayBuffer().catch(() => undefined);
  return { ms: performance.now() - started, res };
}

async function benchBankStatements(accessToken: string) {
  const authorization = `Bearer ${accessToken}`;
  const company = await fetch(`${base}/companies`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ cnpj: '11222333000181' }),
  });
  if (!company.ok) throw new Error(`POST /companies: ${company.status} ${await company.text()}`);
  const companyId = ((await company.json()) as { data: { id: string } }).data.id;
  const file = buildOfx([{ accountId: '10000-0', transactions: manyTransactions(10_000) }]);
  const upload = () => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'application/x-ofx' }), 'extrato-10k.ofx');
    return fetch(`${base}/bank-statements/ofx/upload?companyId=${companyId}`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
  };
  const first = await timed(upload);
  const again = await timed(upload);
  if (first.res.status !== 201 || again.res.status !== 201)
    throw new Error(`OFX upload answered ${first.res.status} / ${again.res.status}`);
  const pages: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const page = await timed(() =>
      fetch(`${base}/bank-statements/transactions?companyId=${companyId}&limit=50`, { headers: { authorization } }),
    );
    if (page.res.status !== 200) throw new Error(`GET /bank-statements/transactions: ${page.res.status}`);
    pages.push(page.ms);
  }
  pages.sort((a, b) => a - b);
  console.log(`\nBank statements (${(file.length / 1024 / 1024).toFixed(1)} MB OFX, 10,000 transactions)`);
  console.table([
    { step: 'POST /bank-statements/ofx/upload (new account)', ms: Math.round(first.ms) },
    { step: 'POST /bank-statements/ofx/upload again (10,000 duplicates)', ms: Math.round(again.ms) },
    { step: 'GET /bank-statements/transactions first page (50), p50 of 20', ms: Math.round(pages[10] ?? 0) },
    { step: 'GET /bank-statements/transactions first page (50), max of 20', ms: Math.round(pages[19] ?? 0) },
  ]);
}
