import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { SAMPLE_PDF } from '../../test/factories.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage, type S3StorageConfig } from './s3-storage.js';
import { companyKey } from './storage-keys.js';
import { createObjectStorage } from './create-object-storage.js';

// The S3 driver against s3rver, an S3-compatible fake from npm running in this process
// (path-style, like MinIO). s3rver does not check V4 signatures, so what S3 would refuse
// is shown by checking each presigned URL's SigV4 signature independently below.

const BUCKET = 'contabil-test';
const NOW = new Date('2026-05-04T12:00:00.000Z');
let server: S3rver;
let folder: string;
let endpoint: string;
let storage: ObjectStorage;

const config = (overrides: Partial<S3StorageConfig> = {}): S3StorageConfig => ({
  driver: 's3',
  bucket: BUCKET,
  region: 'us-east-1',
  endpoint,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  ...overrides,
});

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'contabil-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = createObjectStorage(config());
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

async function readAll(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('S3 driver against an S3-compatible fake', () => {
  test('put, get, readHead, size and delete', async () => {
    expect(storage.kind).toBe('s3');
    const key = companyKey(randomUUID(), 'Contrato social (versão 2).pdf');
    await storage.put(key, SAMPLE_PDF, 'application/pdf');
    expect(await storage.size(key)).toBe(SAMPLE_PDF.length);
    const object = await storage.get(key);
    expect(object?.size).toBe(SAMPLE_PDF.length);
    expect(object?.contentType).toBe('application/pdf');
    expect((await readAll(object!.body)).equals(SAMPLE_PDF)).toBe(true);
    expect((await storage.readHead(key, 5))?.toString('latin1')).toBe('%PDF-');
    expect((await storage.readHead(key, 10_000))?.equals(SAMPLE_PDF)).toBe(true);
    await storage.delete(key);
    expect(await storage.size(key)).toBeUndefined();
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.readHead(key, 5)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  test('unsafe keys never reach the bucket', async () => {
    await expect(storage.put('../fora.pdf', SAMPLE_PDF, 'application/pdf')).rejects.toThrow(/key/);
    await expect(
      storage.signedDownloadUrl('a/../b.pdf', {
        fileName: 'b.pdf',
        contentType: 'application/pdf',
        expiresInSeconds: 300,
      }),
    ).rejects.toThrow(/key/);
  });

  test('a presigned PUT then a presigned GET: the browser round trip', async () => {
    const key = companyKey(randomUUID(), 'guia DAS março.pdf');
    const upload = await storage.signedUploadUrl(key, {
      contentType: 'application/pdf',
      expiresInSeconds: 300,
      maxBytes: 20 * 1024 * 1024,
    });
    expect(upload.headers).toEqual({ 'Content-Type': 'application/pdf' });
    const put = await fetch(upload.url, { method: 'PUT', body: SAMPLE_PDF, headers: upload.headers });
    expect(put.status).toBe(200);
    expect(await storage.size(key)).toBe(SAMPLE_PDF.length);

    const url = await storage.signedDownloadUrl(key, {
      fileName: 'guia DAS março.pdf',
      contentType: 'application/pdf',
      expiresInSeconds: 300,
      inline: true,
    });
    const get = await fetch(url);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('application/pdf');
    expect(get.headers.get('content-disposition')).toBe(
      `inline; filename="guia DAS marco.pdf"; filename*=UTF-8''guia%20DAS%20mar%C3%A7o.pdf`,
    );
    expect(Buffer.from(await get.arrayBuffer()).equals(SAMPLE_PDF)).toBe(true);
  });
});

// --- Presigned URL shape, and an independent SigV4 check of each signature ---

const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** AWS Signature V4 for a query-string-signed S3 request, recomputed from the URL alone. */
function sigV4Valid(method: string, url: string, headers: Record<string, string>, secret: string, now: Date): boolean {
  const parsed = new URL(url);
  const params = [...parsed.searchParams.entries()];
  const given = parsed.searchParams.get('X-Amz-Signature');
  const amzDate = parsed.searchParams.get('X-Amz-Date')!;
  const [, date, region, service] = parsed.searchParams.get('X-Amz-Credential')!.split('/');
  const signedHeaders = parsed.searchParams.get('X-Amz-SignedHeaders')!.split(';');
  const expires = Number(parsed.searchParams.get('X-Amz-Expires'));
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!(now.getTime() >= signedAt && now.getTime() < signedAt + expires * 1000)) return false;
  const query = params
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const all: Record<string, string> = {
    host: parsed.host,
    ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
  };
  const canonicalHeaders = signedHeaders.map((h) => `${h}:${(all[h] ?? '').trim()}\n`).join('');
  const canonical = [
    method,
    parsed.pathname,
    query,
    canonicalHeaders,
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date!), region!), service!), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === given;
}

describe('presigned URLs', () => {
  const aws = () =>
    createS3Storage(
      config({
        endpoint: undefined,
        forcePathStyle: false,
        region: 'sa-east-1',
        accessKeyId: 'AKIAEXEMPLO',
        secretAccessKey: 'segredo-exemplo',
      }),
      () => NOW,
    );
  const key = '6f1c2a34-0000-4000-8000-000000000001/uploads/9d7e/guia DAS.pdf';

  test('PUT: virtual-hosted on AWS, SigV4 query auth, 300 s, content type (and length when declared) signed', async () => {
    const { url, headers } = await aws().signedUploadUrl(key, {
      contentType: 'application/pdf',
      expiresInSeconds: 300,
      maxBytes: 100,
    });
    const parsed = new URL(url);
    expect(parsed.origin).toBe(`https://${BUCKET}.s3.sa-east-1.amazonaws.com`);
    expect(parsed.pathname).toBe('/6f1c2a34-0000-4000-8000-000000000001/uploads/9d7e/guia%20DAS.pdf');
    const q = parsed.searchParams;
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Credential')).toBe('AKIAEXEMPLO/20260504/sa-east-1/s3/aws4_request');
    expect(q.get('X-Amz-Date')).toBe('20260504T120000Z');
    expect(q.get('X-Amz-Expires')).toBe('300');
    expect(q.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(headers).toEqual({ 'Content-Type': 'application/pdf' });

    const sized = new URL(
      (
        await aws().signedUploadUrl(key, {
          contentType: 'application/pdf',
          expiresInSeconds: 300,
          maxBytes: 100,
          size: 42,
        })
      ).url,
    );
    expect(sized.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
  });

  test('GET: path-style with an endpoint (MinIO, R2), the name and type as response overrides', async () => {
    const minio = createS3Storage(config({ endpoint: 'http://minio.local:9000' }), () => NOW);
    const url = new URL(
      await minio.signedDownloadUrl(key, {
        fileName: 'guia DAS.pdf',
        contentType: 'application/pdf',
        expiresInSeconds: 300,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      `http://minio.local:9000/${BUCKET}/6f1c2a34-0000-4000-8000-000000000001/uploads/9d7e/guia%20DAS.pdf`,
    );
    expect(url.searchParams.get('X-Amz-Credential')).toBe('S3RVER/20260504/us-east-1/s3/aws4_request');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="guia DAS.pdf"; filename*=UTF-8''guia%20DAS.pdf`,
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  test('the signatures verify (SigV4) and any changed byte of signature, key, expiry or signed header breaks them', async () => {
    const storage = aws();
    const put = await storage.signedUploadUrl(key, {
      contentType: 'application/pdf',
      expiresInSeconds: 300,
      maxBytes: 100,
    });
    const get = await storage.signedDownloadUrl(key, {
      fileName: 'guia.pdf',
      contentType: 'application/pdf',
      expiresInSeconds: 300,
    });
    const secret = 'segredo-exemplo';
    const inTime = new Date(NOW.getTime() + 299_000);
    expect(sigV4Valid('PUT', put.url, put.headers, secret, inTime)).toBe(true);
    expect(sigV4Valid('GET', get, {}, secret, inTime)).toBe(true);

    const change = (url: string, name: string, to: (v: string) => string) => {
      const parsed = new URL(url);
      parsed.searchParams.set(name, to(parsed.searchParams.get(name)!));
      return parsed.toString();
    };
    const flip = (v: string) => (v[5] === 'a' ? `${v.slice(0, 5)}b${v.slice(6)}` : `${v.slice(0, 5)}a${v.slice(6)}`);
    for (const [method, url, headers] of [
      ['PUT', put.url, put.headers],
      ['GET', get, {}],
    ] as const) {
      expect(sigV4Valid(method, change(url, 'X-Amz-Signature', flip), headers, secret, inTime)).toBe(false);
      expect(
        sigV4Valid(
          method,
          change(url, 'X-Amz-Expires', () => '3000'),
          headers,
          secret,
          inTime,
        ),
      ).toBe(false);
      expect(
        sigV4Valid(
          method,
          change(url, 'X-Amz-Date', () => '20260504T120100Z'),
          headers,
          secret,
          new Date(NOW.getTime() + 120_000),
        ),
      ).toBe(false);
      expect(sigV4Valid(method, url.replace('9d7e', '9d7f'), headers, secret, inTime)).toBe(false);
      expect(sigV4Valid(method, url.replace('6f1c2a34', '6f1c2a35'), headers, secret, inTime)).toBe(false);
      // Expired: at X-Amz-Date + X-Amz-Expires.
      expect(sigV4Valid(method, url, headers, secret, new Date(NOW.getTime() + 300_000))).toBe(false);
    }
    expect(sigV4Valid('PUT', put.url, { 'Content-Type': 'text/html' }, secret, inTime)).toBe(false);
    expect(
      sigV4Valid(
        'GET',
        change(get, 'response-content-type', () => 'text/html'),
        {},
        secret,
        inTime,
      ),
    ).toBe(false);
  });
});
