import { describe, expect, test } from 'vitest';
import { lucaRouteSuite, optionCodes } from '../../test/luca-match.js';
import { DELIVERY_QUESTION } from './luca.question.js';

// Sixteenth round B of decision 015 (`luca.selling.ts`): a plain verb of selling, a channel or
// "encomenda" does not say whether the goods are made or bought ready; a verb of making or
// buying does. Own sentences, on the real CNAE tables.

const { match } = lucaRouteSuite('203.0.113');

describe('a plain verb of selling does not say the trade (sixteenth round B)', () => {
  test('"vendo" and an app: asked whether the goods are made or resold, in plain words, never in one click', async () => {
    const answer = await match('vendo bolo de pote pelo ifood');
    expect(answer.question?.text).toBe('Você fabrica ou revende bolo de pote?');
    // The options in the question's order, "fabrica" first (eighteenth round B).
    expect(optionCodes(answer).slice(0, 2)).toEqual(['1091102', '4721104']);
    expect(answer.question!.options.map((option) => option.label).slice(0, 2)).toEqual([
      'Fabrico ou produzo',
      'Revendo (compro pronto e vendo)',
    ]);
    expect(answer.canAdoptInOneClick).toBe(false);
    const settled = await match('vendo bolo de pote pelo ifood', { cnae: '1091102' });
    expect(settled.main?.code).toBe('1091102');
    expect(settled.question).toBeNull();
  });

  test('taking orders does not say who makes the goods: asked', async () => {
    const answer = await match('bombom recheado pelo whatsapp, aceito encomenda');
    expect(answer.question?.text).toBe('Você fabrica ou revende bombom?');
    expect(optionCodes(answer).slice(0, 2)).toEqual(['1093701', '4721104']);
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('a verb of buying and reselling says it: no trade question', async () => {
    const answer = await match('compro bolo de pote pronto e revendo pelo ifood');
    expect(answer.question).toBeNull();
    expect(answer.main?.code).toBe('4721102');
  });
});

describe('goods delivered, and not said whose they are (sixteenth round B)', () => {
  test('"faço entrega de lanche pelo ifood": the snack bar or the courier, in plain words, never in one click', async () => {
    const answer = await match('faço entrega de lanche pelo ifood');
    expect(answer.question?.text).toBe(DELIVERY_QUESTION);
    expect(optionCodes(answer).slice(0, 2)).toEqual(['5611203', '5320202']);
    expect(answer.question!.options.map((option) => option.label).slice(0, 2)).toEqual([
      'Preparo ou vendo o que entrego',
      'Só faço as entregas (para lojas, restaurantes ou aplicativos)',
    ]);
    expect(answer.canAdoptInOneClick).toBe(false);
    expect((await match('entrego salgado pelo ifood')).question?.text).toBe(DELIVERY_QUESTION);
  });

  test("the courier's trade, the clients, the vehicle only or an own shop say it: not this question", async () => {
    for (const text of [
      'sou motoboy, faço entrega de lanche pelo ifood',
      'faço entrega de lanche pras lanchonetes do bairro',
      'faço entrega de moto pelo rappi',
      'tenho uma lanchonete e faço entrega de lanche pelo ifood',
    ]) {
      expect((await match(text)).question?.text ?? null).not.toBe(DELIVERY_QUESTION);
    }
  });
});

describe('an adjective of goods sold through a channel does not say the trade (twentieth round)', () => {
  test('"pão caseiro, vendo pelo instagram" asks whether the bread is made or resold, never in one click', async () => {
    const answer = await match('pão caseiro, vendo pelo instagram');
    expect(answer.question?.text).toBe('Você fabrica ou revende pão?');
    expect(optionCodes(answer)).toEqual(['1091102', '4721102']);
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('"sabonete artesanal pela shopee" asks between the maker and the shop', async () => {
    const answer = await match('sabonete artesanal pela shopee');
    expect(optionCodes(answer)).toEqual(expect.arrayContaining(['2063100', '4772500']));
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('a verb of making says it, and so do the goods named with no channel', async () => {
    const made = await match('faço pão caseiro e vendo pelo instagram');
    expect(made.question).toBeNull();
    expect(made.main?.code).toBe('1091102');
    const line = await match('sabonetes artesanais');
    expect(line.question).toBeNull();
    expect(line.main?.code).toBe('2063100');
  });
});

describe('goods delivered with no food service or shop among the candidates (twentieth round)', () => {
  test('"entrego pizza à noite pelo ifood" asks whether the business prepares it or only delivers', async () => {
    const answer = await match('entrego pizza à noite pelo ifood');
    expect(answer.question?.text).toBe(DELIVERY_QUESTION);
    const options = optionCodes(answer);
    expect(options).toContain('5320202');
    expect(options.some((code) => code.startsWith('56') || code.startsWith('47'))).toBe(true);
    expect(answer.canAdoptInOneClick).toBe(false);
  });
});
