import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createTestCa,
  testCaFromPem,
  type TestCa,
} from '../../api/src/modules/nfse-nacional/certificates/test-certificates.test-support';
import { API_PORT } from './e2e-env';

// The NFS-e journey's stand-in for the Sefin Nacional (apps/api/src/modules/nfse-nacional/
// sefin/fake-sefin.test-support.ts), started by the journey itself on a port of its own. Its
// TLS certificate and the companies' A1s come from one test CA, made once per run by
// playwright.config.ts (before the API starts, which trusts it through NODE_EXTRA_CA_CERTS)
// and read back by the journey from the run's temporary folder. No key is committed.

export const FAKE_SEFIN_PORT = Number(process.env.E2E_SEFIN_PORT ?? API_PORT + 3);
export const FAKE_SEFIN_URL = `https://127.0.0.1:${FAKE_SEFIN_PORT}/SefinNacional`;

const CA_DIR_VARIABLE = 'E2E_SEFIN_CA_DIR';
const files = (dir: string) => ({ certificate: path.join(dir, 'ca.pem'), key: path.join(dir, 'ca-key.pem') });

/**
 * Once per run, in the main process (workers inherit the variable): the test CA, written to a
 * temporary folder removed at exit. Returns the API's environment for the fake.
 */
export function prepareFakeSefinEnv(): Record<string, string> {
  if (!process.env[CA_DIR_VARIABLE]) {
    const dir = mkdtempSync(path.join(tmpdir(), 'contabil-e2e-sefin-'));
    const ca = createTestCa('AC Teste E2E Sefin');
    writeFileSync(files(dir).certificate, ca.certificatePem);
    writeFileSync(files(dir).key, ca.privateKeyPem, { mode: 0o600 });
    process.env[CA_DIR_VARIABLE] = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return {
    NFSE_API_URL: FAKE_SEFIN_URL,
    NFSE_TIMEOUT_MS: '8000',
    // The fake's TLS certificate is issued by the run's test CA.
    NODE_EXTRA_CA_CERTS: files(process.env[CA_DIR_VARIABLE]!).certificate,
  };
}

/** The run's test CA, for the journey: it issues the fake's TLS certificate and the companies' A1s. */
export function fakeSefinCa(): TestCa {
  const dir = process.env[CA_DIR_VARIABLE];
  if (!dir) throw new Error(`${CA_DIR_VARIABLE} is not set: run the journeys with playwright.config.ts`);
  return testCaFromPem(readFileSync(files(dir).certificate, 'utf8'), readFileSync(files(dir).key, 'utf8'));
}
