import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CityPage } from '@contabil/contracts';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceData(ctx.database.db);
}, 120_000);
afterAll(() => ctx.close());

const get = (slug: string) => ctx.app.inject({ method: 'GET', url: `/municipalities/by-slug/${slug}` });
async function page(slug: string): Promise<CityPage> {
  const res = await get(slug);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /municipalities/by-slug/{citySlug}', () => {
  test('São Paulo: state, region, codes, no capital link, public and cacheable', async () => {
    const res = await get('sao-paulo-sp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const city: CityPage = res.json().data;
    expect(city).toMatchObject({
      ibgeCode: 3550308,
      name: 'São Paulo',
      state: 'SP',
      stateName: 'São Paulo',
      region: 'Sudeste',
      pageSlug: 'sao-paulo-sp',
      isCapital: true,
      ddd: 11,
      timezone: 'America/Sao_Paulo',
      stateMunicipalityCount: 645,
      capital: null,
    });
    expect(city.siafiCode).toMatch(/^\d{4}$/);
  });

  test('a city that is not the capital links to it with the distance, and lists its nearest cities', async () => {
    const campinas = await page('campinas-sp');
    expect(campinas.capital).toEqual({ name: 'São Paulo', state: 'SP', pageSlug: 'sao-paulo-sp', distanceKm: 82 });
    expect(campinas.nearby).toHaveLength(6);
    const distances = campinas.nearby.map((c) => c.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(campinas.nearby.map((c) => c.name)).toContain('Valinhos');
    expect(campinas.nearby.map((c) => c.pageSlug)).not.toContain('campinas-sp');
  });

  test('accented and apostrophe names resolve from their unaccented slug', async () => {
    expect((await page('sao-joao-del-rei-mg')).name).toBe('São João del Rei');
    expect((await page('alta-floresta-d-oeste-ro')).name).toBe("Alta Floresta D'Oeste");
    expect((await page('brasilia-df')).isCapital).toBe(true);
  });

  test.each(['sao-paulo-rj', 'cidade-que-nao-existe-sp', 'sao-paulo-xx', 'Sao-Paulo-SP', 'sao_paulo-sp', 'sp'])(
    '%s answers 404 "Cidade não encontrada" (or 400 for a malformed slug)',
    async (slug) => {
      const res = await get(slug);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().error.message).toBe('Cidade não encontrada');
      if (/^[a-z0-9-]+-[a-z]{2}$/.test(slug)) expect(res.statusCode).toBe(404);
    },
  );
});
