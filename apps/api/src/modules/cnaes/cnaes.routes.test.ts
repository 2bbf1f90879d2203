import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { cnaesResponseSchema, type Cnae, type CnaesResponse } from '@contabil/contracts';
import { cnaeSubclasses } from '../../db/schema/reference-data.js';
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
