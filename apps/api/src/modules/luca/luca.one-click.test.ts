import { describe, expect, test } from 'vitest';
import { lucaRouteSuite } from '../../test/luca-match.js';

// Twenty-first round of decision 015: when one click is withheld. Real CNAE tables, sentences
// of our own (not the evaluation's).

const { match } = lucaRouteSuite('198.51.121');

describe('the first activity named, before "com", points elsewhere', () => {
  test.each(['tenho um petshop com banho e tosa', 'agropecuaria com banho e tosa'])(
    '"%s": grooming is found, but the shop is named first: no one click',
    async (intent) => {
      const answer = await match(intent);
      expect(answer.canAdoptInOneClick).toBe(false);
    },
  );

  test('"floricultura com entrega de cesta de cafe da manha": another class of shop than the florist, no one click', async () => {
    const answer = await match('floricultura com entrega de cesta de cafe da manha');
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test.each([
    ['lanchonete com sorveteria', '5611203'],
    ['farmacia com manipulação', '4771702'],
    ['limpo fossa com caminhão', '3702900'],
  ])('"%s": the words before "com" point at the same class, one click kept', async (intent, code) => {
    const answer = await match(intent);
    expect(answer.main?.code).toBe(code);
    expect(answer.canAdoptInOneClick).toBe(true);
  });
});

describe('a lone candidate of one part of a description of several activities', () => {
  test('"podologia e venda de calçados ortopedicos": nothing measured the lead, no one click', async () => {
    const answer = await match('podologia e venda de calçados ortopedicos');
    expect(answer.main?.code).toBe('8690904');
    expect(answer.secondary.length).toBeGreaterThan(0);
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('"faço podologia" alone keeps its one click', async () => {
    const answer = await match('faço podologia');
    expect(answer.main?.code).toBe('8690904');
    expect(answer.canAdoptInOneClick).toBe(true);
  });
});

describe("the trade said and the candidate's trade differ", () => {
  test('"pego pão de queijo congelado e revendo, ...": resold, so a bakery is no one click', async () => {
    const answer = await match('pego pão de queijo congelado e revendo, vendo pelo zap e entrego');
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test.each([
    ['revendo cosmeticos, vendo pelo insta e entrego em casa', '4772500'],
    ['fabrico cerveja artesanal', '1113502'],
  ])('"%s": the trade said is the candidate\'s, one click kept', async (intent, code) => {
    const answer = await match(intent);
    expect(answer.main?.code).toBe(code);
    expect(answer.canAdoptInOneClick).toBe(true);
  });
});
