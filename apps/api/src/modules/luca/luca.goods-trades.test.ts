import { describe, expect, test } from 'vitest';
import { lucaRouteSuite, optionCodes } from '../../test/luca-match.js';
import { severalTradesQuestion } from './luca.question.js';

// Eighteenth round A of decision 015: the goods named with a verb that does not say the
// trade ("trabalho com", "mexo com"), and the making, the shop or the repairs of the same
// goods among the first candidates; and "faço" before a noun of work that is no
// manufacturing. Real CNAE tables, sentences of our own (not the evaluation's).

const { match } = lucaRouteSuite('198.51.107');

describe('another trade of the same goods close behind is asked about', () => {
  test('"mexo com cinto de couro" asks between the maker and the clothes shop, never in one click', async () => {
    const answer = await match('mexo com cinto de couro');
    expect(answer.question?.text).toMatch(/revende/);
    expect(optionCodes(answer)).toEqual(expect.arrayContaining(['1414200', '4781400']));
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('"trabalho com celular e acessórios": telephony first, so the shop and the repairs are asked', async () => {
    const answer = await match('trabalho com celular e acessórios');
    expect(answer.suggestions[0]?.code).toBe('6120501');
    expect(optionCodes(answer)).toEqual(expect.arrayContaining(['4752100', '9512600']));
    expect(answer.canAdoptInOneClick).toBe(false);
  });
});

describe('what says the trade is still not asked about', () => {
  test('a trade’s name: "sou eletricista" is the electrician, no question', async () => {
    const answer = await match('sou eletricista');
    expect(answer.suggestions[0]?.code).toBe('4321500');
    expect(answer.question).toBeNull();
  });

  test('a shop or a repair said: "tenho uma loja de roupas", "conserto celular" in one click', async () => {
    const shop = await match('tenho uma loja de roupas');
    expect(shop.main?.code).toBe('4781400');
    expect(shop.question).toBeNull();
    expect(shop.canAdoptInOneClick).toBe(true);
    const repair = await match('conserto celular');
    expect(repair.main?.code).toBe('9512600');
    expect(repair.question).toBeNull();
    expect(repair.canAdoptInOneClick).toBe(true);
  });

  test('a word of several trades keeps its own question: "trabalho com telefone"', async () => {
    const answer = await match('trabalho com telefone');
    expect(answer.question?.text).toBe(severalTradesQuestion('telefone'));
  });
});

describe('"faço" before a noun of work that is mostly no manufacturing', () => {
  test('"faço montagem" does not put aircraft manufacturing first', async () => {
    const answer = await match('faço montagem');
    expect(answer.suggestions[0]?.code).not.toBe('3041500');
    expect(answer.suggestions[0]?.code).toBe('3329501');
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('work that is manufacturing keeps "faço" as making: "faço moagem de café", "faço usinagem de peças"', async () => {
    const coffee = await match('faço moagem de café');
    expect(coffee.main?.code).toBe('1081302');
    const machining = await match('faço usinagem de peças');
    expect(machining.main?.code).toBe('2539001');
  });
});
