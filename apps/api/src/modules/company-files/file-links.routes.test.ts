import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  SIGNED_LINK_TTL_SECONDS,
  STORAGE_MAX_BYTES,
  messages,
  signedLinkSchema,
  storageMessages,
  type SignedLink,
} from '@contabil/contracts';
import type { App } from '../../app.js';
import { buildAppWithClock, createTestApp, TEST_WEB_ORIGIN, type TestContext } from '../../test/test-app.js';
import { SAMPLE_PDF, createSystemAdmin, mintedBearer, mintedTenant, uniqueEmail } from '../../test/factories.js';
import { insertCompanyFile } from './company-files.repository.js';
import { signedDownloadQuery, signedUploadQuery } from '../storage/local-links.js';

let ctx: TestContext;
let adminAuth: string;
const T0 = new Date('2026-05-04T12:00:00.000Z');
let pinned: App;

beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = await mintedBearer(ctx, await createSystemAdmin(ctx.database.db));
  pinned = await buildAppWithClock(ctx, () => T0);
});
afterAll(async () => {
  await pinned.close();
  await ctx.close();
});

const db = () => ctx.database.db;
const root = () => (ctx.config.storage.driver === 'local' ? ctx.config.storage.root : '');
const secret = () => (ctx.config.storage.driver === 'local' ? ctx.config.storage.signingSecret : '');

const tenant = () => mintedTenant(ctx, { email: uniqueEmail('dono') });

type Query = Record<string, string | number | undefined>;
const qs = (query: Query) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

function uploadLink(companyId: string, authorization: string, fileName: string, query: Query = {}, app = ctx.app) {
  return app.inject({
    method: 'GET',
    url: `/upload/${encodeURIComponent(fileName)}?${qs({ companyId, ...query })}`,
    headers: { authorization },
  });
}

function downloadLink(companyId: string, authorization: string, key: string, query: Query = {}, app = ctx.app) {
  return app.inject({
    method: 'GET',
    url: `/download/${key.split('/').map(encodeURIComponent).join('/')}?${qs({ companyId, ...query })}`,
    headers: { authorization },
  });
}

/** The link's path and query, as app.inject takes them. */
const local = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(ctx.config.apiPublicUrl);
  return parsed.pathname + parsed.search;
};

async function linkOf(res: Awaited<ReturnType<typeof uploadLink>>): Promise<SignedLink> {
  expect(res.statusCode, res.body).toBe(200);
  return signedLinkSchema.parse(res.json().data);
}

function putBytes(
  link: SignedLink | string,
  body: Buffer | Readable,
  headers: Record<string, string> = {},
  app = ctx.app,
) {
  const url = typeof link === 'string' ? link : local(link.url);
  const linkHeaders = typeof link === 'string' ? {} : link.headers;
  return app.inject({ method: 'PUT', url, payload: body, headers: { ...linkHeaders, ...headers } });
}

const getBytes = (url: string, app = ctx.app) => app.inject({ method: 'GET', url });

/** Every file under the storage folder (temporary files included), relative to it. */
function storedFiles(): string[] {
  if (!existsSync(root())) return [];
  return (readdirSync(root(), { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root(), path.join(entry.parentPath, entry.name)));
}

/** Registers an uploaded key as a company file (what creating a document does after an upload). */
async function register(companyId: string, relativeKey: string, fileName: string, contentType = 'application/pdf') {
  const objectKey = `${companyId}/${relativeKey}`;
  const size = readFileSync(path.join(root(), ...objectKey.split('/'))).length;
  return insertCompanyFile(db(), companyId, { fileName, contentType, size, objectKey, uploadedBy: null });
}

/** Flips one character of `text` at `index` (a hex digit to another one). */
const flip = (text: string, index: number) =>
  text.slice(0, index) +
  (text[index] === 'a' ? 'b' : text[index] === '0' ? '1' : text[index] === '1' ? '2' : 'a') +
  text.slice(index + 1);

const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(24, 7),
]);
const HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(64, 0x90),
  Buffer.from('This program cannot be run in DOS mode'),
]);

describe('upload link -> PUT -> download link -> GET', () => {
  test('a member uploads a PDF and downloads it back byte for byte, named as the file', async () => {
    const t = await tenant();
    const link = await linkOf(
      await uploadLink(t.company.id, t.authorization, 'Contrato social (versão 2).pdf', {
        contentType: 'application/pdf',
        size: SAMPLE_PDF.length,
      }),
    );
    expect(link.method).toBe('PUT');
    expect(link.key).toMatch(/^uploads\/[0-9a-f-]{36}\/Contrato social \(versão 2\)\.pdf$/);
    expect(link.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(link.url.startsWith(`${ctx.config.apiPublicUrl}/storage/objects/${t.company.id}/uploads/`)).toBe(true);
    const ttl = (Date.parse(link.expiresAt) - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(SIGNED_LINK_TTL_SECONDS - 10);
    expect(ttl).toBeLessThanOrEqual(SIGNED_LINK_TTL_SECONDS);

    const put = await putBytes(link, SAMPLE_PDF);
    expect(put.statusCode, put.body).toBe(204);
    // Under the company's prefix in DATA_DIR/objects, and nothing else left behind.
    expect(storedFiles()).toContain(path.join(t.company.id, ...link.key.split('/')));
    expect(storedFiles().some((file) => file.startsWith('.incoming'))).toBe(false);

    // Not registered yet: no download link.
    const early = await downloadLink(t.company.id, t.authorization, link.key);
    expect(early.statusCode).toBe(404);
    expect(early.json().error.message).toBe(storageMessages.objectNotFound);

    await register(t.company.id, link.key, 'Contrato social (versão 2).pdf');
    const download = await linkOf(await downloadLink(t.company.id, t.authorization, link.key));
    expect(download).toMatchObject({ method: 'GET', key: link.key, headers: {} });
    const res = await getBytes(local(download.url));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Contrato social (versao 2).pdf"; filename*=UTF-8''Contrato%20social%20%28vers%C3%A3o%202%29.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${TEST_WEB_ORIGIN}`);
  });

  test('inline=true previews PDFs and images in the page; other types still download', async () => {
    const t = await tenant();
    const image = await linkOf(await uploadLink(t.company.id, t.authorization, 'foto.webp'));
    expect(image.headers).toEqual({ 'Content-Type': 'image/webp' });
    expect((await putBytes(image, WEBP)).statusCode).toBe(204);
    await register(t.company.id, image.key, 'foto.webp', 'image/webp');
    const preview = await linkOf(await downloadLink(t.company.id, t.authorization, image.key, { inline: 'true' }));
    const res = await getBytes(local(preview.url));
    expect(res.headers['content-disposition']).toBe(`inline; filename="foto.webp"; filename*=UTF-8''foto.webp`);
    expect(res.headers['content-type']).toBe('image/webp');

    const xml = await linkOf(await uploadLink(t.company.id, t.authorization, 'nota.xml', { contentType: 'text/xml' }));
    expect(xml.headers).toEqual({ 'Content-Type': 'application/xml' });
    expect((await putBytes(xml, Buffer.from('<?xml version="1.0"?><NFSe/>'))).statusCode).toBe(204);
    await register(t.company.id, xml.key, 'nota.xml', 'application/xml');
    const asFile = await linkOf(await downloadLink(t.company.id, t.authorization, xml.key, { inline: 'true' }));
    expect((await getBytes(local(asFile.url))).headers['content-disposition']).toMatch(/^attachment;/);
  });

  test('OFX (SGML, sent without a type), ZIP and JPEG go through; a system administrator may too', async () => {
    const t = await tenant();
    const cases: [string, Query, Buffer, string][] = [
      ['extrato.ofx', { contentType: '' }, Buffer.from('OFXHEADER:100\nDATA:OFXSGML\n<OFX>'), 'application/x-ofx'],
      ['notas.zip', {}, Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(30)]), 'application/zip'],
      ['recibo.jpg', { contentType: 'image/jpg' }, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg'],
    ];
    for (const [name, query, bytes, type] of cases) {
      const link = await linkOf(await uploadLink(t.company.id, adminAuth, name, query));
      expect(link.headers['Content-Type']).toBe(type);
      expect((await putBytes(link, bytes)).statusCode).toBe(204);
    }
  });

  test('CORS: the web app may PUT from its origin (preflight), others may not', async () => {
    const t = await tenant();
    const link = await linkOf(await uploadLink(t.company.id, t.authorization, 'a.pdf'));
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: local(link.url),
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      });
    const ok = await preflight(TEST_WEB_ORIGIN);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    expect(String(ok.headers['access-control-allow-methods'])).toContain('PUT');
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const put = await putBytes(link, SAMPLE_PDF, { origin: TEST_WEB_ORIGIN });
    expect(put.statusCode).toBe(204);
    expect(put.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
  });
});

describe('links expire', () => {
  test('an upload link works until its expiry and answers 403 "Este link expirou" after', async () => {
    const t = await tenant();
    const link = await linkOf(await uploadLink(t.company.id, t.authorization, 'guia.pdf', {}, pinned));
    expect(link.expiresAt).toBe(new Date(T0.getTime() + SIGNED_LINK_TTL_SECONDS * 1000).toISOString());
    expect(new URL(link.url).searchParams.get('expires')).toBe(String(T0.getTime() / 1000 + SIGNED_LINK_TTL_SECONDS));

    const later = await buildAppWithClock(ctx, () => new Date(T0.getTime() + SIGNED_LINK_TTL_SECONDS * 1000));
    try {
      const expired = await putBytes(link, SAMPLE_PDF, {}, later);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error).toMatchObject({ code: 'forbidden', message: storageMessages.linkExpired });
      expect(storedFiles().filter((f) => f.startsWith(t.company.id))).toEqual([]);
    } finally {
      await later.close();
    }
    const justInTime = await buildAppWithClock(
      ctx,
      () => new Date(T0.getTime() + (SIGNED_LINK_TTL_SECONDS - 1) * 1000),
    );
    try {
      expect((await putBytes(link, SAMPLE_PDF, {}, justInTime)).statusCode).toBe(204);
    } finally {
      await justInTime.close();
    }
  });

  test('a download link likewise', async () => {
    const t = await tenant();
    const up = await linkOf(await uploadLink(t.company.id, t.authorization, 'guia.pdf'));
    await putBytes(up, SAMPLE_PDF);
    await register(t.company.id, up.key, 'guia.pdf');
    const link = await linkOf(await downloadLink(t.company.id, t.authorization, up.key, {}, pinned));
    expect((await getBytes(local(link.url), pinned)).statusCode).toBe(200);
    const later = await buildAppWithClock(ctx, () => new Date(T0.getTime() + (SIGNED_LINK_TTL_SECONDS + 60) * 1000));
    try {
      const res = await getBytes(local(link.url), later);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(storageMessages.linkExpired);
    } finally {
      await later.close();
    }
  });
});

describe('tampered links: 403 "Link de arquivo inválido"', () => {
  async function expectInvalid(res: Awaited<ReturnType<typeof getBytes>>) {
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: storageMessages.linkInvalid });
  }

  /** The link's URL with one query parameter changed. */
  function withParam(url: string, name: string, change: (value: string) => string) {
    const parsed = new URL(url);
    parsed.searchParams.set(name, change(parsed.searchParams.get(name)!));
    return parsed.pathname + parsed.search;
  }

  test('a changed byte in the signature, the key or the expiry of an upload link; nothing stored', async () => {
    const t = await tenant();
    const link = await linkOf(await uploadLink(t.company.id, t.authorization, 'guia.pdf'));
    const signature = new URL(link.url).searchParams.get('signature')!;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    for (const index of [0, 31, 63])
      await expectInvalid(
        await putBytes(
          withParam(link.url, 'signature', (s) => flip(s, index)),
          SAMPLE_PDF,
          link.headers,
        ),
      );
    // The key: one character of the uuid, of the name, or another company's prefix.
    const parsed = new URL(link.url);
    const uuidAt = parsed.pathname.indexOf('/uploads/') + '/uploads/'.length;
    await expectInvalid(await putBytes(flip(parsed.pathname, uuidAt) + parsed.search, SAMPLE_PDF, link.headers));
    await expectInvalid(
      await putBytes(parsed.pathname.replace(/\.pdf$/, '.pdg') + parsed.search, SAMPLE_PDF, link.headers),
    );
    const other = await tenant();
    await expectInvalid(
      await putBytes(parsed.pathname.replace(t.company.id, other.company.id) + parsed.search, SAMPLE_PDF, link.headers),
    );
    // The expiry: later (to stretch the link) or earlier, and not a number.
    await expectInvalid(
      await putBytes(
        withParam(link.url, 'expires', (e) => String(Number(e) + 3600)),
        SAMPLE_PDF,
        link.headers,
      ),
    );
    await expectInvalid(
      await putBytes(
        withParam(link.url, 'expires', (e) => flip(e, e.length - 1)),
        SAMPLE_PDF,
        link.headers,
      ),
    );
    await expectInvalid(
      await putBytes(
        withParam(link.url, 'expires', (e) => `${e}x`),
        SAMPLE_PDF,
        link.headers,
      ),
    );
    // What the link allows: another type or a larger limit.
    await expectInvalid(
      await putBytes(
        withParam(link.url, 'type', () => 'image/png'),
        SAMPLE_PDF,
        { 'Content-Type': 'image/png' },
      ),
    );
    await expectInvalid(
      await putBytes(
        withParam(link.url, 'max', (m) => String(Number(m) * 2)),
        SAMPLE_PDF,
        link.headers,
      ),
    );
    // No signature at all, and a Content-Type other than the signed one.
    const bare = new URL(link.url);
    bare.searchParams.delete('signature');
    await expectInvalid(await putBytes(bare.pathname + bare.search, SAMPLE_PDF, link.headers));
    await expectInvalid(await putBytes(link, SAMPLE_PDF, { 'Content-Type': 'text/html' }));
    expect(storedFiles().filter((f) => f.startsWith(t.company.id) || f.startsWith(other.company.id))).toEqual([]);
    // The untouched link still works.
    expect((await putBytes(link, SAMPLE_PDF)).statusCode).toBe(204);
  });

  test('a changed byte in the signature, the key, the expiry, the name or the disposition of a download link', async () => {
    const t = await tenant();
    const up = await linkOf(await uploadLink(t.company.id, t.authorization, 'guia.pdf'));
    await putBytes(up, SAMPLE_PDF);
    await register(t.company.id, up.key, 'guia.pdf');
    const second = await linkOf(await uploadLink(t.company.id, t.authorization, 'outra.pdf'));
    await putBytes(second, SAMPLE_PDF);
    await register(t.company.id, second.key, 'outra.pdf');
    const link = (await linkOf(await downloadLink(t.company.id, t.authorization, up.key))).url;
    await expectInvalid(await getBytes(withParam(link, 'signature', (s) => flip(s, 10))));
    await expectInvalid(await getBytes(withParam(link, 'expires', (e) => String(Number(e) + 1))));
    await expectInvalid(await getBytes(withParam(link, 'name', () => 'guia.html')));
    await expectInvalid(await getBytes(withParam(link, 'type', () => 'text/html')));
    await expectInvalid(await getBytes(withParam(link, 'disposition', () => 'inline')));
    // The same query on another object of the same company.
    const parsed = new URL(link);
    const otherPath = new URL(second.url).pathname;
    await expectInvalid(await getBytes(otherPath + parsed.search));
    expect((await getBytes(local(link))).statusCode).toBe(200);
  });
});

describe('types, checked by the name, the declared type and the bytes', () => {
  test.each([
    ['an HTML page', 'pagina.html', {}],
    ['an executable', 'programa.exe', { contentType: 'application/octet-stream' }],
    ['a PDF name declared as HTML', 'nota.pdf', { contentType: 'text/html' }],
    ['a PNG name declared as a PDF', 'foto.png', { contentType: 'application/pdf' }],
    ['no extension and a generic type', 'arquivo', { contentType: 'application/octet-stream' }],
    ['an SVG', 'logo.svg', { contentType: 'image/svg+xml' }],
  ])('the link is refused for %s: 415', async (_case, name, query) => {
    const t = await tenant();
    const res = await uploadLink(t.company.id, t.authorization, name, query);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: 'unsupported_media_type',
      message: storageMessages.badType,
      fields: { file: storageMessages.badType },
    });
  });

  test.each([
    ['an HTML page', HTML],
    ['an executable', EXE],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['plain text', Buffer.from('só um texto')],
  ])('%s sent to a PDF link: 415 and nothing kept', async (_case, bytes) => {
    const t = await tenant();
    const link = await linkOf(await uploadLink(t.company.id, t.authorization, 'nota.pdf'));
    const res = await putBytes(link, bytes);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(storageMessages.badType);
    expect(storedFiles().filter((f) => f.startsWith(t.company.id) || f.startsWith('.incoming'))).toEqual([]);
  });

  test('an empty body: 415, nothing kept; a file name of blanks: 400', async () => {
    const t = await tenant();
    const link = await linkOf(await uploadLink(t.company.id, t.authorization, 'nota.pdf'));
    expect((await putBytes(link, Buffer.alloc(0))).statusCode).toBe(415);
    expect(storedFiles().filter((f) => f.startsWith(t.company.id))).toEqual([]);
    const blank = await uploadLink(t.company.id, t.authorization, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(storageMessages.fileNameRequired);
  });
});

describe('size limit (20 MB)', () => {
  test('a declared size over 20 MB: 413; exactly 20 MB is fine', async () => {
    const t = await tenant();
    const over = await uploadLink(t.company.id, t.authorization, 'grande.pdf', { size: STORAGE_MAX_BYTES + 1 });
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toMatchObject({ code: 'payload_too_large', message: storageMessages.tooLarge });
    expect(
      (await uploadLink(t.company.id, t.authorization, 'grande.pdf', { size: STORAGE_MAX_BYTES })).statusCode,
    ).toBe(200);
  });

  test('a body over 20 MB on the PUT: 413 and nothing kept (by Content-Length, and while streaming)', async () => {
    const t = await tenant();
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(STORAGE_MAX_BYTES, 0x20)]);
    const link = await linkOf(await uploadLink(t.company.id, t.authorization, 'grande.pdf'));
    const res = await putBytes(link, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(storageMessages.tooLarge);
    // A stream has no Content-Length: the limit is counted as the bytes arrive.
    const streamed = await putBytes(
      link,
      Readable.from(
        (function* () {
          yield SAMPLE_PDF;
          for (let i = 0; i < 21; i += 1) yield Buffer.alloc(1024 * 1024, 0x20);
        })(),
      ),
    );
    expect(streamed.statusCode).toBe(413);
    expect(storedFiles().filter((f) => f.startsWith(t.company.id) || f.startsWith('.incoming'))).toEqual([]);
  });

  test('a link made for a declared size takes no more than that', async () => {
    const t = await tenant();
    const link = await linkOf(await uploadLink(t.company.id, t.authorization, 'a.pdf', { size: SAMPLE_PDF.length }));
    expect((await putBytes(link, Buffer.concat([SAMPLE_PDF, Buffer.from('mais')]))).statusCode).toBe(413);
    expect((await putBytes(link, SAMPLE_PDF)).statusCode).toBe(204);
  });
});

describe('keys never leave the storage folder', () => {
  test('a link signed for a key with .. (even with the right secret) is refused, encoded or not', async () => {
    const expires = Math.floor(Date.now() / 1000) + 60;
    for (const key of ['../escape.pdf', 'a/../../escape.pdf', '/etc/escape.pdf', 'a//b.pdf', 'a/.hidden.pdf']) {
      const query = signedUploadQuery(secret(), key, expires, { contentType: 'application/pdf', maxBytes: 1000 });
      for (const pathPart of [key, key.split('/').map(encodeURIComponent).join('/'), key.replaceAll('.', '%2e')]) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: `/storage/objects/${pathPart}?${query.toString()}`,
          payload: SAMPLE_PDF,
          headers: { 'content-type': 'application/pdf' },
        });
        expect([403, 404], `${pathPart}: ${res.body}`).toContain(res.statusCode);
      }
      const download = signedDownloadQuery(secret(), key, expires, {
        contentType: 'application/pdf',
        fileName: 'x.pdf',
        disposition: 'attachment',
      });
      const res = await getBytes(`/storage/objects/${key.replaceAll('.', '%2e')}?${download.toString()}`);
      expect([403, 404]).toContain(res.statusCode);
    }
    expect(existsSync(path.join(root(), '..', 'escape.pdf'))).toBe(false);
    expect(storedFiles().filter((f) => f.includes('escape'))).toEqual([]);
  });

  test('the driver refuses unsafe keys itself', async () => {
    for (const key of ['../x.pdf', '/abs.pdf', 'a/../../x.pdf', 'a\\..\\x.pdf', '']) {
      await expect(ctx.storage.put(key, SAMPLE_PDF, 'application/pdf')).rejects.toThrow(/key/);
      await expect(
        ctx.storage.signedUploadUrl(key, { contentType: 'application/pdf', expiresInSeconds: 60, maxBytes: 10 }),
      ).rejects.toThrow(/key/);
    }
  });

  test('/download with .. in the key answers 404', async () => {
    const a = await tenant();
    const b = await tenant();
    const up = await linkOf(await uploadLink(b.company.id, b.authorization, 'b.pdf'));
    await putBytes(up, SAMPLE_PDF);
    await register(b.company.id, up.key, 'b.pdf');
    for (const url of [
      `/download/..%2F${b.company.id}%2F${up.key.replaceAll('/', '%2F')}?companyId=${a.company.id}`,
      `/download/../${b.company.id}/${up.key}?companyId=${a.company.id}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: a.authorization } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('tenant isolation', () => {
  test('/upload for another company: 403; unknown company 404; no token 401', async () => {
    const a = await tenant();
    const b = await tenant();
    const res = await uploadLink(b.company.id, a.authorization, 'a.pdf');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(messages.companyForbidden);
    expect((await uploadLink(randomUUID(), adminAuth, 'a.pdf')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/upload/a.pdf?companyId=${a.company.id}` })).statusCode).toBe(
      401,
    );
  });

  test('/download of another company’s key: 404 through one’s own company, 403 through theirs', async () => {
    const a = await tenant();
    const b = await tenant();
    const up = await linkOf(await uploadLink(b.company.id, b.authorization, 'segredo.pdf'));
    await putBytes(up, SAMPLE_PDF);
    await register(b.company.id, up.key, 'segredo.pdf');
    const viaOwn = await downloadLink(a.company.id, a.authorization, up.key);
    expect(viaOwn.statusCode).toBe(404);
    expect(viaOwn.json().error.message).toBe(storageMessages.objectNotFound);
    // The full key (with B's prefix) through A's company is still not A's.
    expect((await downloadLink(a.company.id, a.authorization, `${b.company.id}/${up.key}`)).statusCode).toBe(404);
    const viaTheirs = await downloadLink(b.company.id, a.authorization, up.key);
    expect(viaTheirs.statusCode).toBe(403);
    expect(viaTheirs.json().error.message).toBe(messages.companyForbidden);
    expect((await downloadLink(b.company.id, adminAuth, up.key)).statusCode).toBe(200);
    expect((await downloadLink(b.company.id, b.authorization, 'uploads/nada/x.pdf')).statusCode).toBe(404);
  });
});

describe('over a real socket (as a browser calls the links)', () => {
  test('PUT and GET with fetch; a body over the limit answers 413 to the client', async () => {
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const t = await tenant();
    const at = (url: string) => `${address}${local(url)}`;
    const link = await linkOf(await uploadLink(t.company.id, t.authorization, 'extrato.pdf'));
    const put = await fetch(at(link.url), {
      method: 'PUT',
      body: SAMPLE_PDF,
      headers: { ...link.headers, origin: TEST_WEB_ORIGIN },
    });
    expect(put.status).toBe(204);
    expect(put.headers.get('access-control-allow-origin')).toBe(TEST_WEB_ORIGIN);
    await register(t.company.id, link.key, 'extrato.pdf');
    const download = await linkOf(await downloadLink(t.company.id, t.authorization, link.key, { inline: 'true' }));
    const get = await fetch(at(download.url));
    expect(get.status).toBe(200);
    expect(Buffer.from(await get.arrayBuffer()).equals(SAMPLE_PDF)).toBe(true);

    const big = await linkOf(await uploadLink(t.company.id, t.authorization, 'grande.pdf'));
    const tooLarge = await fetch(at(big.url), {
      method: 'PUT',
      body: Buffer.concat([SAMPLE_PDF, Buffer.alloc(STORAGE_MAX_BYTES, 0x20)]),
      headers: big.headers,
    });
    expect(tooLarge.status).toBe(413);
    const answer = (await tooLarge.json()) as { error: { message: string } };
    expect(answer.error.message).toBe(storageMessages.tooLarge);
    expect(storedFiles().filter((f) => f.endsWith('grande.pdf'))).toEqual([]);
  });
});
