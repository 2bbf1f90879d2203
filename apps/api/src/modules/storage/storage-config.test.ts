import { describe, expect, test } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config/env.js';
import { deriveStorageSigningSecret } from './local-links.js';
import { createObjectStorage } from './create-object-storage.js';

const SECRET = 'x'.repeat(40);

describe('storage configuration (env)', () => {
  test('local by default, under DATA_DIR/objects, signing with a key derived from JWT_SECRET; cleanup every 10 minutes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, API_PUBLIC_URL: 'https://api.exemplo.com.br/' });
    expect(config.storage).toEqual({
      driver: 'local',
      root: path.join(dir, 'objects'),
      signingSecret: deriveStorageSigningSecret(SECRET),
      publicUrl: 'https://api.exemplo.com.br',
    });
    expect(config.storage.driver === 'local' && config.storage.signingSecret).not.toBe(SECRET);
    expect(config.jobs.cron.storageCleanup).toBe('*/10 * * * *');
    expect(
      loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, JOB_CRON_STORAGE_CLEANUP: 'off' }).jobs.cron.storageCleanup,
    ).toBeNull();
    expect(createObjectStorage(config.storage).kind).toBe('local');
  });

  test('s3 needs the bucket and both keys, and lists each one missing', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, STORAGE_DRIVER: 's3' })).toThrowError(
      /S3_BUCKET: obrigatório com STORAGE_DRIVER=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, STORAGE_DRIVER: 'ftp' })).toThrowError(/STORAGE_DRIVER/);
    expect(() =>
      loadConfig({
        JWT_SECRET: SECRET,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'nao-e-url',
      }),
    ).toThrowError(/S3_ENDPOINT/);
  });

  test('s3 with its defaults (us-east-1, virtual-hosted) or MinIO-style settings', () => {
    const base = {
      JWT_SECRET: SECRET,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    };
    expect(loadConfig(base).storage).toEqual({
      driver: 's3',
      bucket: 'docs',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ...base,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'sa-east-1',
    });
    expect(minio.storage).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      region: 'sa-east-1',
    });
    expect(createObjectStorage(minio.storage).kind).toBe('s3');
  });
});
