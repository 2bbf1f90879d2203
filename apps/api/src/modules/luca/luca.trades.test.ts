import { describe, expect, test } from 'vitest';
import { lucaRouteSuite, optionCodes } from '../../test/luca-match.js';
import { severalTradesQuestion } from './luca.question.js';
import { CHOSEN_REASON, lucaIndexFor } from './luca.service.js';
import { DOMINANT_SHARE, formOf, tradesOfWord } from './luca.trades.js';

// Words of several trades found from the reference data (twelfth round of decision 015),
// on the real CNAE tables, with sentences of our own (not the evaluation's).

const { ctx, match } = lucaRouteSuite('198.51.100');

describe('where a word’s entries fall', () => {
  test('a word compared by its form: "bancas" is "banca", not "banco"', () => {
    expect(formOf('bancas')).toBe('banca');
    expect(formOf('banco')).toBe('banco');
    expect(formOf('lavagens')).toBe('lavagem');
    expect(formOf('instalacoes')).toBe('instalacao');
  });

  test('"banca" is spread over several divisions; "cabeleireira" is concentrated in one', async () => {
    const index = await lucaIndexFor(ctx().database.db);
    const banca = tradesOfWord(index, 'banca')!;
    expect(banca.divisions[0]!.share).toBeLessThan(DOMINANT_SHARE);
    expect(banca.divisions.map((item) => item.division)).toEqual(expect.arrayContaining(['47', '92']));
    const cabeleireira = tradesOfWord(index, 'cabeleireira')!;
    expect(cabeleireira.divisions[0]!.division).toBe('96');
    expect(cabeleireira.divisions[0]!.share).toBeGreaterThanOrEqual(DOMINANT_SHARE);
  });
});

describe('a word of several trades that nothing settles is asked about', () => {
  test('"tenho uma banca" asks between the trades of "banca", never in one click; the answer settles it', async () => {
    const open = await match('tenho uma banca');
    expect(open.question?.text).toBe(severalTradesQuestion('banca'));
    expect(optionCodes(open).slice(0, 2)).toEqual(['4761002', '9200399']);
    expect(open.question!.options[0]!.label).toMatch(/^Comércio varejista de jornais/);
    expect(open.canAdoptInOneClick).toBe(false);
    expect(open.confidence.level).not.toBe('alta');

    const settled = await match('tenho uma banca', { cnae: '4761002' });
    expect(settled.main?.code).toBe('4761002');
    expect(settled.question).toBeNull();
    expect(settled.canAdoptInOneClick).toBe(true);
    expect(settled.main!.reasons[0]).toBe(CHOSEN_REASON);
  });

  test('"trabalho com lavagem" asks laundry or car wash; "lavagem de carro" does not ask', async () => {
    const open = await match('trabalho com lavagem');
    expect(open.question?.text).toBe(severalTradesQuestion('lavagem'));
    expect(optionCodes(open)).toEqual(expect.arrayContaining(['9601701', '4520005']));
    expect(open.canAdoptInOneClick).toBe(false);

    const car = await match('faço lavagem de carro');
    expect(car.main?.code).toBe('4520005');
    expect(car.question).toBeNull();
  });

  test('another word that shares one of its entries settles it: "tenho uma banca de jornal"', async () => {
    const answer = await match('tenho uma banca de jornal');
    expect(answer.main?.code).toBe('4761002');
    expect(answer.question).toBeNull();
  });

  test('a word whose entries are concentrated never asks: "sou cabeleireira"', async () => {
    const answer = await match('sou cabeleireira');
    expect(answer.main?.code).toBe('9602501');
    expect(answer.question).toBeNull();
  });
});

describe('a trade the Simples Nacional bars is no trade of the word (twentieth round)', () => {
  test('"depósito" has no bank among its trades: the banks’ deposits are barred subclasses', async () => {
    const index = await lucaIndexFor(ctx().database.db);
    const deposito = tradesOfWord(index, 'deposito')!;
    expect(deposito.divisions.map((item) => item.division)).not.toContain('64');
  });

  test('"tenho um depósito" asks between storage and the shops, never a bank', async () => {
    const answer = await match('tenho um depósito');
    expect(answer.question?.text).toBe(severalTradesQuestion('depósito'));
    const options = optionCodes(answer);
    expect(options).toEqual(expect.arrayContaining(['5211799', '4723700']));
    expect(options.filter((code) => code.startsWith('64'))).toEqual([]);
    expect(answer.canAdoptInOneClick).toBe(false);
  });
});

describe('a word alone whose entries spread over many classes of one division (twentieth round)', () => {
  test('"tenho uma clínica" is asked which one, never answered a laboratory in one click', async () => {
    const answer = await match('tenho uma clínica');
    expect(answer.question?.text).toBe(severalTradesQuestion('clínica'));
    const options = optionCodes(answer);
    expect(options.length).toBeGreaterThanOrEqual(3);
    expect(new Set(options.map((code) => code.slice(0, 5))).size).toBe(options.length);
    expect(options).toContain('8630503');
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('"consultório" alone is asked too', async () => {
    const answer = await match('consultório');
    expect(answer.question?.text).toBe(severalTradesQuestion('consultório'));
  });

  test('what is said with the word settles it: "clínica odontológica", "estúdio de tatuagem"', async () => {
    const dental = await match('clínica odontológica');
    expect(dental.main?.code).toBe('8630504');
    expect(dental.question).toBeNull();
    const tattoo = await match('tenho um estúdio de tatuagem');
    expect(tattoo.main?.code).toBe('9609206');
    expect(tattoo.question).toBeNull();
  });

  test('a word one subclass holds is not asked: "barbearia"', async () => {
    const answer = await match('barbearia');
    expect(answer.main?.code).toBe('9602501');
    expect(answer.question).toBeNull();
  });
});
