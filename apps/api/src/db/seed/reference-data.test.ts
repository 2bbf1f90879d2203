import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../client.js';
import { openTestDatabase } from '../../test/test-database.js';
import {
  cnaeActivities,
  cnaeSubclasses,
  lucaAskDescriptions,
  lucaCustomerDescriptions,
  meiOccupations,
  municipalities,
  referenceDataVersions,
  simplesAnnexBrackets,
  states,
} from '../schema/reference-data.js';
import { nfseServiceCodes } from '../schema/nfs.js';
import { loadReferenceData, parseAskDescriptions, parseCustomerDescriptions } from './reference-data.js';

let database: DatabaseHandle;
let db: Database;
let firstLoadMs: number;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const started = performance.now();
  await loadReferenceData(db);
  firstLoadMs = performance.now() - started;
}, 120_000);
afterAll(() => database.close());

async function rowCount(table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function allCounts() {
  return {
    subclasses: await rowCount(cnaeSubclasses),
    activities: await rowCount(cnaeActivities),
    meiOccupations: await rowCount(meiOccupations),
    states: await rowCount(states),
    municipalities: await rowCount(municipalities),
    brackets: await rowCount(simplesAnnexBrackets),
    serviceCodes: await rowCount(nfseServiceCodes),
    customerDescriptions: await rowCount(lucaCustomerDescriptions),
    askDescriptions: await rowCount(lucaAskDescriptions),
  };
}

const EXPECTED_COUNTS = {
  subclasses: 1332,
  activities: 17_180,
  meiOccupations: 466,
  states: 27,
  municipalities: 5571,
  brackets: 30,
  serviceCodes: 335,
  // Luca's training descriptions grow with the file (PROVENANCE.md): every line is loaded.
  customerDescriptions: parseCustomerDescriptions(
    readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../reference-data/cnae/luca_descricoes_clientes.tsv'),
      'utf8',
    ),
  ).length,
  askDescriptions: parseAskDescriptions(
    readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../reference-data/cnae/luca_perguntas_clientes.tsv'),
      'utf8',
    ),
  ).length,
};

async function subclass(code: string) {
  const [row] = await db.select().from(cnaeSubclasses).where(eq(cnaeSubclasses.code, code));
  if (!row) throw new Error(`subclass ${code} not loaded`);
  return row;
}

async function versions() {
  return db.select().from(referenceDataVersions).orderBy(asc(referenceDataVersions.dataset));
}

describe('loadReferenceData', () => {
  test('loads every row of every file', async () => {
    expect(await allCounts()).toEqual(EXPECTED_COUNTS);
    const [inactive] = await db.select({ n: count() }).from(cnaeSubclasses).where(eq(cnaeSubclasses.isActive, false));
    expect(inactive?.n).toBe(0);
    expect((await versions()).map((v) => v.dataset)).toEqual([
      'cnae',
      'ibge-localities',
      'luca-ask-descriptions',
      'luca-customer-descriptions',
      'nfse-service-codes',
      'simples-annexes',
    ]);
  });

  test('typos of the official spreadsheet are corrected: 6201-5/02 is "Web design"', async () => {
    expect((await subclass('6201502')).description).toBe('Web design');
    expect((await subclass('7410203')).description).toBe('Design de produto');
    expect((await subclass('7410299')).description).toBe('Atividades de design não especificadas anteriormente');
  });

  test('describes 6201-5/01 with its hierarchy, notes and activities', async () => {
    const row = await subclass('6201501');
    expect(row).toMatchObject({
      formattedCode: '6201-5/01',
      description: 'Desenvolvimento de programas de computador sob encomenda',
      classCode: '62.01-5',
      groupCode: '62.0',
      divisionCode: '62',
      sectionCode: 'J',
      sectionDescription: 'INFORMAÇÃO E COMUNICAÇÃO',
      isActive: true,
    });
    expect(row.notes.includes).toHaveLength(4);
    expect(row.notes.alsoIncludes).toEqual([]);
    expect(row.notes.excludes).toContain('o desenho de páginas para a internet (web design) (6201-5/02)');
    const activities = await db
      .select({ description: cnaeActivities.description })
      .from(cnaeActivities)
      .where(eq(cnaeActivities.cnaeCode, '6201501'));
    expect(activities).toHaveLength(16);
    expect(activities).toContainEqual({ description: 'SOFTWARE SOB ENCOMENDA; DESENVOLVIMENTO, PRODUÇÃO DE' });
  });

  test('keeps "compreende ainda" items apart from the other "compreende" items', async () => {
    const rice = await subclass('0111301');
    expect(rice.notes.includes).toEqual(['o cultivo de arroz']);
    expect(rice.notes.alsoIncludes).toHaveLength(2);
    expect(rice.notes.excludes).toHaveLength(5);
    const reserved = await subclass('6438799');
    expect(reserved.notes).toEqual({
      includes: [],
      alsoIncludes: [],
      excludes: [],
      remarks: ['subclasse reservada para instituições de intermediação não-monetária que venham a ser criadas'],
    });
  });

  test('classifies 6920-6/01 for the Simples Nacional, marked as an unofficial interpretation', async () => {
    expect(await subclass('6920601')).toMatchObject({
      description: 'Atividades de contabilidade',
      sectionCode: 'M',
      simplesSituation: 'allowed',
      simplesAnnex: 'III',
      simplesFatorR: false,
      simplesLegalBasis: 'LC 123 art. 18 § 5º-B, XIV (escritório de serviços contábeis)',
      isSimplesAnnexOfficial: false,
      isAllowedMei: false,
    });
    expect(await subclass('6201501')).toMatchObject({ simplesAnnex: 'V', simplesFatorR: true });
    const [official] = await db
      .select({ n: count() })
      .from(cnaeSubclasses)
      .where(eq(cnaeSubclasses.isSimplesAnnexOfficial, true));
    expect(official?.n).toBe(0);
    expect((await subclass('0111301')).simplesAnnexSource).toContain('não é tabela oficial');
  });

  test('marks the Res. CGSN 140 Anexo VI and VII codes, and Fator R only with Anexo V', async () => {
    const bySituation = await db
      .select({ situation: cnaeSubclasses.simplesSituation, n: count() })
      .from(cnaeSubclasses)
      .groupBy(cnaeSubclasses.simplesSituation)
      .orderBy(asc(cnaeSubclasses.simplesSituation));
    expect(bySituation).toEqual([
      { situation: 'allowed', n: 1209 },
      { situation: 'barred', n: 101 },
      { situation: 'ambiguous', n: 22 },
    ]);
    const fatorR = await db
      .select({ annex: cnaeSubclasses.simplesAnnex, n: count() })
      .from(cnaeSubclasses)
      .where(eq(cnaeSubclasses.simplesFatorR, true))
      .groupBy(cnaeSubclasses.simplesAnnex);
    expect(fatorR).toEqual([{ annex: 'V', n: 73 }]);
    expect(await subclass('6410700')).toMatchObject({ simplesSituation: 'barred', simplesAnnex: null });
  });

  test('links MEI occupations to their subclasses', async () => {
    const [allowed] = await db.select({ n: count() }).from(cnaeSubclasses).where(eq(cnaeSubclasses.isAllowedMei, true));
    expect(allowed?.n).toBe(349);
    const [beekeeper] = await db
      .select()
      .from(meiOccupations)
      .where(eq(meiOccupations.occupation, 'Apicultor(a) independente'));
    expect(beekeeper).toMatchObject({
      cnaeCode: '0159801',
      description: 'Apicultura',
      isSubjectToIss: true,
      isSubjectToIcms: true,
    });
    expect((await subclass('0159801')).isAllowedMei).toBe(true);
  });

  test('loads municipalities with slugs, time zones and alternate spellings', async () => {
    const [saoPaulo] = await db.select().from(municipalities).where(eq(municipalities.ibgeCode, 3550308));
    expect(saoPaulo).toMatchObject({
      name: 'São Paulo',
      slug: 'sao-paulo',
      uf: 'SP',
      ufCode: 35,
      isCapital: true,
      ddd: 11,
      timezone: 'America/Sao_Paulo',
      siafiCode: '7107',
      alternateNames: [],
    });
    expect(saoPaulo?.latitude).toBeCloseTo(-23.5329, 4);
    const [newest] = await db.select().from(municipalities).where(eq(municipalities.ibgeCode, 5101837));
    expect(newest).toMatchObject({ name: 'Boa Esperança do Norte', uf: 'MT', alternateNames: [] });
    const [bySlug] = await db
      .select({ ibgeCode: municipalities.ibgeCode })
      .from(municipalities)
      .where(and(eq(municipalities.slug, 'alta-floresta-d-oeste'), eq(municipalities.uf, 'RO')));
    expect(bySlug?.ibgeCode).toBe(1100015);
    const [acu] = await db.select().from(municipalities).where(eq(municipalities.name, 'Açu'));
    expect(acu).toMatchObject({ slug: 'acu', uf: 'RN', alternateNames: ['Assú'] });
    const [capitals] = await db.select({ n: count() }).from(municipalities).where(eq(municipalities.isCapital, true));
    expect(capitals?.n).toBe(27);
    const [sp] = await db.select().from(states).where(eq(states.uf, 'SP'));
    expect(sp).toEqual({ uf: 'SP', ibgeCode: 35, name: 'São Paulo', region: 'Sudeste' });
  });

  test('stores the Simples brackets in cents and basis points', async () => {
    const [first] = await db
      .select()
      .from(simplesAnnexBrackets)
      .where(and(eq(simplesAnnexBrackets.annex, 'III'), eq(simplesAnnexBrackets.bracket, 1)));
    expect(first).toEqual({
      annex: 'III',
      bracket: 1,
      revenueFromCents: 0,
      revenueToCents: 18_000_000,
      nominalRateBps: 600,
      deductionCents: 0,
      taxSplitBps: { irpj: 400, csll: 350, cofins: 1282, pisPasep: 278, cpp: 4340, iss: 3350 },
    });
    const [last] = await db
      .select()
      .from(simplesAnnexBrackets)
      .where(and(eq(simplesAnnexBrackets.annex, 'V'), eq(simplesAnnexBrackets.bracket, 6)));
    expect(last).toMatchObject({
      revenueFromCents: 360_000_001,
      revenueToCents: 480_000_000,
      nominalRateBps: 3050,
      deductionCents: 54_000_000,
    });
    for (const row of await db.select().from(simplesAnnexBrackets)) {
      expect(Object.values(row.taxSplitBps).reduce((sum, bps) => sum + bps, 0)).toBe(10_000);
    }
  });

  test('finds subclasses by trigram search on unaccented text, through the index', async () => {
    const query = 'Programação de software sob encomenda';
    const ranked = await db
      .select({ code: cnaeSubclasses.code })
      .from(cnaeSubclasses)
      .where(sql`lower(unaccent(${query})) <% ${cnaeSubclasses.searchText}`)
      .orderBy(desc(sql`word_similarity(lower(unaccent(${query})), ${cnaeSubclasses.searchText})`))
      .limit(5);
    expect(ranked.map((r) => r.code)).toContain('6201501');
    const byActivity = await db
      .select({ code: cnaeSubclasses.code })
      .from(cnaeSubclasses)
      .where(sql`${cnaeSubclasses.searchText} like '%' || lower(unaccent(${'pizzaria'})) || '%'`);
    expect(byActivity.map((r) => r.code)).toContain('5611201');
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select code from cnae_subclasses where 'software' <% search_text`);
    });
    expect(JSON.stringify(plan)).toContain('cnae_subclasses_search_text_trgm_idx');
  });

  test('finds municipalities by name without accents', async () => {
    const found = await db
      .select({ ibgeCode: municipalities.ibgeCode, name: municipalities.name })
      .from(municipalities)
      .where(sql`${municipalities.searchName} % lower(unaccent(${'GOIANIA'}))`)
      .orderBy(desc(sql`similarity(${municipalities.searchName}, lower(unaccent(${'GOIANIA'})))`))
      .limit(1);
    expect(found).toEqual([{ ibgeCode: 5208707, name: 'Goiânia' }]);
    const byOtherSpelling = await db
      .select({ name: municipalities.name })
      .from(municipalities)
      .where(sql`${municipalities.searchName} like '%assu%'`);
    expect(byOtherSpelling.map((r) => r.name)).toContain('Açu');
  });

  test('the national service list keeps each code with its item heading, searchable without accents', async () => {
    const [accounting] = await db.select().from(nfseServiceCodes).where(eq(nfseServiceCodes.code, '171901'));
    expect(accounting).toMatchObject({
      description: 'Contabilidade, inclusive serviços técnicos e auxiliares.',
      itemDescription: 'Serviços de apoio técnico, administrativo, jurídico, contábil, comercial e congêneres.',
    });
    const found = await db
      .select({ code: nfseServiceCodes.code })
      .from(nfseServiceCodes)
      .where(sql`${nfseServiceCodes.searchText} like '%analise e desenvolvimento de sistemas%'`);
    expect(found.map((r) => r.code)).toContain('010101');
  });

  test('a second load with unchanged files writes nothing and is fast', async () => {
    const before = await versions();
    const messages: string[] = [];
    const started = performance.now();
    await loadReferenceData(db, (msg) => messages.push(msg));
    const secondLoadMs = performance.now() - started;
    expect(messages).toHaveLength(6);
    expect(messages.every((m) => m.endsWith('sem mudanças.'))).toBe(true);
    expect(await versions()).toEqual(before);
    expect(await allCounts()).toEqual(EXPECTED_COUNTS);
    expect(secondLoadMs).toBeLessThan(firstLoadMs / 5);
  });

  test('a changed checksum reloads the dataset: edits undone, vanished codes deactivated, strays removed', async () => {
    await db.update(cnaeSubclasses).set({ description: 'editado' }).where(eq(cnaeSubclasses.code, '6201501'));
    const stray = await subclass('6201501');
    await db.insert(cnaeSubclasses).values({ ...stray, code: '0000000', formattedCode: '0000-0/00' });
    await db.insert(municipalities).values({
      ibgeCode: 9999999,
      name: 'Cidade Extinta',
      uf: 'SP',
      ufCode: 35,
      latitude: 0,
      longitude: 0,
      ddd: 11,
      timezone: 'America/Sao_Paulo',
      siafiCode: '0000',
      slug: 'cidade-extinta',
    });
    await db
      .update(referenceDataVersions)
      .set({ checksum: 'obsoleto' })
      .where(inArray(referenceDataVersions.dataset, ['cnae', 'ibge-localities']));

    const messages: string[] = [];
    // Two replicas starting together: the advisory lock lets only one of them write.
    await Promise.all([
      loadReferenceData(db, (msg) => messages.push(msg)),
      loadReferenceData(db, (msg) => messages.push(msg)),
    ]);

    const writes = messages.filter((m) => !m.endsWith('sem mudanças.') && !m.includes('outra réplica'));
    expect(writes).toHaveLength(2);
    expect((await subclass('6201501')).description).toBe('Desenvolvimento de programas de computador sob encomenda');
    expect((await subclass('0000000')).isActive).toBe(false);
    const [gone] = await db.select().from(municipalities).where(eq(municipalities.ibgeCode, 9999999));
    expect(gone).toBeUndefined();
    expect(await allCounts()).toEqual({ ...EXPECTED_COUNTS, subclasses: 1333 });
    expect((await versions()).every((v) => v.checksum !== 'obsoleto')).toBe(true);
  });
});
