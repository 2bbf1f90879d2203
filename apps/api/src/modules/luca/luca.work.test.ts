import { describe, expect, test } from 'vitest';
import { lucaRouteSuite, optionCodes } from '../../test/luca-match.js';
import { severalTradesQuestion } from './luca.question.js';

// Twentieth round of decision 015 (`luca.work.ts`): the work named without what it is done
// on. Real CNAE tables, sentences of our own (not the evaluation's).

const { match } = lucaRouteSuite('198.51.111');

describe('the work named alone is asked about', () => {
  test('"faço montagem": furniture, scaffolding, metal structures or film, never in one click', async () => {
    const answer = await match('faço montagem');
    expect(answer.question?.text).toBe(severalTradesQuestion('montagem'));
    expect(optionCodes(answer)).toEqual(expect.arrayContaining(['3329501', '4399102', '4292801']));
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('"assistência técnica": the repairs of different things, no agronomy among them', async () => {
    const answer = await match('assistência técnica');
    expect(answer.question?.text).toBe(severalTradesQuestion('assistência técnica'));
    const options = optionCodes(answer);
    expect(options).toEqual(expect.arrayContaining(['9511800', '9512600', '9521500']));
    expect(options).not.toContain('7490103');
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('"trabalho com instalação" asks between the installations of different divisions', async () => {
    const answer = await match('trabalho com instalação');
    expect(answer.question?.text).toBe(severalTradesQuestion('instalação'));
    expect(optionCodes(answer)).toEqual(expect.arrayContaining(['4321500', '3321000']));
  });
});

describe('what is worked on, or a work of one trade, is not asked about', () => {
  test('"faço montagem de móveis" is furniture assembly', async () => {
    const answer = await match('faço montagem de móveis');
    expect(answer.question).toBeNull();
    expect(answer.main?.code).toBe('3329501');
  });

  test('"assistência técnica de celular" is not asked which repair', async () => {
    const answer = await match('assistência técnica de celular');
    expect(answer.question?.text ?? '').not.toBe(severalTradesQuestion('assistência técnica'));
    expect(answer.main?.code).toBe('9512600');
  });

  test('"faço dedetização": most of its reference entries are pest control, no question', async () => {
    const answer = await match('faço dedetização');
    expect(answer.question).toBeNull();
  });
});
