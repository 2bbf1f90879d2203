import { describe, expect, test } from 'vitest';
import { matchLocally, mergeCues } from './luca.engine.js';
import { fuseWithClassifier } from './luca.fusion.js';
import { lucaRouteSuite, optionCodes } from '../../test/luca-match.js';
import { OWN_STOCK_QUESTION, RIDE_QUESTION, ownStockQuestion } from './luca.channels.js';
import { CLIENTS_SERVICE_QUESTION } from './luca.clients.js';
import { SECTOR_CLIENTS_QUESTION } from './luca.professional.js';
import { frameTerms } from './luca.goods.js';
import { PROPERTY_QUESTION } from './luca.property.js';
import { DELIVERY_QUESTION, MAIN_TRADE_QUESTION } from './luca.question.js';
import { lucaIndexFor } from './luca.service.js';
import { words } from './luca.text.js';

// Eighteenth round B of decision 015 (`luca.goods.ts`): the options of the questions Luca
// already asks are about the goods the person named, and the property question is one short
// question. Own sentences, on the real CNAE tables; each test of a rule fails with it off.

const { ctx, match } = lucaRouteSuite('198.51.100');

describe('the frames of the trades, read from the reference data', () => {
  test('the index frames and the words of every part of the CNAE are frames, goods are not', async () => {
    const frame = frameTerms(await lucaIndexFor(ctx().database.db));
    for (const stem of ['fabric', 'comerci', 'varej', 'repar', 'instal', 'produt']) expect(frame.has(stem)).toBe(true);
    for (const stem of ['pneu', 'perfum', 'celul', 'porta', 'esquadr']) expect(frame.has(stem)).toBe(false);
  });
});

describe('the other trade is the same goods in the other trade', () => {
  test('iron gates: the shop that resells them, not the installer of electronic gates', async () => {
    const answer = await match('trabalho com portão e grade de ferro');
    expect(answer.question?.text).toBe('Você fabrica ou revende portão?');
    expect(optionCodes(answer)).toEqual(['2512800', '4744005']);
    expect(optionCodes(answer)).not.toContain('4321500');
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('tyres: the tyre repair shop, not the repair of pneumatic equipment', async () => {
    const answer = await match('mexo com pneu');
    expect(optionCodes(answer)).toContain('4520006');
    expect(optionCodes(answer)).not.toContain('3314702');
  });

  test('the options follow the order of the question (fabrica, revende, conserta)', async () => {
    const answer = await match('trabalho com relógio');
    expect(answer.question?.text).toBe('Você fabrica, revende ou conserta relógio?');
    expect(optionCodes(answer).slice(0, 3)).toEqual(['2652300', '4783102', '9529103']);
  });

  test('the goods as typed, accents and all', async () => {
    expect((await match('trabalho com vela aromática')).question?.text).toBe('Você fabrica ou revende vela aromática?');
  });

  test('guard: cakes are still asked between making and reselling', async () => {
    const answer = await match('trabalho com bolo');
    expect(answer.question?.text).toBe('Você fabrica ou revende bolo?');
    expect(optionCodes(answer)).toEqual(['1091102', '4721102']);
  });
});

describe('an option added to the question of two trades shares the goods', () => {
  test('perfume resold and partly mixed: no pharmacy among the options', async () => {
    const answer = await match('vendo perfume no zap e alguns eu mesma misturo');
    expect(answer.question?.text).toBe(MAIN_TRADE_QUESTION);
    expect(optionCodes(answer)).toEqual(['4772500', '2063100']);
  });

  test('guard: handbags resold and partly made keep their two options', async () => {
    const answer = await match('vendo bolsa e carteira pela internet, algumas eu mesma faço');
    expect(answer.question?.text).toBe(MAIN_TRADE_QUESTION);
    expect(optionCodes(answer).slice(0, 2)).toEqual(['4782202', '1521100']);
  });
});

describe('the marketplace question names the shop of the goods', () => {
  test('a weak ranking whose first shop holds one word: the phone shop, which holds the goods named', async () => {
    const index = await lucaIndexFor(ctx().database.db);
    const text = 'mexo com shopee, fone de ouvido e película de celular, ganho por venda';
    const local = fuseWithClassifier(index, matchLocally(index, text, 5));
    // The ranking as a misread word leaves it: the bed-and-bath shop first among the shops.
    const linen = index.positionOf.get('4755503')!;
    const weak = { ...local, ranking: [...local.ranking], suggestions: [...local.suggestions] };
    const fake = { subclass: linen, score: local.ranking[0]!.score, coverage: 0.3, confidence: 0.3, passages: [] };
    weak.ranking = [local.ranking[0]!, fake, ...local.ranking.slice(1).filter((c) => c.subclass !== linen)];
    weak.rankWith = () => [fake];
    const question = ownStockQuestion(index, weak, mergeCues(local.segments), words(text));
    expect(question?.options.map((option) => option.cnae)).toEqual(['4752100', '7490104']);
  });
});

describe('the property question is one short question', () => {
  test('renting out: one question, the options say own or third parties, by the month or by the night', async () => {
    const answer = await match('alugo minha casa na praia');
    expect(answer.question?.text).toBe(PROPERTY_QUESTION.rent);
    const labels = answer.question!.options.map((option) => option.label);
    expect(labels[0]).toMatch(/imóvel próprio/);
    expect(labels[1]).toMatch(/temporada/);
    const others = (await match('quero alugar duas quitinetes')).question!.options.map((option) => option.label);
    expect(others.some((label) => /de terceiros/.test(label))).toBe(true);
  });
});

describe('the questions with fixed words ask one thing', () => {
  test('one question mark each: the options say the rest', () => {
    const texts = [
      ...Object.values(PROPERTY_QUESTION),
      CLIENTS_SERVICE_QUESTION,
      SECTOR_CLIENTS_QUESTION,
      OWN_STOCK_QUESTION,
      RIDE_QUESTION,
      MAIN_TRADE_QUESTION,
      DELIVERY_QUESTION,
    ];
    for (const text of texts) expect(text.split('?').length - 1, text).toBe(1);
  });
});
