import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { lucaMatcher, optionCodes } from '../../test/luca-match.js';
import { boundariesOf, namedCodes, noteText } from './luca.boundaries.js';
import { BOUNDARY_QUESTION } from './luca.question.js';
import { CHOSEN_REASON, lucaIndexFor } from './luca.service.js';

// The CNAE's own boundaries (fifteenth round of decision 015), on the real CNAE tables,
// with sentences of our own (not the evaluation's).

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceData(ctx.database.db);
}, 120_000);
afterAll(() => ctx.close());

const match = lucaMatcher(() => ctx, '198.51.101');

describe('the boundaries the "não compreende" notes draw', () => {
  const codes = ['5510801', '5510802', '5510803', '5590699', '6911701', '6911702', '5611201', '5611203', '6810202'];

  test('subclasses in any spelling, classes and groups are read from the parentheses', () => {
    expect(namedCodes('os hotéis (55.10-8/01, 55.10-8/02 e 55.10-8/03 ) e (5590-6/99)', codes).sort()).toEqual([
      '5510801',
      '5510802',
      '5510803',
      '5590699',
    ]);
    expect(namedCodes('as atividades jurídicas (grupo 69.1)', codes).sort()).toEqual(['6911701', '6911702']);
    expect(namedCodes('os restaurantes (56.11-2)', codes).sort()).toEqual(['5611201', '5611203']);
    expect(namedCodes('a atividade de aluguel de imóveis (6810-2/02)', codes)).toEqual(['6810202']);
  });

  test('the note is kept without its codes and its opening article', () => {
    expect(noteText('a atividade de aluguel de imóveis (6810-2/02)')).toBe('aluguel de imóveis');
    expect(noteText('as atividades de hotéis e outros alojamentos (55.10-8/01) e')).toBe('hotéis e outros alojamentos');
  });

  test('renting one’s own property and other lodging are neighbours whose notes name each other', async () => {
    const index = await lucaIndexFor(ctx.database.db);
    const renting = index.positionOf.get('6810202')!;
    const lodging = index.positionOf.get('5590699')!;
    const between = boundariesOf(index).neighbours[renting]!.get(lodging)!;
    expect(new Set(between.map((note) => note.owner))).toEqual(new Set([renting, lodging]));
  });
});

describe('neighbours across a boundary that the description does not tell apart are asked about', () => {
  test('"alugo casa por temporada" asks own property or lodging, never in one click; the answer settles it', async () => {
    const open = await match('alugo casa por temporada');
    expect(open.question?.text).toBe(BOUNDARY_QUESTION);
    expect(optionCodes(open)).toEqual(expect.arrayContaining(['6810202', '5590699']));
    // The catch-all title ("Outros alojamentos não especificados") is shown in the note's words.
    const lodging = open.question!.options.find((option) => option.cnae === '5590699')!;
    expect(lodging.label).toMatch(/estadias de curta duração/);
    expect(open.canAdoptInOneClick).toBe(false);

    const settled = await match('alugo casa por temporada', { cnae: '5590699' });
    expect(settled.main?.code).toBe('5590699');
    expect(settled.question).toBeNull();
    expect(settled.main!.reasons[0]).toBe(CHOSEN_REASON);
  });

  test('a word of one side’s note settles it: "... para estadias curtas" is not asked', async () => {
    const answer = await match('alugo casa por temporada para estadias curtas');
    expect(answer.question?.text).not.toBe(BOUNDARY_QUESTION);
  });

  test('"controle de pragas" asks farms or towns (each note names the other)', async () => {
    const open = await match('controle de pragas');
    expect(open.question?.text).toBe(BOUNDARY_QUESTION);
    expect(optionCodes(open)).toEqual(expect.arrayContaining(['0161001', '8122200']));
    expect(open.canAdoptInOneClick).toBe(false);
  });

  test('a bakery with no verb asks resale or own production; the trade verb settles it', async () => {
    const open = await match('padaria e confeitaria no bairro');
    expect(open.question?.text).toBe(BOUNDARY_QUESTION);
    expect(optionCodes(open)).toEqual(expect.arrayContaining(['4721102', '1091102']));

    const making = await match('faço pão e bolo na minha padaria');
    expect(making.question?.text).not.toBe(BOUNDARY_QUESTION);
  });
});
