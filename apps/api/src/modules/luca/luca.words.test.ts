import { describe, expect, test } from 'vitest';
import type { LucaCnaeMatch } from '@contabil/contracts';
import { lucaRouteSuite, optionCodes } from '../../test/luca-match.js';

// Nineteenth round of decision 015: the words of several trades of issue 25 ("salão",
// "oficina", "frete", "box", "facção", "bufê") and "estúdio" (found from the activity index),
// with their usual spellings and plurals. Said alone, Luca asks between the trades, never
// in one click; said with a word that settles them, it answers that trade without asking
// about the word. Sentences written for these tests, not taken from the evaluation.

const { match } = lucaRouteSuite('198.51.109');

/** Asked about the word, with these trades among the options, never in one click. */
function expectAsked(answer: LucaCnaeMatch, codes: string[]) {
  expect(answer.question).not.toBeNull();
  for (const code of codes) expect(optionCodes(answer)).toContain(code);
  expect(optionCodes(answer).every((code) => code !== '')).toBe(true);
  expect(answer.canAdoptInOneClick).toBe(false);
}

/** The settled trade first, and no question about the word (another question may follow). */
function expectSettled(answer: LucaCnaeMatch, code: string, wordQuestion: string) {
  expect(answer.main?.code).toBe(code);
  expect(answer.question?.text ?? '').not.toBe(wordQuestion);
}

describe('each spelling and plural of a word of several trades reaches its senses', () => {
  test.each([
    ['montei um salao', ['9602501', '8230002']],
    ['tenho uns salões', ['9602501', '8230002']],
    // "meu" is anyone's salão: no cue of renting one's own property out.
    ['meu salão precisa de cnpj', ['9602501', '8230002']],
    ['meu negócio é uma oficina', ['4520001', '1412602']],
    ['trabalho fazendo fretes', ['4930201', '4930202', '4930204']],
    ['tenho uma faccao', ['1412603', '1411802']],
    ['abri duas facções', ['1412603', '1411802']],
    ['trabalho com buffet', ['5620102', '8230002']],
    ['minha empresa é de bufe', ['5620102', '5611201']],
    ['aluguei um box', ['9313100', '4330499', '5211799']],
    ['comprei um boxe', ['9313100', '4330499', '5211799']],
    ['montei um estúdio', ['7420001', '5920100', '5911101']],
  ])('"%s" is asked about', async (intent, codes) => {
    expectAsked(await match(intent), codes);
  });
});

describe('a word that settles the trade is answered, not asked about', () => {
  test('"frete" with a truck: road cargo (one CNAE class), not the question of "frete"', async () => {
    expectSettled(await match('faço frete com meu caminhão'), '4930201', 'Os fretes são de quê, e para onde?');
    expectSettled(await match('frete de caminhão pra outros estados'), '4930202', 'Os fretes são de quê, e para onde?');
  });

  test("a sense's own cue leads the cues it shares with senses of its class", async () => {
    // "caminhão" and "baú" are cues of cargo in the city and to other states; "mudança" of
    // removals only: two shared cues do not outweigh the sense's own one.
    const removals = await match('frete e mudança, trabalho com caminhão baú');
    expectSettled(removals, '4930204', 'Os fretes são de quê, e para onde?');
    expect(removals.canAdoptInOneClick).toBe(true);
  });

  test('"frete" of passengers (the MEI occupation "passageiros sob frete"), and cargo when unsaid', async () => {
    expectSettled(
      await match('frete de passageiros com van para excursões'),
      '4929901',
      'Os fretes são de quê, e para onde?',
    );
    // Unsettled, "frete" reads as the senses offered: cargo leads, not passengers.
    const open = await match('trabalho fazendo fretes');
    expect(open.main?.code).toBe('4930201');
    expect(optionCodes(open)).not.toContain('4929901');
  });

  test('"box" in a market or fair is where the goods are sold: the goods say the trade', async () => {
    const stall = await match('tenho um box na feira onde vendo verduras e legumes');
    expectSettled(stall, '4724500', 'O box é de quê? (Se é um box em mercado ou feira, diga o que vende.)');
    expect(stall.canAdoptInOneClick).toBe(false);
    // The place words say where, not what: not a supermarket for "mercado".
    expect((await match('tenho um box no mercado central vendendo peixes')).main?.code).toBe('4722902');
    // Selling there is what makes it a stall: "meu box fica no mercadão" alone is asked.
    expectAsked(await match('meu box fica no mercadão'), ['9313100', '4330499']);
    // The question that may follow is about the goods, not the selling verb.
    const cheese = await match('tenho um box no mercadão vendendo queijos');
    expect(cheese.main?.code).toBe('4721103');
    expect(cheese.question?.text ?? '').not.toMatch(/vendendo/);
    // The place is never an option of the question asked when "box" is alone.
    expect(optionCodes(await match('meu box'))).not.toContain('');
    expectSettled(await match('box de treino funcional e musculação'), '9313100', 'O box é de quê?');
  });

  test('"facção" settled by its words: no question about "facção" or "confecção" again', async () => {
    const answer = await match('facção que costura peças para confecções da região');
    expect(answer.main?.code).toBe('1412603');
    expect(answer.question).toBeNull();
  });

  test('the first word of several trades carries the activity; a later one says where', async () => {
    const answer = await match('oficina de carros num box alugado');
    expect(answer.main?.code).toBe('4520001');
    expect(answer.question?.text ?? '').not.toMatch(/box/);
  });

  test('the settled sense leads, and no near tie asks about the word again', async () => {
    // "casamento" also pulls the filming of weddings (7420004): the bufê said the trade.
    const answer = await match('faço bufê de casamento');
    expect(answer.main?.code).toBe('5620102');
    expect(answer.question).toBeNull();
  });

  test('"salão", "oficina", "bufê", "estúdio" settled by their words', async () => {
    expectSettled(await match('salão de cabeleireiro e manicure'), '9602501', 'O seu salão é de quê?');
    expectSettled(await match('oficina de carros e motos'), '4520001', 'Que tipo de oficina é a sua?');
    expectSettled(await match('bufê para recepções de formatura'), '5620102', 'O seu bufê é de quê?');
    expectSettled(await match('estúdio fotográfico de ensaios'), '7420001', 'O seu estúdio é de quê?');
    expectSettled(await match('estúdio para gravar músicas de bandas'), '5920100', 'O seu estúdio é de quê?');
  });
});
