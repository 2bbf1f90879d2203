import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inArray } from 'drizzle-orm';
import { areaDetailResponseSchema, areaListResponseSchema, cnaeSlug, type AreaDetail } from '@contabil/contracts';
import { cnaeSubclasses } from '../../db/schema/reference-data.js';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { AREAS_CATALOG } from './areas-catalog.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceData(ctx.database.db);
}, 120_000);
afterAll(() => ctx.close());

async function area(slug: string): Promise<AreaDetail> {
  const res = await ctx.app.inject({ method: 'GET', url: `/functions/areas/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  return areaDetailResponseSchema.parse(res.json()).data;
}

describe('the catalog', () => {
  test('at least 8 areas, slugs unique and URL-safe, every text filled in', () => {
    expect(AREAS_CATALOG.length).toBeGreaterThanOrEqual(8);
    const slugs = AREAS_CATALOG.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const entry of AREAS_CATALOG) {
      expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.description.length, entry.slug).toBeLessThanOrEqual(170);
      expect(entry.sections.length, entry.slug).toBeGreaterThanOrEqual(2);
      expect(entry.faq.length, entry.slug).toBeGreaterThanOrEqual(3);
      expect(entry.cnaes.length, entry.slug).toBeGreaterThanOrEqual(1);
      const codes = entry.cnaes.map((c) => c.code);
      expect(new Set(codes).size, entry.slug).toBe(codes.length);
    }
  });

  test('every code of every area exists, active, in the CNAE table', async () => {
    const codes = [...new Set(AREAS_CATALOG.flatMap((a) => a.cnaes.map((c) => c.code)))];
    const found = await ctx.database.db
      .select({ code: cnaeSubclasses.code, isActive: cnaeSubclasses.isActive })
      .from(cnaeSubclasses)
      .where(inArray(cnaeSubclasses.code, codes));
    expect(found.map((row) => row.code).sort()).toEqual([...codes].sort());
    expect(found.every((row) => row.isActive)).toBe(true);
  });

  test('what each area says about MEI and the Fator R agrees with the table', async () => {
    for (const entry of AREAS_CATALOG) {
      const { cnaes } = await area(entry.slug);
      const anyMei = cnaes.some((c) => c.isAllowedMei);
      expect(anyMei, `${entry.slug}: MEI`).toBe(entry.mei === 'some');
      if (entry.explainsFatorR)
        expect(
          cnaes.some((c) => c.simples.isRFactor),
          `${entry.slug}: Fator R`,
        ).toBe(true);
      // Every code is one the Simples allows (the pages never recommend a barred code).
      expect(
        cnaes.every((c) => c.simples.situation === 'allowed'),
        entry.slug,
      ).toBe(true);
    }
  });
});

describe('GET /functions/areas', () => {
  test('public, cached, every area in the catalog order with slug, name and headline', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/functions/areas' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { data } = areaListResponseSchema.parse(res.json());
    expect(data).toEqual(AREAS_CATALOG.map(({ slug, name, headline }) => ({ slug, name, headline })));
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['headline', 'name', 'slug']);
  });
});

describe('GET /functions/areas/{slug}', () => {
  test('médicos: the guidance and each code joined to the reference tables, in the catalog order', async () => {
    const medicos = await area('medicos');
    expect(medicos).toMatchObject({ slug: 'medicos', name: 'Médicos' });
    expect(medicos.sections.map((s) => s.title)).toContain('Simples Nacional e o Fator R');
    expect(medicos.faq[0]?.question).toBe('Médico pode ser MEI?');
    expect(medicos.cnaes.map((c) => c.code)).toEqual(['8630-5/03', '8630-5/02', '8630-5/01', '8640-2/05']);
    expect(medicos.cnaes[0]).toEqual({
      code: '8630-5/03',
      text: 'Atividade médica ambulatorial restrita a consultas',
      slug: cnaeSlug('8630503', 'Atividade médica ambulatorial restrita a consultas'),
      useWhen: expect.stringContaining('consultas'),
      isAllowedMei: false,
      isActive: true,
      simples: {
        situation: 'allowed',
        annex: 'V',
        isRFactor: true,
        isOfficial: false,
        source: expect.stringContaining('não é tabela oficial'),
      },
    });
  });

  test('advogados: Anexo IV without the Fator R', async () => {
    const advogados = await area('advogados');
    expect(advogados.cnaes).toEqual([
      expect.objectContaining({
        code: '6911-7/01',
        isAllowedMei: false,
        simples: expect.objectContaining({ annex: 'IV', isRFactor: false }),
      }),
    ]);
  });

  test.each(['nao-existe', 'MEDICOS', 'medicos-', '%20', 'a'.repeat(90)])(
    'unknown slug "%s" is a 404 with the envelope',
    async (slug) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/functions/areas/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Área não encontrada' } });
    },
  );
});
