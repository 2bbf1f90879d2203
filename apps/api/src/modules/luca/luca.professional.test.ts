import { describe, expect, test } from 'vitest';
import type { LucaCnaeMatch } from '@contabil/contracts';
import { lucaRouteSuite, optionCodes } from '../../test/luca-match.js';
import { PROFESSIONAL_FUNCTIONS, SECTOR_CLIENTS_QUESTION } from './luca.professional.js';
import { lucaIndexFor } from './luca.service.js';

// Seventeenth round B of decision 015: a professional whom the engine reads as the clients'
// own sector. Sentences of our own, not the evaluation's. Each asking test fails with the step
// switched off (the engine's first is then the sector); each look-alike carries the deciding word.

const { ctx, match } = lucaRouteSuite('198.51.103');

function expectAsked(answer: LucaCnaeMatch, codes: string[]) {
  expect(answer.question?.text).toBe(SECTOR_CLIENTS_QUESTION);
  expect(optionCodes(answer)).toEqual(codes);
  expect(answer.canAdoptInOneClick).toBe(false);
}

describe('the functions of a business', () => {
  test('every option is a subclass of the CNAE tables', async () => {
    const index = await lucaIndexFor(ctx().database.db);
    for (const entry of PROFESSIONAL_FUNCTIONS) {
      for (const option of entry.options) expect(index.positionOf.has(option.cnae)).toBe(true);
    }
  });
});

describe('a function said of clients named by their sector', () => {
  test('payroll for some bakeries: bookkeeping, office services or consulting, not a bakery', async () => {
    expectAsked(await match('faço a parte trabalhista de umas padarias do bairro'), ['6920601', '8211300', '7020400']);
  });

  test('waiters supplied to restaurants: the staffing services, not a restaurant', async () => {
    expectAsked(await match('arrumo copeira e garçom pros restaurantes da orla no verão'), [
      '7810800',
      '7820500',
      '7830200',
    ]);
  });

  test('the project of a chain of pharmacies (the object of a service verb): the design services', async () => {
    expectAsked(await match('faço o projeto das farmácias novas de uma rede'), [
      '7111100',
      '7112000',
      '7119703',
      '7410202',
    ]);
  });

  test('no clients named, only "trabalho com" the sector: the sector itself is an option too', async () => {
    expectAsked(await match('trabalho com restaurante, cuido do marketing'), ['7319004', '7311400', '5611201']);
  });
});

describe('look-alikes not asked this', () => {
  test('the owner of the business doing its own books', async () => {
    const answer = await match('tenho uma padaria e faço a parte fiscal eu mesma');
    expect(answer.question?.text).not.toBe(SECTOR_CLIENTS_QUESTION);
  });

  test('cleaning a thing ("limpeza de terreno") is not a client', async () => {
    const answer = await match('faço limpeza de terreno com minha retroescavadeira');
    expect(answer.question?.text).not.toBe(SECTOR_CLIENTS_QUESTION);
  });

  test('goods sold to shops name no function', async () => {
    const answer = await match('vendo plantas pras floriculturas da região');
    expect(answer.question?.text).not.toBe(SECTOR_CLIENTS_QUESTION);
  });
});
