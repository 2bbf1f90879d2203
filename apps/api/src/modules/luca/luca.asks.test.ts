import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LUCA_MAX_SUGGESTIONS } from '@contabil/contracts';
import { loadReferenceData, parseAskDescriptions } from '../../db/seed/reference-data.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { lucaMatcher } from '../../test/luca-match.js';
import { askTerms } from './luca.asks.js';
import { MINI } from './luca.asks.fixture.js';
import { matchLocally } from './luca.engine.js';
import { fuseWithClassifier } from './luca.fusion.js';
import type { LucaIndex } from './luca.index.js';
import { PROPERTY_QUESTION } from './luca.property.js';
import { ASK_QUESTION, judge } from './luca.question.js';
import { CHOSEN_REASON, lucaIndexFor } from './luca.service.js';

// When to ask, learned from owners' descriptions (thirteenth round of decision 015): on the
// real CNAE tables and training file, and on a small training set of our own (the fixture)
// to test the mechanism per confusion pattern. Sentences of our own, not the evaluation's.

const TRAINING_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../reference-data/cnae/luca_perguntas_clientes.tsv',
);
let ctx: TestContext;
let mini: LucaIndex;

beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceData(ctx.database.db);
  // The real index with the fixture in place of the training file (a new object: its own detector).
  mini = { ...(await lucaIndexFor(ctx.database.db)), askDescriptions: MINI };
}, 120_000);
afterAll(() => ctx.close());

const match = lucaMatcher(() => ctx, '192.0.2');

function verdictWithFixture(intent: string) {
  const local = fuseWithClassifier(mini, matchLocally(mini, intent, LUCA_MAX_SUGGESTIONS));
  return { local, verdict: judge(mini, local) };
}

const optionCodes = (question: { options: Array<{ cnae: string }> } | null) =>
  question?.options.map((option) => option.cnae) ?? [];

describe('the words a description is compared by', () => {
  test('possessives and "faço" are kept (they decide), greetings and the wish to open a company are not', () => {
    const terms = askTerms('oi, quero abrir cnpj, alugo as minhas salas e faço a limpeza');
    expect(terms).toContain(askTerms('minhas')[0]);
    expect(terms).toContain(askTerms('faço')[0]);
    expect(askTerms('oi, quero abrir cnpj aqui no bairro')).toEqual([]);
  });
});

describe('the ask detector on the training file', () => {
  test('own property or somebody else’s: "aluguel de salas" asks, and no one click', async () => {
    const answer = await match('trabalho com aluguel de salas no centro');
    // Since the sixteenth round A the property question comes before the detector's.
    expect(answer.question?.text).toBe(PROPERTY_QUESTION.rent);
    expect(optionCodes(answer.question)).toEqual(expect.arrayContaining(['6810202', '6821802', '6822600']));
    expect(answer.question!.options.length).toBeLessThanOrEqual(4);
    expect(answer.canAdoptInOneClick).toBe(false);
  });

  test('its look-alike that says the rooms are one’s own is answered without asking', async () => {
    const answer = await match('trabalho com aluguel de salas no centro, as salas são minhas');
    expect(answer.question).toBeNull();
    expect(answer.main?.code).toBe('6810202');
  });

  test('the answer to the question settles it', async () => {
    const answer = await match('trabalho com aluguel de salas no centro', { cnae: '6821802' });
    expect(answer.question).toBeNull();
    expect(answer.main?.code).toBe('6821802');
    expect(answer.main?.reasons[0]).toBe(CHOSEN_REASON);
    expect(answer.canAdoptInOneClick).toBe(true);
  });

  test('no training line is ever shown: not as a reason, not in the question', async () => {
    const lines = parseAskDescriptions(readFileSync(TRAINING_FILE, 'utf8')).map((line) =>
      line.description.toLowerCase(),
    );
    for (const intent of ['trabalho com aluguel de salas no centro', 'faço propaganda pra sorveterias']) {
      const answer = await match(intent);
      const shown = [
        answer.question?.text ?? '',
        ...(answer.question?.options.map((option) => option.label) ?? []),
        ...[answer.main, ...answer.suggestions].flatMap((suggestion) => suggestion?.reasons ?? []),
      ].map((text) => text.toLowerCase());
      for (const text of shown) expect(lines.some((line) => text.includes(line))).toBe(false);
    }
  });
});

describe('the mechanism, per pattern, on a training set of our own', () => {
  test('professional and the clients’ sector: the near lines ask, their options are offered', () => {
    const { verdict } = verdictWithFixture('faço propaganda pra sorveterias');
    expect(verdict.question?.text).toBe(ASK_QUESTION);
    expect(optionCodes(verdict.question)).toEqual(['7319004', '7311400']);
    expect(verdict.canAdoptInOneClick).toBe(false);
  });

  test('its look-alike that names the service ("anúncios pagos no google") is not asked by the detector', () => {
    const { verdict } = verdictWithFixture('cuido dos anúncios pagos no google de sorveterias');
    // The clients' service question (sixteenth round A) may still ask agency or consultancy.
    expect(verdict.question?.text ?? null).not.toBe(ASK_QUESTION);
  });

  test('own property: a question Luca asks anyway gains the near lines’ options', () => {
    const { verdict } = verdictWithFixture('trabalho com aluguel de galpão pra transportadora');
    expect(optionCodes(verdict.question)).toEqual(expect.arrayContaining(['6810202', '6821802', '6822600']));
    expect(verdict.canAdoptInOneClick).toBe(false);
  });

  test('making or reselling: the trade question keeps priority, with the same options', () => {
    const { verdict } = verdictWithFixture('trabalho com bolo e torta aqui no bairro');
    expect(verdict.question?.text).toMatch(/^Você fabrica ou revende/);
    expect(optionCodes(verdict.question)).toEqual(['1091102', '4721102']);
  });

  test('a word of several trades: the look-alike with the deciding word is answered in one click', () => {
    const { local, verdict } = verdictWithFixture(
      'trabalho com lavagem de carro aqui perto da rodoviária, lavo e encero',
    );
    expect(mini.subclasses[local.main!.subclass]!.code).toBe('4520005');
    expect(verdict.question).toBeNull();
    expect(verdict.canAdoptInOneClick).toBe(true);
  });

  test('without training lines (small indexes) nothing changes', () => {
    const bare = { ...mini, askDescriptions: [] };
    const local = fuseWithClassifier(bare, matchLocally(bare, 'faço propaganda pra sorveterias', LUCA_MAX_SUGGESTIONS));
    expect(judge(bare, local).question?.text ?? null).not.toBe(ASK_QUESTION);
  });
});
