import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lucaCnaeMatchResponseSchema, type LucaCnaeMatch } from '@contabil/contracts';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { madeWhenSold } from './luca.goods.js';
import { lucaIndexFor } from './luca.service.js';

// Goods people mostly make when they sell them (fourteenth round of decision 015), on the
// real CNAE tables, with sentences of our own (not the evaluation's).

const MATCH = '/functions/luca/cnaes/match';
let ctx: TestContext;
let ipCounter = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceData(ctx.database.db);
}, 120_000);
afterAll(() => ctx.close());

async function match(intent: string, clarification?: { cnae: string }): Promise<LucaCnaeMatch> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: MATCH,
    payload: { intent, ...(clarification ? { clarification } : {}) },
    remoteAddress: `192.0.2.${++ipCounter}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return lucaCnaeMatchResponseSchema.parse(res.json()).data;
}

const optionCodes = (answer: LucaCnaeMatch) => answer.question?.options.map((option) => option.cnae) ?? [];

describe('goods made and resold, derived from the reference data', () => {
  test('cakes, sweets and candles are mostly made by who sells them; clothes, phones and watches are not', async () => {
    const index = await lucaIndexFor(ctx.database.db);
    for (const word of ['bolo', 'bolos', 'doce', 'vela', 'queijo']) expect(madeWhenSold(index, word), word).toBe(true);
    for (const word of ['roupa', 'celular', 'relogio', 'oculos', 'chocolate', 'brigadeiro']) {
      expect(madeWhenSold(index, word), word).toBe(false);
    }
  });
});

describe('"vendo X" does not say whether X is made or resold', () => {
  test('"vendo bolo pelo ifood" asks whether the cakes are made or resold, never in one click', async () => {
    const open = await match('vendo bolo pelo ifood');
    expect(open.question?.text).toBe('Você fabrica ou revende bolo?');
    expect(optionCodes(open)).toEqual(['1091102', '4721104']);
    expect(open.question!.options.map((option) => option.label)).toEqual([
      'Fabrico ou produzo',
      'Revendo (compro pronto e vendo)',
    ]);
    expect(open.canAdoptInOneClick).toBe(false);
    expect(open.confidence.level).not.toBe('alta');
    // The answer settles it.
    const settled = await match('vendo bolo pelo ifood', { cnae: '1091102' });
    expect(settled.main?.code).toBe('1091102');
    expect(settled.question ?? null).toBeNull();
  });

  test('other channels and other words for the trade ask the same way', async () => {
    for (const intent of ['vendo queijo minas na feira', 'vendo vela aromática pelo whatsapp', 'meu ramo é doce']) {
      const answer = await match(intent);
      expect(answer.question?.text, intent).toMatch(/^Você fabrica ou revende /);
      expect(answer.canAdoptInOneClick, intent).toBe(false);
    }
  });

  test('a verb of making or of buying settles it: no question', async () => {
    const made = await match('faço bolo e vendo pelo ifood');
    expect(made.question ?? null).toBeNull();
    expect(made.main?.code).toBe('1091102');
    const resold = await match('compro bolo pronto e revendo');
    expect(resold.question ?? null).toBeNull();
    expect(resold.main?.code).toMatch(/^472/);
  });

  test('goods mostly resold by who sells them do not ask', async () => {
    for (const intent of ['vendo roupa feminina pelo insta', 'vendo celular pela internet']) {
      expect((await match(intent)).question ?? null, intent).toBeNull();
    }
  });
});
