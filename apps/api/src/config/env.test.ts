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

  test('never seeds demo data in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });
});
