import { describe, expect, test } from 'vitest';
import { loadConfig } from './env.js';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('loadConfig', () => {
  test('applies the documented defaults', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      env: 'development',
      host: 'localhost',
      port: 3001,
      dataDir: dir,
      databaseUrl: undefined,
      webOrigin: 'http://localhost:3000',
      seedDemo: true,
    });
  });

  test('SIGN_IN_MAX_PER_IP: 50 by default, raised by the variable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).signInMaxPerIp).toBe(50);
    expect(loadConfig({ DATA_DIR: dir, SIGN_IN_MAX_PER_IP: '1000' }).signInMaxPerIp).toBe(1000);
    expect(() => loadConfig({ DATA_DIR: dir, SIGN_IN_MAX_PER_IP: '0' })).toThrow(/SIGN_IN_MAX_PER_IP/);
  });

  test('DATABASE_POOL_MIN: the pool size by default, never above it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).databasePool).toMatchObject({ max: 10, min: 10, idleTimeoutMs: 10_000 });
    expect(loadConfig({ DATA_DIR: dir, DATABASE_POOL_MAX: '20' }).databasePool).toMatchObject({ max: 20, min: 20 });
    expect(loadConfig({ DATA_DIR: dir, DATABASE_POOL_MIN: '2' }).databasePool).toMatchObject({ max: 10, min: 2 });
    expect(loadConfig({ DATA_DIR: dir, DATABASE_POOL_MIN: '0' }).databasePool).toMatchObject({ min: 0 });
    // compose.yaml passes it through empty when unset.
    expect(loadConfig({ DATA_DIR: dir, DATABASE_POOL_MIN: '' }).databasePool).toMatchObject({ min: 10 });
    expect(loadConfig({ DATA_DIR: dir, DATABASE_POOL_MAX: '4', DATABASE_POOL_MIN: '8' }).databasePool.min).toBe(4);
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_POOL_MIN: '-1' })).toThrow(/DATABASE_POOL_MIN/);
  });

  test('a silent database: connect and read timeouts and TCP keepalive, the read timeout above the statement timeout', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).databasePool).toMatchObject({
      statementTimeoutMs: 60_000,
      connectTimeoutMs: 10_000,
      readTimeoutMs: 65_000,
      keepAliveInitialDelayMs: 10_000,
    });
    // Unset, the read timeout follows the statement timeout; none when that is off.
    expect(loadConfig({ DATA_DIR: dir, DATABASE_STATEMENT_TIMEOUT_MS: '30000' }).databasePool.readTimeoutMs).toBe(
      35_000,
    );
    expect(loadConfig({ DATA_DIR: dir, DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databasePool.readTimeoutMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_READ_TIMEOUT_MS: '' }).databasePool.readTimeoutMs).toBe(65_000);
    expect(
      loadConfig({
        DATA_DIR: dir,
        DATABASE_CONNECT_TIMEOUT_MS: '3000',
        DATABASE_READ_TIMEOUT_MS: '90000',
        DATABASE_KEEPALIVE_DELAY_MS: '5000',
      }).databasePool,
    ).toMatchObject({ connectTimeoutMs: 3000, readTimeoutMs: 90_000, keepAliveInitialDelayMs: 5000 });
    expect(loadConfig({ DATA_DIR: dir, DATABASE_READ_TIMEOUT_MS: '0' }).databasePool.readTimeoutMs).toBe(0);
    // A read timeout under the statement timeout would cut long statements the server is still running.
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_READ_TIMEOUT_MS: '60000' })).toThrow(/DATABASE_READ_TIMEOUT_MS/);
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
  });

  test('a relative DATA_DIR is taken from the folder npm was run from', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: './dados', INIT_CWD: dir }).dataDir).toBe(path.join(dir, 'dados'));
  });

  test('outside production a missing JWT_SECRET is generated once and kept in the data folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  test('refuses to start listing every bad key', () => {
    expect(() => loadConfig({ API_PORT: 'abc', DATABASE_URL: 'nao-e-url', LOG_LEVEL: 'loud' })).toThrowError(
      /API_PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });

  test('production without JWT_SECRET is refused; a short secret is refused anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/JWT_SECRET: obrigatório em produção/);
    expect(() => loadConfig({ JWT_SECRET: 'curto' })).toThrowError(/JWT_SECRET/);
  });

  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
  };

  test('never seeds demo data in production', () => {
    expect(loadConfig(production).seedDemo).toBe(false);
  });

  test('production requires the CNPJ lookup and Stripe, with both keys', () => {
    const config = loadConfig(production);
    expect(config.cnpjLookup).toMatchObject({ mode: 'required', url: 'https://brasilapi.com.br/api/cnpj/v1' });
    expect(config.payments).toEqual({ provider: 'stripe', secretKey: 'sk_test_123', webhookSecret: 'whsec_123' });
    expect(() => loadConfig({ ...production, STRIPE_WEBHOOK_SECRET: undefined })).toThrowError(
      /STRIPE_WEBHOOK_SECRET: obrigatório com PAYMENT_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'pk_live_1' })).toThrowError(/STRIPE_SECRET_KEY/);
  });

  test('elsewhere the lookup is off and payments go to the sandbox, unless asked', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.cnpjLookup.mode).toBe('off');
    expect(config.payments).toEqual({ provider: 'sandbox' });
    const asked = loadConfig({
      DATA_DIR: dir,
      CNPJ_LOOKUP: 'required',
      CNPJ_LOOKUP_URL: 'http://127.0.0.1:9999/cnpj/',
    });
    expect(asked.cnpjLookup).toMatchObject({ mode: 'required', url: 'http://127.0.0.1:9999/cnpj' });
  });
});

describe('loadConfig: NFS-e Nacional', () => {
  test('restricted production by default, the official URL of the environment, a key of its own', () => {
    const base = { JWT_SECRET: 'x'.repeat(40) };
    const restricted = loadConfig(base).nfse;
    expect(restricted.environment).toBe('restricted');
    expect(restricted.apiUrl).toBe('https://sefin.producaorestrita.nfse.gov.br/SefinNacional');
    expect(restricted.timeoutMs).toBe(30_000);
    expect(restricted.certificatesKey).toHaveLength(32);
    const production = loadConfig({ ...base, NFSE_ENVIRONMENT: 'production' }).nfse;
    expect(production.apiUrl).toBe('https://sefin.nfse.gov.br/SefinNacional');
    const fake = loadConfig({ ...base, NFSE_API_URL: 'https://127.0.0.1:3362/SefinNacional/' }).nfse;
    expect(fake.apiUrl).toBe('https://127.0.0.1:3362/SefinNacional');
    const own = loadConfig({ ...base, NFSE_CERTIFICATES_KEY: 'k'.repeat(32) }).nfse.certificatesKey;
    expect(own.equals(restricted.certificatesKey)).toBe(false);
    expect(() => loadConfig({ ...base, NFSE_CERTIFICATES_KEY: 'curta' })).toThrow(
      /NFSE_CERTIFICATES_KEY: NFSE_CERTIFICATES_KEY precisa ter pelo menos 32 caracteres/,
    );
    expect(() => loadConfig({ ...base, NFSE_ENVIRONMENT: 'homologacao' })).toThrow(/NFSE_ENVIRONMENT/);
  });
});
