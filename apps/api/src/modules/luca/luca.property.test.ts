import { describe, expect, test } from 'vitest';
import type { LucaCnaeMatch } from '@contabil/contracts';
import { lucaRouteSuite, optionCodes } from '../../test/luca-match.js';
import { CLIENTS_SERVICE_QUESTION } from './luca.clients.js';
import { BOUNDARIES, PROPERTY_QUESTION } from './luca.property.js';
import { lucaIndexFor } from './luca.service.js';

// Sixteenth round A of decision 015: a property rented, sold or hosted in without saying whose
// it is, how long people stay or what service comes with it; and a professional named only
// through the clients' sector. Sentences of our own, not the evaluation's. Each asking test
// fails with its step switched off; each look-alike carries the deciding word.

const { ctx, match } = lucaRouteSuite('198.51.100');

/** Asked this question, the options beginning with these subclasses, never in one click. */
function expectAsked(answer: LucaCnaeMatch, text: string, codes: string[]) {
  expect(answer.question?.text).toBe(text);
  expect(optionCodes(answer).slice(0, codes.length)).toEqual(codes);
  expect(optionCodes(answer).length).toBeLessThanOrEqual(4);
  expect(answer.canAdoptInOneClick).toBe(false);
}

/** Not asked by the property step (another step may still ask something else). */
function expectNotAskedAboutProperty(answer: LucaCnaeMatch) {
  expect(Object.values(PROPERTY_QUESTION)).not.toContain(answer.question?.text);
}

describe('the real-estate boundaries', () => {
  test('every side is a subclass of the CNAE tables', async () => {
    const index = await lucaIndexFor(ctx().database.db);
    for (const boundary of Object.values(BOUNDARIES)) expect(index.positionOf.has(boundary.cnae)).toBe(true);
  });
});

describe('renting a property out', () => {
  test('whose it is and how long people stay unsaid: own rental, short stays, management, brokerage', async () => {
    expectAsked(await match('quero alugar duas quitinetes'), PROPERTY_QUESTION.rent, [
      '6810202',
      '5590699',
      '6822600',
      '6821802',
    ]);
  });

  test('"minhas" and a yearly contract settle it', async () => {
    expectNotAskedAboutProperty(await match('alugo minhas duas quitinetes com contrato anual'));
  });

  test('the answer settles it', async () => {
    const answer = await match('quero alugar duas quitinetes', { cnae: '5590699' });
    expect(answer.question).toBeNull();
    expect(answer.main?.code).toBe('5590699');
  });

  test('a country house for birthdays: own rental or a party house', async () => {
    expectAsked(await match('alugo minha chácara para aniversários'), PROPERTY_QUESTION.rent, ['6810202', '8230002']);
  });

  test('a shed to keep stock in: own rental or storage for others', async () => {
    expectAsked(await match('alugo meu barracão para guardarem estoque'), PROPERTY_QUESTION.rent, [
      '6810202',
      '5211799',
    ]);
  });

  test('garage spaces: a monthly rental or a car park', async () => {
    expectAsked(await match('tenho quatro vagas na garagem do prédio e alugo'), PROPERTY_QUESTION.rent, [
      '6810202',
      '5223100',
    ]);
  });

  test('the service said ("diária com café da manhã") settles it', async () => {
    expectNotAskedAboutProperty(await match('alugo quartos por diária com café da manhã'));
  });

  test('a place where something else is done or sold is not a property rented or sold', async () => {
    expectNotAskedAboutProperty(await match('vendo marmita nas casas do bairro'));
  });

  test('"sou psicóloga": a title of another trade, the room is the means', async () => {
    expectNotAskedAboutProperty(await match('sou psicóloga e alugo uma sala por hora'));
  });
});

describe('selling or building', () => {
  test('selling flats without saying whose: own buying and selling or brokerage', async () => {
    expectAsked(await match('vendo apartamentos'), PROPERTY_QUESTION.sell, ['6810201', '6821801']);
  });

  test('"corretora com creci" settles it', async () => {
    expectNotAskedAboutProperty(await match('sou corretora com creci e vendo apartamentos'));
  });

  test('building and selling: on one’s own account or for a client', async () => {
    expectAsked(await match('construo sobrados e vendo'), PROPERTY_QUESTION.build, ['4110700', '4120400']);
  });
});

describe('a professional named only through the clients’ sector', () => {
  test('"o RH de umas transportadoras": which service', async () => {
    expectAsked(await match('cuido do RH de umas transportadoras'), CLIENTS_SERVICE_QUESTION, ['7810800', '7830200']);
  });

  test('the service named in the subclass’s own title ("recrutamento e seleção") settles it', async () => {
    const answer = await match('faço recrutamento e seleção de vendedores pra umas farmácias');
    expect(answer.question?.text).not.toBe(CLIENTS_SERVICE_QUESTION);
  });

  test('a title of one’s own ("sou psicóloga") settles it', async () => {
    const answer = await match('sou psicóloga organizacional e faço o rh de pequenas indústrias');
    expect(answer.question?.text).not.toBe(CLIENTS_SERVICE_QUESTION);
  });
});
