import { describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { declaredStorageType, sniffStorageType } from './sniff.js';
import { companyKey, fullCompanyKey, isSafeKey, keyBelongsTo, relativeCompanyKey } from './storage-keys.js';
import { checkDownloadLink, checkUploadLink, signedDownloadQuery, signedUploadQuery } from './local-links.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffStorageType: the bytes decide', () => {
  test.each([
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xdb, 0, 0x43]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'image/png'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['ZIP', bytes('PK', [3, 4, 20, 0]), 'application/zip'],
    [
      'OFX 1 (SGML)',
      bytes('OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\n\r\n<OFX><SIGNONMSGSRSV1>'),
      'application/x-ofx',
    ],
    ['OFX 1 after blank lines', bytes('\r\n\r\nOFXHEADER:100\r\n'), 'application/x-ofx'],
    [
      'OFX 2 (XML)',
      bytes(
        '<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="211"?>\n<OFX><SIGNONMSGSRSV1/></OFX>',
      ),
      'application/x-ofx',
    ],
    ['OFX 2 without the instruction', bytes('<?xml version="1.0"?>\n<OFX><BANKMSGSRSV1/></OFX>'), 'application/x-ofx'],
    ['XML with a BOM and blanks', bytes([0xef, 0xbb, 0xbf], '  \n<?xml version="1.0"?><NFSe/>'), 'application/xml'],
    ['XML without a declaration', bytes('<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse"/>'), 'application/xml'],
  ])('%s', (_name, content, type) => {
    expect(sniffStorageType(content)).toBe(type);
  });

  test.each([
    ['HTML', bytes('<!DOCTYPE html><html><body>oi</body></html>')],
    ['HTML after an XML declaration', bytes('<?xml version="1.0"?><html><script>x</script></html>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['an ELF binary', bytes([0x7f], 'ELF')],
    ['GIF', bytes('GIF89a')],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['text', bytes('Olá, mundo')],
    ['nothing', Buffer.alloc(0)],
    ['a PDF signature not at the start', bytes(' %PDF-1.4')],
  ])('refuses %s', (_name, content) => {
    expect(sniffStorageType(content)).toBeUndefined();
  });
});

describe('declaredStorageType: the name and the declared type, as hints', () => {
  test.each([
    ['a.pdf', undefined, 'application/pdf'],
    ['a.PDF', 'application/pdf', 'application/pdf'],
    ['a.jpeg', 'image/pjpeg', 'image/jpeg'],
    ['a.ofx', '', 'application/x-ofx'],
    ['a.qfx', 'application/octet-stream', 'application/x-ofx'],
    ['a.xml', 'text/xml; charset=utf-8', 'application/xml'],
    ['a.xml', 'application/x-ofx', 'application/x-ofx'],
    ['a.zip', 'application/x-zip-compressed', 'application/zip'],
    ['sem-extensao', 'image/png', 'image/png'],
  ])('%s declared %s: %s', (name, declared, type) => {
    expect(declaredStorageType(name, declared)).toBe(type);
  });

  test.each([
    ['a.html', undefined],
    ['a.exe', 'application/pdf'],
    ['a.pdf', 'text/html'],
    ['a.png', 'application/pdf'],
    ['a.pdf.exe', ''],
    ['sem-extensao', ''],
    ['a.svg', 'image/svg+xml'],
  ])('refuses %s declared %s', (name, declared) => {
    expect(declaredStorageType(name, declared)).toBeUndefined();
  });
});

describe('keys', () => {
  const company = randomUUID();

  test('companyKey: {companyId}/uploads/{uuid}/{safe name}, always fresh', () => {
    const key = companyKey(company, 'C:\\Users\\ana\\Contrato social.pdf');
    expect(key).toMatch(new RegExp(`^${company}/uploads/[0-9a-f-]{36}/Contrato social\\.pdf$`));
    expect(companyKey(company, 'a.pdf')).not.toBe(companyKey(company, 'a.pdf'));
    expect(companyKey(company, '../../etc/passwd')).toMatch(/\/passwd$/);
    expect(companyKey(company, '..')).toMatch(/\/arquivo$/);
    expect(companyKey(company, '.env')).toMatch(/\/env$/);
    const long = companyKey(company, `${'ç'.repeat(200)}.pdf`);
    expect(Buffer.byteLength(long.split('/').pop()!, 'utf8')).toBeLessThanOrEqual(120);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(isSafeKey(long)).toBe(true);
  });

  test('keyBelongsTo, fullCompanyKey and relativeCompanyKey keep keys under the company', () => {
    const other = randomUUID();
    const key = companyKey(company, 'a.pdf');
    expect(keyBelongsTo(company, key)).toBe(true);
    expect(keyBelongsTo(other, key)).toBe(false);
    expect(keyBelongsTo(company, `${company}/../${other}/x.pdf`)).toBe(false);
    expect(keyBelongsTo(company, `${company}/`)).toBe(false);
    expect(keyBelongsTo(company, `${company}x/a.pdf`)).toBe(false);
    const relative = relativeCompanyKey(company, key);
    expect(fullCompanyKey(company, relative)).toBe(key);
    expect(fullCompanyKey(company, `../${other}/uploads/x/a.pdf`)).toBeUndefined();
    expect(() => relativeCompanyKey(other, key)).toThrow();
  });

  test.each([
    '',
    '/a',
    'a/',
    'a//b',
    '../a',
    'a/..',
    'a/./b',
    'a/.hidden',
    'a\\b',
    'a/\u0000b',
    'a/ b',
    'x'.repeat(600),
  ])('isSafeKey refuses %j', (key) => {
    expect(isSafeKey(key)).toBe(false);
  });
});

describe('local signed links', () => {
  const secret = 'segredo-de-teste';
  const now = new Date('2026-05-04T12:00:00Z');
  const expires = now.getTime() / 1000 + 300;
  const key = `${randomUUID()}/uploads/${randomUUID()}/a.pdf`;
  const asQuery = (params: URLSearchParams) => Object.fromEntries(params.entries());

  test('an upload link checks with its secret until it expires', () => {
    const query = asQuery(signedUploadQuery(secret, key, expires, { contentType: 'application/pdf', maxBytes: 100 }));
    expect(checkUploadLink(secret, key, query, now)).toEqual({
      ok: true,
      grant: { contentType: 'application/pdf', maxBytes: 100 },
    });
    expect(checkUploadLink('outro-segredo', key, query, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkUploadLink(secret, key, query, new Date(expires * 1000))).toEqual({ ok: false, reason: 'expired' });
    // A link for a GET does not open a PUT, and the other way round.
    const download = asQuery(
      signedDownloadQuery(secret, key, expires, {
        contentType: 'application/pdf',
        fileName: 'a.pdf',
        disposition: 'inline',
      }),
    );
    expect(checkUploadLink(secret, key, { ...download, max: '100' }, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkDownloadLink(secret, key, { ...query, name: 'a.pdf', disposition: 'inline' }, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkDownloadLink(secret, key, download, now)).toMatchObject({ ok: true });
  });

  test('a tampered expiry is invalid, not expired (the signature is checked first)', () => {
    const query = asQuery(signedUploadQuery(secret, key, expires, { contentType: 'application/pdf', maxBytes: 100 }));
    expect(checkUploadLink(secret, key, { ...query, expires: String(expires - 1000) }, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
