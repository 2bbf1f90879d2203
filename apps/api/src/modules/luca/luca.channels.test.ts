import { describe, expect, test } from 'vitest';
import { lucaRouteSuite, optionCodes } from '../../test/luca-match.js';
import { OWN_STOCK_QUESTION, RIDE_QUESTION } from './luca.channels.js';

// Seventeenth round A of decision 015 (`luca.channels.ts`): a transport app does not say
// whether people or goods are carried, and a catalogue or a marketplace does not say whose the
// goods are. Own sentences, on the real CNAE tables.

const { match } = lucaRouteSuite('198.51.100');

describe('a transport app and a vehicle (seventeenth round A)', () => {
  test('a car on a ride app: passengers or deliveries, never in one click', async () => {
    const answer = await match('dirijo meu carro no uber nos fins de semana');
    expect(answer.question?.text).toBe(RIDE_QUESTION);
    expect(optionCodes(answer).slice(0, 2)).toEqual(['4923002', '5320202']);
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('a van carries loads: the goods option is freight', async () => {
    const answer = await match('faço corrida no aplicativo com minha van');
    expect(answer.question?.text).toBe(RIDE_QUESTION);
    expect(optionCodes(answer).slice(0, 2)).toEqual(['4923002', '4930201']);
  });

  test('"motorista de aplicativo" says passengers: not asked', async () => {
    const answer = await match('sou motorista de aplicativo, uso meu carro na 99');
    expect(answer.question?.text).not.toBe(RIDE_QUESTION);
    expect(answer.main?.code).toBe('4923002');
  });
});

describe('a catalogue or a marketplace does not say whose the goods are (seventeenth round A)', () => {
  test('a catalogue: the shop or the representative of the same goods', async () => {
    const answer = await match('vendo maquiagem por catálogo para as colegas do trabalho');
    expect(answer.question?.text).toBe(OWN_STOCK_QUESTION);
    expect(optionCodes(answer).slice(0, 2)).toEqual(['4772500', '4618401']);
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('a marketplace where the supplier ships: the shop or the intermediary', async () => {
    const answer = await match('vendo relógio na shopee, o fornecedor despacha direto pro comprador');
    expect(answer.question?.text).toBe(OWN_STOCK_QUESTION);
    expect(optionCodes(answer).slice(0, 2)).toEqual(['4783102', '7490104']);
  });

  test("bought and kept in stock: the goods are the seller's own, not asked", async () => {
    const answer = await match('compro maquiagem e vendo por catálogo, tenho estoque em casa');
    expect(answer.question?.text).not.toBe(OWN_STOCK_QUESTION);
  });
});
