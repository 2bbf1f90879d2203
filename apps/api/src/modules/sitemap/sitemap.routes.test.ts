import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { cnaeSlug, sitemapCitiesResponseSchema, sitemapCnaesResponseSchema } from '@contabil/contracts';
import { cnaeSubclasses } from '../../db/schema/reference-data.js';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceData(ctx.database.db);
  // One retired code: it stays out of the sitemap.
  await ctx.database.db.update(cnaeSubclasses).set({ isActive: false }).where(eq(cnaeSubclasses.code, '6202300'));
}, 120_000);
afterAll(() => ctx.close());

async function get(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
  return res.json();
}

describe('GET /sitemap/cities', () => {
  test('every municipality (5,571) once, as slug and state, with no token', async () => {
    const { data } = sitemapCitiesResponseSchema.parse(await get('/sitemap/cities'));
    expect(data).toHaveLength(5571);
    expect(data).toContainEqual({ slug: 'sao-paulo', uf: 'SP' });
    expect(data).toContainEqual({ slug: 'brasilia', uf: 'DF' });
    expect(new Set(data.map((c) => `${c.slug}-${c.uf}`)).size).toBe(5571);
    expect(data.every((c) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(c.slug) && /^[A-Z]{2}$/.test(c.uf))).toBe(true);
  });

  test('ordered by state, then slug', async () => {
    const { data } = sitemapCitiesResponseSchema.parse(await get('/sitemap/cities'));
    const keys = data.map((c) => `${c.uf} ${c.slug}`);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('GET /sitemap/cnaes', () => {
  test('every active subclass by code, with the slug of its page; a retired one is left out', async () => {
    const { data } = sitemapCnaesResponseSchema.parse(await get('/sitemap/cnaes'));
    // The IBGE's CNAE 2.3 has 1,332 subclasses; one was retired above.
    expect(await ctx.database.db.$count(cnaeSubclasses)).toBe(1332);
    expect(data).toHaveLength(1331);
    expect(data).toContainEqual({
      code: '6201-5/01',
      slug: '6201501-desenvolvimento-de-programas-de-computador-sob-encomenda',
    });
    expect(data.some((c) => c.code === '6202-3/00')).toBe(false);
    expect(data.at(-1)?.code).toBe('9900-8/00');
    for (const cnae of data.slice(0, 50)) expect(cnae.slug.startsWith(cnae.code.replace(/\D/g, '') + '-')).toBe(true);
  });

  test('the slug is the one GET /cnaes/{code} sends (the page does not redirect)', async () => {
    const detail = await ctx.app.inject({ method: 'GET', url: '/cnaes/9900800' });
    const { data } = sitemapCnaesResponseSchema.parse(await get('/sitemap/cnaes'));
    const { code, text, slug } = detail.json().data;
    expect(data.find((c) => c.code === code)?.slug).toBe(slug);
    expect(slug).toBe(cnaeSlug(code, text));
  });
});
