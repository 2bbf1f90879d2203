import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  cnaeDetailResponseSchema,
  cnaeSlug,
  cnaesResponseSchema,
  type Cnae,
  type CnaeDetail,
  type CnaesResponse,
} from '@contabil/contracts';
import { cnaeActivities, cnaeSubclasses } from '../../db/schema/reference-data.js';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceData(ctx.database.db);
  // One retired code, to see the isActive filter at work.
  await ctx.database.db.update(cnaeSubclasses).set({ isActive: false }).where(eq(cnaeSubclasses.code, '6202300'));
}, 120_000);
afterAll(() => ctx.close());

async function cnaes(query: Record<string, string>): Promise<CnaesResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: '/cnaes', query });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  return cnaesResponseSchema.parse(res.json());
}
const codes = (response: CnaesResponse) => response.data.map((c) => c.code);

describe('GET /cnaes', () => {
  test('"6201-5/01" returns it first, public, with every field in the client names', async () => {
    const found = await cnaes({ search: '6201-5/01' });
    expect(found.total).toBe(1);
    expect(found.data[0]).toEqual<Cnae>({
      code: '6201-5/01',
      text: 'Desenvolvimento de programas de computador sob encomenda',
      taxRates: {
        simplesSituation: 'allowed',
        annex: expect.any(String),
        isOfficial: false,
        source: expect.stringContaining('não é tabela oficial'),
        bands: expect.any(Array),
      },
      isAllowedMei: false,
      isRFactor: expect.any(Boolean),
      cnaeAllowedActivities: expect.any(Array),
      cnaeNotAllowedActivities: expect.any(Array),
      obs: expect.any(Array),
      hierarchy: {
        section: { code: 'J', text: 'INFORMAÇÃO E COMUNICAÇÃO' },
        division: { code: '62', text: 'ATIVIDADES DOS SERVIÇOS DE TECNOLOGIA DA INFORMAÇÃO' },
        group: { code: '62.0', text: 'Atividades dos serviços de tecnologia da informação' },
        class: { code: '62.01-5', text: 'Desenvolvimento de programas de computador sob encomenda' },
      },
      isActive: true,
    });
    expect(found.data[0]?.cnaeAllowedActivities.length).toBeGreaterThan(0);
    expect(found.data[0]?.cnaeNotAllowedActivities.some((item) => item.includes('6202-3/00'))).toBe(true);
  });

  test.each(['6201501', '6201-5/01', ' 6201.5/01 '])('a whole code with or without punctuation: %j', async (search) => {
    expect(codes(await cnaes({ search }))).toEqual(['6201-5/01']);
  });

  test('the start of a code lists the codes under it, in order', async () => {
    const found = await cnaes({ search: '62015' });
    expect(codes(found)).toEqual(['6201-5/01', '6201-5/02']);
    const division = await cnaes({ search: '62' });
    expect(division.total).toBeGreaterThan(5);
    expect(codes(division).every((code) => code.startsWith('62'))).toBe(true);
  });

  test('the exact code comes before longer ones that start with the same digits', async () => {
    const found = await cnaes({ search: '4721-1/02' });
    expect(codes(found)[0]).toBe('4721-1/02');
  });

  test('"padaria" finds the bakery code 4721-1/02 first (the description starts with the word)', async () => {
    const found = await cnaes({ search: 'padaria' });
    expect(codes(found)[0]).toBe('4721-1/02');
    expect(codes(found).slice(0, 5)).toContain('1091-1/02');
  });

  test('"desenvolvimento de software" finds 6201-5/01 among the first results through the activity index', async () => {
    const found = await cnaes({ search: 'desenvolvimento de software' });
    expect(codes(found).slice(0, 3)).toContain('6201-5/01');
  });

  test('accents and case do not matter', async () => {
    const plain = codes(await cnaes({ search: 'comercio varejista de laticinios' }));
    expect(plain.length).toBeGreaterThan(0);
    expect(codes(await cnaes({ search: 'COMÉRCIO Varejista de Laticínios' }))).toEqual(plain);
  });

  test('the description prefix ranks before a word in the middle', async () => {
    const found = await cnaes({ search: 'cultivo de arroz', limit: '3' });
    expect(codes(found)[0]).toBe('0111-3/01');
  });

  test('isActive filters: a retired code appears only with isActive=false or no filter', async () => {
    expect(codes(await cnaes({ search: '6202300' }))).toEqual(['6202-3/00']);
    expect(codes(await cnaes({ search: '6202300', isActive: 'true' }))).toEqual([]);
    const retired = await cnaes({ isActive: 'false' });
    expect(retired.total).toBe(1);
    expect(retired.data[0]).toMatchObject({ code: '6202-3/00', isActive: false });
  });

  test('limit defaults to 10; offset pages; total counts every match', async () => {
    const first = await cnaes({ search: 'comercio' });
    expect(first.data).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    const second = await cnaes({ search: 'comercio', limit: '5', offset: '5' });
    expect(second.total).toBe(first.total);
    expect(codes(second)).toEqual(codes(first).slice(5, 10));
    const past = await cnaes({ search: 'comercio', offset: String(first.total) });
    expect(past).toEqual({ total: first.total, data: [] });
  });

  test('without a search: every code in order, with the total', async () => {
    const all = await cnaes({ limit: '2' });
    expect(all.total).toBeGreaterThan(1300);
    expect(codes(all)).toEqual(['0111-3/01', '0111-3/02']);
  });

  test.each(['%', '___', '***', '--'])('symbols alone find nothing: %j', async (search) => {
    expect(await cnaes({ search })).toEqual({ total: 0, data: [] });
  });

  test('nothing found is an empty list', async () => {
    expect(await cnaes({ search: 'xyzwvq' })).toEqual({ total: 0, data: [] });
  });

  test.each([
    [{ limit: '101' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ isActive: 'sim' }, 'isActive'],
    [{ search: 'a'.repeat(101) }, 'search'],
  ])('%j is a 400 naming the field', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/cnaes', query });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', fields: { [field]: expect.any(String) } });
  });

  test('a search answers quickly (measured on the local database)', async () => {
    const searches = ['padaria', 'desenvolvimento de software', '6201-5/01', 'comercio varejista', 'consultoria'];
    for (const search of searches) await cnaes({ search }); // warm up
    const rounds = 10;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) for (const search of searches) await cnaes({ search });
    const perSearchMs = (performance.now() - started) / (rounds * searches.length);
    console.warn(`GET /cnaes: ${perSearchMs.toFixed(1)} ms per search (${ctx.database.kind})`);
    expect(perSearchMs).toBeLessThan(250);
  });
});

async function cnaeDetail(code: string): Promise<CnaeDetail> {
  const res = await ctx.app.inject({ method: 'GET', url: `/cnaes/${code}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
  return cnaeDetailResponseSchema.parse(res.json()).data;
}

async function activityCount(code: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(cnaeActivities)
    .where(eq(cnaeActivities.cnaeCode, code));
  return row?.n ?? 0;
}

describe('GET /cnaes/{code}', () => {
  test('6201501: public, with the hierarchy, notes, activity index, Simples legal basis and its slug', async () => {
    const cnae = await cnaeDetail('6201501');
    expect(cnae).toMatchObject({
      code: '6201-5/01',
      text: 'Desenvolvimento de programas de computador sob encomenda',
      slug: '6201501-desenvolvimento-de-programas-de-computador-sob-encomenda',
      hierarchy: {
        section: { code: 'J', text: 'INFORMAÇÃO E COMUNICAÇÃO' },
        class: { code: '62.01-5', text: 'Desenvolvimento de programas de computador sob encomenda' },
      },
      taxRates: {
        simplesSituation: 'allowed',
        isOfficial: false,
        source: expect.stringContaining('não é tabela oficial'),
        legalBasis: expect.stringContaining('LC 123'),
      },
      isAllowedMei: false,
      meiOccupations: [],
      isActive: true,
    });
    expect(cnae.notes.includes.length).toBeGreaterThan(0);
    expect(cnae.notes.excludes.some((item) => item.includes('6202-3/00'))).toBe(true);
    expect(cnae.activities).toHaveLength(await activityCount('6201501'));
    expect(cnae.activities.some((entry) => entry.startsWith('SOFTWARE SOB ENCOMENDA'))).toBe(true);
    // The subclasses the notes name, with what their links need.
    expect(cnae.referencedCnaes).toContainEqual({
      code: '6202-3/00',
      text: expect.any(String),
      slug: expect.stringMatching(/^6202300-/),
    });
    expect(cnae.referencedCnaes.map((other) => other.code)).not.toContain('6201-5/01');
  });

  test.each(['6201-5%2F01', '6201-5/01', '6201501'])('the code as %s answers the same subclass', async (code) => {
    expect((await cnaeDetail(code)).code).toBe('6201-5/01');
  });

  // Issue 26 item 4: the annex's nominal rates by band, from the Simples tables, still the
  // firm's reading. Figures by hand from LC 123 Anexo III (LC 155/2016).
  test('an Anexo III code carries the annex bands: up to R$ 180.000,00 at 6% with no deduction, ...', async () => {
    const cnae = await cnaeDetail('2539001');
    expect(cnae.taxRates).toMatchObject({ simplesSituation: 'allowed', annex: 'III', isOfficial: false });
    expect(cnae.taxRates.bands).toEqual([
      { band: 1, revenueFrom: 0, revenueTo: 180_000, nominalRateBps: 600, deduction: 0 },
      {
        band: 2,
        revenueFrom: 180_000.01,
        revenueTo: 360_000,
        nominalRateBps: 1120,
        deduction: 9_360,
      },
      {
        band: 3,
        revenueFrom: 360_000.01,
        revenueTo: 720_000,
        nominalRateBps: 1350,
        deduction: 17_640,
      },
      {
        band: 4,
        revenueFrom: 720_000.01,
        revenueTo: 1_800_000,
        nominalRateBps: 1600,
        deduction: 35_640,
      },
      {
        band: 5,
        revenueFrom: 1_800_000.01,
        revenueTo: 3_600_000,
        nominalRateBps: 2100,
        deduction: 125_640,
      },
      {
        band: 6,
        revenueFrom: 3_600_000.01,
        revenueTo: 4_800_000,
        nominalRateBps: 3300,
        deduction: 648_000,
      },
    ]);
    // The list answers the same bands.
    const [listed] = (await cnaes({ search: '2539-0/01' })).data;
    expect(listed?.taxRates.bands).toEqual(cnae.taxRates.bands);
  });

  test('a code without an annex (barred) has no bands', async () => {
    const cnae = await cnaeDetail('6410700');
    expect(cnae.taxRates).toMatchObject({ simplesSituation: 'barred', annex: null, bands: [] });
  });

  test('an MEI code lists its occupations with the ISS and ICMS flags', async () => {
    const cnae = await cnaeDetail('9602501');
    expect(cnae.isAllowedMei).toBe(true);
    expect(cnae.meiOccupations).toContainEqual({
      occupation: 'Cabeleireiro(a) independente',
      description: expect.any(String),
      isSubjectToIss: expect.any(Boolean),
      isSubjectToIcms: expect.any(Boolean),
    });
    expect(cnae.meiOccupations.length).toBeGreaterThanOrEqual(3);
  });

  test('every activity index entry comes, even for the code with the most (2029-1/00)', async () => {
    const cnae = await cnaeDetail('2029100');
    const expected = await activityCount('2029100');
    expect(expected).toBeGreaterThan(400);
    expect(cnae.activities).toHaveLength(expected);
  });

  test('the first and the last subclass of the table', async () => {
    expect(await cnaeDetail('0111301')).toMatchObject({ code: '0111-3/01', slug: '0111301-cultivo-de-arroz' });
    const last = await cnaeDetail('9900800');
    expect(last.code).toBe('9900-8/00');
    expect(last.hierarchy.section.code).toBe('U');
  });

  test('a barred code says so, with the Res. CGSN 140 basis', async () => {
    const [barred] = await ctx.database.db
      .select({ code: cnaeSubclasses.code })
      .from(cnaeSubclasses)
      .where(eq(cnaeSubclasses.simplesSituation, 'barred'))
      .limit(1);
    const cnae = await cnaeDetail(barred!.code);
    expect(cnae.taxRates).toMatchObject({
      simplesSituation: 'barred',
      legalBasis: expect.stringContaining('CGSN 140'),
    });
  });

  test('a retired code still answers, flagged inactive', async () => {
    expect(await cnaeDetail('6202300')).toMatchObject({ code: '6202-3/00', isActive: false });
  });

  test('the slug of an accented description has no accents', async () => {
    const cnae = await cnaeDetail('4721102');
    expect(cnae.text).toBe('Padaria e confeitaria com predominância de revenda');
    expect(cnae.slug).toBe('4721102-padaria-e-confeitaria-com-predominancia-de-revenda');
    expect(cnae.slug).toBe(cnaeSlug(cnae.code, cnae.text));
  });

  test('an unknown code is 404 "CNAE não encontrado", not cached as reference data', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/cnaes/9999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'CNAE não encontrado' } });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  test.each(['abc', '62015', '62015011', '6201-5%2F0x', 'x201-5/01'])('%s is a 400 on code', async (code) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/cnaes/${code}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', fields: { code: 'CNAE inválido' } });
  });

  test('the OpenAPI document names /cnaes/{code}, not the route for the raw slash', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toContain('/cnaes/{code}');
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/cnaes/'))).toEqual(['/cnaes/{code}']);
  });
});
