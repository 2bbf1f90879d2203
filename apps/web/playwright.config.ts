import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { FAKE_CORA_API_ENV } from './e2e/bank-cora-env';
import { API_PORT, API_URL, WEB_PORT, WEB_URL } from './e2e/e2e-env';
import { prepareFakeSefinEnv } from './e2e/nfse-sefin-env';

// A throw-away database per run. Workers load this file too and inherit the
// variable, so only the main process creates (and later removes) the folder.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contabil-web-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

// The NFS-e journey's fake Sefin: its test CA, made once per run, trusted by the API.
const FAKE_SEFIN_API_ENV = prepareFakeSefinEnv();

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Two cores run the API, the web server and the browser: one worker is faster than several.
  workers: 1,
  forbidOnly: !!process.env.CI,
  // In CI a journey that fails is run once more: one that then passes is reported as flaky,
  // by name, in the summary of `npm test`; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: WEB_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace (DOM snapshots and screenshots of every action) costs every test its
    // time, passed or not: in CI only the retry of a failed journey records one (the trace
    // that explains the failure); a local run, without retries, keeps the failures' traces.
    // Decision 023 has the figures.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Debian's Chromium: Playwright's own browser downloads are not available on these machines.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  // The README's `npm start` itself (build if needed, then both servers), on ports of
  // its own and a throw-away database: the journeys test what a newcomer runs.
  webServer: {
    command: 'node ../../scripts/start.mjs',
    // The API is the slower of the two to start (migrations, reference data).
    url: `${API_URL}/health`,
    env: {
      NODE_ENV: 'test',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      WEB_PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1: the per-IP guard (50 per 15 minutes) would
      // refuse the later ones. The guard itself is tested in the API's auth tests.
      SIGN_IN_MAX_PER_IP: '1000',
      SIGN_UP_MAX_PER_IP: '1000',
      // The firm's legal details the footer and the legal pages show (issue 27).
      FIRM_LEGAL_NAME: 'Contábil Online Serviços Contábeis Ltda',
      FIRM_CNPJ: '45723174000110',
      FIRM_CRC: 'CRC-SP 2SP000001/O-5',
      FIRM_ADDRESS: 'Av. Paulista, 1000, sala 101, Bela Vista, São Paulo - SP, 01310-100',
      FIRM_DPO_NAME: 'Marina Lopes',
      FIRM_DPO_EMAIL: 'privacidade@contabil.local',
      SUPPORT_WHATSAPP: '5511912345678',
      // The Cora journey's fake bank (bank-cora.spec.ts starts it) and the one user who sees it.
      ...FAKE_CORA_API_ENV,
      // The NFS-e journey's fake Sefin Nacional (nfse-emission.spec.ts starts it).
      ...FAKE_SEFIN_API_ENV,
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
