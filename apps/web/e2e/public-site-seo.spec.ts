import type { APIRequestContext } from '@playwright/test';
import { WEB_URL } from './e2e-env';
import { expect, test } from './fixtures';

// What crawlers and CDNs see, through the real servers: the sitemap index and its files,
// robots.txt, the cache policy of each public page, and ETags with 304s.

const PUBLIC_CACHE = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';
const LAST_CNAE = '/tools/cnae/9900800-organismos-internacionais-e-outras-instituicoes-extraterritoriais';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

async function xml(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers()['cache-control']).toBe(PUBLIC_CACHE);
  return res.text();
}

test('/sitemap.xml indexes five files; following it reaches every public page family', async ({ request }) => {
  const index = await xml(request, `${WEB_URL}/sitemap.xml`);
  const files = locs(index);
  expect(files).toEqual(
    ['pages', 'blog', 'cnae', 'cidades-contabilidade', 'cidades-contador'].map((n) => `${WEB_URL}/sitemaps/${n}.xml`),
  );

  const urls: Record<string, string[]> = {};
  for (const file of files) {
    const body = await xml(request, file);
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(Buffer.byteLength(body)).toBeLessThan(50 * 1024 * 1024);
    urls[file.split('/').pop()!] = locs(body);
  }

  const pages = urls['pages.xml']!;
  for (const path of [
    '/',
    '/abrir-empresa',
    '/trocar-contador',
    '/areas',
    '/lp/irpf/2024',
    '/lp/irpf/2025',
    '/tools/cnae',
    '/blog',
  ]) {
    expect(pages).toContain(`${WEB_URL}${path}`);
  }
  expect(pages.some((url) => url.startsWith(`${WEB_URL}/areas/`))).toBe(true);

  expect(urls['blog.xml']).toContain(`${WEB_URL}/blog/posts/como-abrir-uma-empresa-passo-a-passo`);
  expect(urls['cnae.xml']).toHaveLength(1332);
  expect(urls['cnae.xml']).toContain(`${WEB_URL}${LAST_CNAE}`);
  expect(urls['cidades-contabilidade.xml']).toHaveLength(5571);
  expect(urls['cidades-contador.xml']).toHaveLength(5571);
  expect(urls['cidades-contabilidade.xml']).toContain(`${WEB_URL}/contabilidade-em/sao-paulo-sp`);
  expect(urls['cidades-contador.xml']).toContain(`${WEB_URL}/contador-em/sao-paulo-sp`);

  // A listed page answers itself, not a redirect or a 404.
  for (const url of [`${WEB_URL}${LAST_CNAE}`, urls['blog.xml']![0]!, pages.find((u) => u.includes('/areas/'))!]) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(200);
  }
});

test('/robots.txt opens the public site, closes the app, and names the sitemap index', async ({ request }) => {
  const res = await request.get(`${WEB_URL}/robots.txt`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const body = await res.text();
  expect(body).toContain('User-agent: *\nAllow: /\nDisallow: /app/\nDisallow: /api/\nDisallow: /pagamento/\n');
  expect(body).toContain(`Sitemap: ${WEB_URL}/sitemap.xml`);
});

const PUBLIC_PAGES = [
  '/',
  '/abrir-empresa',
  '/trocar-contador',
  '/areas',
  '/blog',
  '/blog/posts/como-abrir-uma-empresa-passo-a-passo',
  '/contabilidade-em/sao-paulo-sp',
  '/contador-em/sao-paulo-sp',
  '/lp/irpf/2024',
  '/lp/irpf/2025',
  '/tools/cnae',
  '/tools/cnae/6201501-desenvolvimento-de-programas-de-computador-sob-encomenda',
];

test('every public page is cacheable by a CDN and carries an ETag', async ({ request }) => {
  const areas = locs(await xml(request, `${WEB_URL}/sitemaps/pages.xml`)).filter((u) => u.includes('/areas/'));
  for (const path of [...PUBLIC_PAGES, new URL(areas[0]!).pathname]) {
    const res = await request.get(`${WEB_URL}${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe(PUBLIC_CACHE);
    expect(res.headers()['etag'], path).toMatch(/^W\/"[\w-]+"$/);
  }
});

test('If-None-Match with the page tag answers 304 with no body; the app never gets a tag', async ({ request }) => {
  const url = `${WEB_URL}/tools/cnae/6201501-desenvolvimento-de-programas-de-computador-sob-encomenda`;
  const first = await request.get(url);
  const etag = first.headers()['etag']!;
  expect(etag).toBeTruthy();

  const again = await request.get(url, { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
  expect(again.headers()['etag']).toBe(etag);
  expect(again.headers()['cache-control']).toBe(PUBLIC_CACHE);

  // Another page, another tag: an old tag gets the full page.
  const other = await request.get(`${WEB_URL}/tools/cnae`, { headers: { 'If-None-Match': etag } });
  expect(other.status()).toBe(200);
  expect(other.headers()['etag']).not.toBe(etag);

  // The sitemaps too.
  const sitemap = await request.get(`${WEB_URL}/sitemap.xml`);
  const sitemapAgain = await request.get(`${WEB_URL}/sitemap.xml`, {
    headers: { 'If-None-Match': sitemap.headers()['etag']! },
  });
  expect(sitemapAgain.status()).toBe(304);

  const login = await request.get(`${WEB_URL}/app/login`, { headers: { 'If-None-Match': '*' } });
  expect(login.status()).toBe(200);
  expect(login.headers()['etag']).toBeUndefined();
  expect(login.headers()['cache-control'] ?? '').not.toContain('public');
});
