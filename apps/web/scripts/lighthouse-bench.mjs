// `npm run bench -w apps/web` (and the second half of the root `npm run bench`): builds what
// changed and starts the API and the web with `scripts/start.mjs` on loopback ports with a
// throw-away embedded database, then runs Lighthouse in Debian's Chromium on four public
// pages (the home, a city page, a CNAE subclass and a blog post), mobile and desktop.
// Prints the performance, accessibility, best-practices and SEO scores per page, the
// audits that cost points, and exits 1 when a score is under LIGHTHOUSE_MIN_SCORE (95).
//
// Chromium comes from CHROME_PATH (default /usr/bin/chromium); nothing is downloaded.
// The machine's load moves the performance score: LIGHTHOUSE_RUNS=2 runs each page twice
// and prints the worst and the best, and the best is the one held against the minimum.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { benchProductionEnv } from '../../../scripts/bench-env.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webPort = Number(process.env.LIGHTHOUSE_PORT ?? 3905);
const apiPort = webPort + 1;
// A site already running (e.g. a staging deploy): measured as it is, no server started.
const givenUrl = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/+$/, '');
// The browser visits 127.0.0.1, an origin it trusts as it trusts HTTPS (the servers' public
// bench names over plain HTTP would cost best practices: is-on-https, the ignored COOP).
const webUrl = givenUrl ?? `http://127.0.0.1:${webPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const minScore = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 95);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const formFactors = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',').map((f) => f.trim());
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

const PAGES = [
  '/',
  '/contabilidade-em/sao-paulo-sp',
  '/tools/cnae/6201501-desenvolvimento-de-programas-de-computador-sob-encomenda',
  '/blog/posts/como-abrir-uma-empresa-passo-a-passo',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The flags of docs/stack-notes.md: headless, no sandbox (containers), no GPU, no network of its own.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

async function waitFor(url, deadline) {
  while (Date.now() < deadline) {
    if (servers && servers.exitCode !== null) throw new Error(`scripts/start.mjs stopped (exit ${servers.exitCode})`);
    try {
      if ((await globalThis.fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

function startServers(dataDir) {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      // Production React on the server, as a visitor would get it.
      ...benchProductionEnv({ webPort, apiPort, secret: 'lighthouse-bench-only-secret-0000000000' }),
      DATA_DIR: dataDir,
    },
  });
}

/** The audits that cost a category points: weighted, scored under 0.9. */
function losingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map(
      (audit) => `${audit.id} (${Math.round(audit.score * 100)})${audit.displayValue ? `: ${audit.displayValue}` : ''}`,
    );
}

async function audit(chrome, url, formFactor) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${formFactor}${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')}.json`;
    writeFileSync(path.join(reportDir, name), JSON.stringify(lhr, null, 1));
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
  const losing = Object.fromEntries(CATEGORIES.map((c) => [c, losingAudits(lhr, c)]));
  return { scores, losing };
}

const dataDir = givenUrl ? null : mkdtempSync(path.join(tmpdir(), 'lighthouse-data-'));
const servers = dataDir ? startServers(dataDir) : null;
const serversStopped = new Promise((resolve) => (servers ? servers.once('exit', resolve) : resolve()));
let chrome;
let failed = false;
try {
  // The first start builds what changed (about a minute here), then migrates and loads the reference data.
  const deadline = Date.now() + 600_000;
  if (servers) await waitFor(`${apiUrl}/health`, deadline);
  await waitFor(`${webUrl}/`, deadline);
  // One visit each first, so that the in-process caches (the footer's areas) are warm.
  for (const page of PAGES) {
    const res = await globalThis.fetch(`${webUrl}${page}`);
    if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
  }

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });

  const rows = [];
  const notes = [];
  for (const formFactor of formFactors) {
    for (const page of PAGES) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(chrome, `${webUrl}${page}`, formFactor));
      const row = { form: formFactor, page };
      for (const c of CATEGORIES) {
        const values = results.map((r) => r.scores[c]);
        const worst = Math.min(...values);
        const best = Math.max(...values);
        row[c] = worst === best ? String(best) : `${worst}–${best}`;
        if (best < minScore) failed = true;
        const losing = [...new Set(results.flatMap((r) => r.losing[c]))];
        if (losing.length) notes.push(`${formFactor} ${page} ${c}: ${losing.join(', ')}`);
      }
      rows.push(row);
    }
  }

  console.log(`\nLighthouse ${runs > 1 ? `(${runs} runs each, worst–best) ` : ''}on ${webUrl}, minimum ${minScore}:`);
  console.table(rows);
  if (notes.length) console.log(`Audits under 90:\n  ${notes.join('\n  ')}`);
  if (failed) console.error(`\nA score is under ${minScore}.`);
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  if (chrome) await chrome.kill();
  if (servers && servers.exitCode === null) servers.kill('SIGTERM');
  await serversStopped;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
