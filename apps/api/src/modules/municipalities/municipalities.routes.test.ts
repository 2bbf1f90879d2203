import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CityPage, CityResult } from '@contabil/contracts';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { parseCityQuery } from './municipalities.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceData(ctx.database.db);
}, 120_000);
afterAll(() => ctx.close());

const search = (query: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/municipalities/search', query });
async function cities(q: string, limit?: number): Promise<CityResult[]> {
  const res = await search(limit === undefined ? { q } : { q, limit: String(limit) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const label = (c: CityResult) => `${c.name}/${c.state}`;

describe('GET /municipalities/search', () => {
  test('"sao paulo" finds São Paulo/SP first, public and with every field', async () => {
    const [first] = await cities('sao paulo');
    expect(first).toEqual({ ibgeCode: 3550308, name: 'São Paulo', state: 'SP', slug: 'sao-paulo', isCapital: true });
  });

  test('ignores case and accents', async () => {
    expect((await cities('SÃO PAULO'))[0]?.ibgeCode).toBe(3550308);
    expect((await cities('  São   Paulo '))[0]?.ibgeCode).toBe(3550308);
  });

  test('a prefix ranks the capital first: "belo" -> Belo Horizonte', async () => {
    const found = await cities('belo');
    expect(label(found[0] as CityResult)).toBe('Belo Horizonte/MG');
    expect(found.every((c) => c.name.toLowerCase().startsWith('belo'))).toBe(true);
  });

  test('a word inside the name matches: "paulo" finds São Paulo', async () => {
    const found = await cities('paulo');
    expect(found.map((c) => c.ibgeCode)).toContain(3550308);
  });

  test('"rio de janeiro" finds Rio de Janeiro/RJ first', async () => {
    expect(label((await cities('rio de janeiro'))[0] as CityResult)).toBe('Rio de Janeiro/RJ');
  });

  test.each(['sao paulo - sp', 'São Paulo/SP', 'sao paulo sp', 'São Paulo (SP)', 'sao paulo, sp'])(
    'a trailing UF filters by state: %s',
    async (q) => {
      const found = await cities(q, 20);
      expect(found[0]?.ibgeCode).toBe(3550308);
      expect(found.every((c) => c.state === 'SP')).toBe(true);
    },
  );

  test('a trailing UF after a separator keeps only that state even for a prefix', async () => {
    const found = await cities('sao - pi', 20);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.state === 'PI')).toBe(true);
  });

  test('two letters after a space may be a word being typed: "porto al" still offers Porto Alegre', async () => {
    const found = await cities('porto al', 20);
    expect(label(found[0] as CityResult)).toBe('Porto Alegre/RS');
    expect(found.some((c) => c.state === 'AL' && c.name.startsWith('Porto'))).toBe(true);
  });

  test('a typo still finds the city by similarity', async () => {
    expect((await cities('florianopoli'))[0]?.name).toBe('Florianópolis');
    expect((await cities('sao paolo')).map((c) => c.ibgeCode)).toContain(3550308);
  });

  test('limit defaults to 5 and goes up to 20', async () => {
    expect(await cities('sao')).toHaveLength(5);
    expect(await cities('sao', 20)).toHaveLength(20);
    expect(await cities('sao', 1)).toHaveLength(1);
  });

  test.each(['21', '0', 'abc', '2.5'])('limit=%s is a 400 naming the field', async (limit) => {
    const res = await search({ q: 'sao', limit });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', fields: { limit: expect.any(String) } });
  });

  test.each<Record<string, string>>([{ q: '' }, { q: '   ' }, {}])(
    'a missing or empty q is a 400: %j',
    async (query) => {
      const res = await search(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation_error',
        message: 'Digite o nome da cidade',
        fields: { q: 'Digite o nome da cidade' },
      });
    },
  );

  test('q longer than 80 characters is a 400', async () => {
    const res = await search({ q: 'a'.repeat(81) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('q');
  });

  test.each(['´ ` ~ ^', '\u0301\u0303', '%', '_', '.*', "'", '-'])(
    'a q with no letters answers an empty list: %j',
    async (q) => {
      expect(await cities(q)).toEqual([]);
    },
  );

  test('wildcards typed by the user match nothing by themselves', async () => {
    expect(await cities('%%%')).toEqual([]);
    expect(await cities('sp_')).toEqual(await cities('sp'));
  });

  test('nothing found is an empty list', async () => {
    expect(await cities('xyzwvq')).toEqual([]);
  });

  test('is documented in OpenAPI', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = spec.paths['/municipalities/search'].get;
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['limit', 'q']);
    expect(op.responses['200']).toBeDefined();
  });
});

describe('parseCityQuery', () => {
  test.each([
    ['sao paulo', { text: 'sao paulo' }],
    ['São Paulo - SP', { text: 'São Paulo - SP', state: { uf: 'SP', name: 'São Paulo', explicit: true } }],
    ['sao paulo/sp', { text: 'sao paulo sp', state: { uf: 'SP', name: 'sao paulo', explicit: true } }],
    ['sao paulo sp', { text: 'sao paulo sp', state: { uf: 'SP', name: 'sao paulo', explicit: false } }],
    ['rio de janeiro', { text: 'rio de janeiro' }],
    ['sp', { text: 'sp' }],
    ['Embu-Guaçu', { text: 'Embu-Guaçu' }],
    ["Pau d'Arco - PA", { text: "Pau d'Arco - PA", state: { uf: 'PA', name: "Pau d'Arco", explicit: true } }],
    ['50% off', { text: '50 off' }],
  ])('%s', (q, expected) => {
    expect(parseCityQuery(q)).toEqual(expected);
  });
});

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
