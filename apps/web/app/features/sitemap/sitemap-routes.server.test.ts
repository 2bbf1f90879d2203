import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setBlogContentForTests } from '~/features/blog/index.server';
import { ContentUnavailableError, type ContentSource } from '~/features/blog';
import { loaderArgs } from '~/lib/loader-test-support';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import { SITEMAP_FILES } from './sitemap-files.server';
import { robotsLoader, sitemapFileLoader, sitemapIndexLoader } from './sitemap-routes.server';

const SITE = 'http://site.test';

// The API as the sitemaps see it (the runtime config's default, http://localhost:3001).
const API_ANSWERS: Record<string, unknown> = {
  '/functions/areas': {
    data: [
      { slug: 'medicos', name: 'Médicos', headline: 'h' },
      { slug: 'dentistas', name: 'Dentistas', headline: 'h' },
    ],
  },
  '/sitemap/cities': {
    data: [
      { slug: 'sao-paulo', uf: 'SP' },
      { slug: 'sao-joao-d-alianca', uf: 'GO' },
      { slug: 'brasilia', uf: 'DF' },
    ],
  },
  '/sitemap/cnaes': {
    data: [
      { code: '6201-5/01', slug: '6201501-desenvolvimento-de-programas-de-computador-sob-encomenda' },
      { code: '9900-8/00', slug: '9900800-organismos-internacionais-e-outras-instituicoes-extraterritoriais' },
    ],
  },
};
let apiDown = false;
const fakeApi = vi.fn(async (input: string | URL | Request) => {
  const path = new URL(String(input)).pathname;
  if (apiDown) return new Response('{}', { status: 500 });
  return path in API_ANSWERS ? Response.json(API_ANSWERS[path]) : new Response('{}', { status: 404 });
});

const blogSource = (posts: { slug: string; updatedOn: string }[] | 'down'): ContentSource => {
  const unused = async (): Promise<never> => {
    throw new Error('not used by the sitemaps');
  };
  return {
    name: 'local',
    listPosts: unused,
    getPost: unused,
    relatedPosts: unused,
    listTags: unused,
    listAllPosts: async () => {
      if (posts === 'down') throw new ContentUnavailableError('GET /v2/cdn/stories: answered 500');
      return posts;
    },
  };
};

let previousBlog: ContentSource;
beforeEach(() => {
  apiDown = false;
  vi.stubGlobal('fetch', fakeApi);
  previousBlog = setBlogContentForTests(
    blogSource([
      { slug: 'como-abrir-uma-empresa', updatedOn: '2026-03-12' },
      { slug: 'mei-ou-simples', updatedOn: '2026-01-05' },
    ]),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setBlogContentForTests(previousBlog);
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

async function sitemapFile(name: string) {
  const res = await sitemapFileLoader(loaderArgs(`${SITE}/sitemaps/${name}`, { file: name }));
  return { res, body: await res.text() };
}

describe('/sitemap.xml', () => {
  test('an index of every file under /sitemaps/, with absolute addresses, public and cacheable', async () => {
    const res = sitemapIndexLoader(loaderArgs(`${SITE}/sitemap.xml`));
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const body = await res.text();
    expect(body).toContain('<sitemapindex');
    expect(locs(body)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/blog.xml`,
      `${SITE}/sitemaps/cnae.xml`,
      `${SITE}/sitemaps/cidades-contabilidade.xml`,
      `${SITE}/sitemaps/cidades-contador.xml`,
    ]);
  });
});

describe('/sitemaps/{name}.xml', () => {
  test('every file the index names answers a urlset', async () => {
    for (const file of SITEMAP_FILES) {
      const { res, body } = await sitemapFile(`${file.name}.xml`);
      expect(res.status, file.name).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
      expect(res.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    }
  });

  test('pages: the home, the landing pages, /areas and each area, the IRPF pages, the CNAE tool and the blog', async () => {
    const { body } = await sitemapFile('pages.xml');
    expect(locs(body)).toEqual([
      `${SITE}/`,
      `${SITE}/abrir-empresa`,
      `${SITE}/trocar-contador`,
      `${SITE}/areas`,
      `${SITE}/lp/irpf/2026`,
      `${SITE}/lp/irpf/2025`,
      `${SITE}/lp/irpf/2024`,
      `${SITE}/tools/cnae`,
      `${SITE}/blog`,
      `${SITE}/areas/medicos`,
      `${SITE}/areas/dentistas`,
    ]);
  });

  test('blog: each published post with its last update', async () => {
    const { body } = await sitemapFile('blog.xml');
    expect(body).toContain(
      `<url><loc>${SITE}/blog/posts/como-abrir-uma-empresa</loc><lastmod>2026-03-12</lastmod></url>`,
    );
    expect(locs(body)).toHaveLength(2);
  });

  test('cnae: each subclass page at its canonical address', async () => {
    const { body } = await sitemapFile('cnae.xml');
    expect(locs(body)).toEqual([
      `${SITE}/tools/cnae/6201501-desenvolvimento-de-programas-de-computador-sob-encomenda`,
      `${SITE}/tools/cnae/9900800-organismos-internacionais-e-outras-instituicoes-extraterritoriais`,
    ]);
  });

  test('cities: /contabilidade-em and /contador-em for each city, state in lower case', async () => {
    const accounting = locs((await sitemapFile('cidades-contabilidade.xml')).body);
    const accountant = locs((await sitemapFile('cidades-contador.xml')).body);
    expect(accounting).toEqual([
      `${SITE}/contabilidade-em/sao-paulo-sp`,
      `${SITE}/contabilidade-em/sao-joao-d-alianca-go`,
      `${SITE}/contabilidade-em/brasilia-df`,
    ]);
    expect(accountant).toEqual(accounting.map((loc) => loc?.replace('/contabilidade-em/', '/contador-em/')));
  });

  test('SITE_URL-less: the origin the request came to', async () => {
    const res = await sitemapFileLoader(loaderArgs('http://127.0.0.1:3940/sitemaps/pages.xml', { file: 'pages.xml' }));
    expect(locs(await res.text())[0]).toBe('http://127.0.0.1:3940/');
  });

  test('an unknown file is a 404', async () => {
    for (const name of ['nada.xml', 'pages', 'pages.xml.gz']) {
      const { res } = await sitemapFile(name);
      expect(res.status).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  test('the API down: 503, not kept, never a file with pages missing', async () => {
    apiDown = true;
    for (const name of ['pages.xml', 'cnae.xml', 'cidades-contador.xml']) {
      const { res, body } = await sitemapFile(name);
      expect(res.status, name).toBe(503);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(body).not.toContain('<urlset');
    }
  });

  test('the blog content source down: 503', async () => {
    setBlogContentForTests(blogSource('down'));
    const { res } = await sitemapFile('blog.xml');
    expect(res.status).toBe(503);
  });
});

describe('/robots.txt', () => {
  test('open to crawlers but the app, the JSON calls and checkout; names the sitemap index', async () => {
    const res = robotsLoader(loaderArgs(`${SITE}/robots.txt`));
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /app/',
        'Disallow: /api/',
        'Disallow: /pagamento/',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
