import { describe, expect, test } from 'vitest';
import { classify, classifyTrades, posterior, tradeOfText, trainClassifier } from './luca.classifier.js';
import { CLASSIFIER_REASON, matchLocally, reasonsFor } from './luca.engine.js';
import { classifierShares, fuseWithClassifier, fusedRanking, tradeOfCues, withRanking } from './luca.fusion.js';
import { buildLucaIndex, type LucaSourceData } from './luca.index.js';
import { judge } from './luca.question.js';
import { lightStem } from './luca.text.js';

// A small CNAE of its own: the classifier's rules in isolation (the evaluation measures the
// fusion with the engine on the real tables).
const SUBCLASSES: Array<{ code: string; description: string; activities: string[]; mei?: string[] }> = [
  {
    code: '1091102',
    description: 'Fabricação de produtos de padaria e confeitaria com predominância de produção própria',
    activities: ['BOLOS; FABRICAÇÃO DE', 'DOCES DE CONFEITARIA; FABRICAÇÃO DE', 'SALGADINHOS; FABRICAÇÃO DE'],
    mei: ['Doceiro(a) independente'],
  },
  {
    code: '4721102',
    description: 'Padaria e confeitaria com predominância de revenda',
    activities: ['PÃES; COMÉRCIO VAREJISTA', 'BOLOS; COMÉRCIO VAREJISTA'],
  },
  {
    code: '5620104',
    description: 'Fornecimento de alimentos preparados preponderantemente para consumo domiciliar',
    activities: ['SALGADINHOS PARA FESTAS; FORNECIMENTO DE', 'MARMITAS; FORNECIMENTO DE'],
  },
  {
    code: '9602501',
    description: 'Cabeleireiros, manicure e pedicure',
    activities: ['SALÃO DE CABELEIREIRO', 'CORTE DE CABELO; SERVIÇOS DE', 'PEDICURE, MANICURE; SERVIÇOS DE'],
    mei: ['Cabeleireiro(a) independente'],
  },
  {
    code: '8650004',
    description: 'Atividades de fisioterapia',
    activities: ['CLÍNICA DE FISIOTERAPIA', 'FISIOTERAPIA; CLÍNICA, CONSULTÓRIO, CENTRO DE'],
  },
];

/** Training descriptions in owners' words (ninth round): words no official text of the fixture has. */
const CUSTOMER_DESCRIPTIONS = [
  { code: '5620104', description: 'faço quentinha pro pessoal da obra' },
  { code: '5620104', description: 'entrego quentinhas na firma todo dia' },
];

function source(withCustomers = false): LucaSourceData {
  return {
    subclasses: SUBCLASSES.map((fixture) => ({
      code: fixture.code,
      formattedCode: `${fixture.code.slice(0, 4)}-${fixture.code.slice(4, 5)}/${fixture.code.slice(5)}`,
      description: fixture.description,
      classDescription: fixture.description,
      divisionCode: fixture.code.slice(0, 2),
      notes: { includes: [], alsoIncludes: [], excludes: [], remarks: [] },
      simplesSituation: 'allowed' as const,
      simplesAnnex: 'III' as const,
      simplesFatorR: false,
      isAllowedMei: (fixture.mei ?? []).length > 0,
    })),
    activities: SUBCLASSES.flatMap((fixture) =>
      fixture.activities.map((description) => ({ code: fixture.code, description })),
    ),
    occupations: SUBCLASSES.flatMap((fixture) =>
      (fixture.mei ?? []).map((occupation) => ({ code: fixture.code, occupation })),
    ),
    ...(withCustomers ? { customerDescriptions: CUSTOMER_DESCRIPTIONS } : {}),
  };
}

const index = buildLucaIndex(source());
const best = (intent: string) => {
  const scores = classify(index.classifier, intent);
  const top = [...scores.keys()].sort((a, b) => scores[b]! - scores[a]!)[0]!;
  return index.subclasses[top]!.code;
};

describe('the classifier', () => {
  test('is built with the index, from the same passages', () => {
    const again = trainClassifier(index);
    expect(again.features.size).toBe(index.classifier.features.size);
    expect([...again.unseen]).toEqual([...index.classifier.unseen]);
  });

  test('pools the texts of a subclass: words from several of its rows add up', () => {
    // "bolos" is in the shop's rows too, "salgadinhos" in the caterer's: together they are the confectioner's.
    expect(best('bolos, doces e salgadinhos')).toBe('1091102');
  });

  test('reads misspelt words through their character 4-grams', () => {
    // "fisoterapia" is no word of the data; its 4-grams are mostly "fisioterapia"'s.
    expect(index.classifier.features.has('fisoterap')).toBe(false);
    expect(best('clinica de fisoterapia')).toBe('8650004');
  });

  test('its posterior over a few candidates sums to one, and the temperature softens it', () => {
    const scores = classify(index.classifier, 'corte de cabelo');
    const sharp = posterior(scores, [0, 1, 2, 3], 1);
    const soft = posterior(scores, [0, 1, 2, 3], 8);
    expect(sharp.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 6);
    expect(Math.max(...soft)).toBeLessThan(Math.max(...sharp));
  });
});

describe('the second model: the goods joined to the trade (seventh round)', () => {
  test('reads the trade word of an index row, a title, a note and an MEI occupation', () => {
    expect(tradeOfText('activity', 'BOLOS; FABRICAÇÃO DE')).toEqual({ trade: 'make', goods: 'bolos' });
    expect(tradeOfText('activity', 'PÃES; COMÉRCIO VAREJISTA')).toEqual({ trade: 'sell', goods: 'paes' });
    expect(tradeOfText('activity', 'GUILHOTINAS MANUAIS; COMÉRCIO ATACADISTA DE')).toEqual({
      trade: 'sell',
      goods: 'guilhotinas manuais',
    });
    expect(tradeOfText('description', 'Comércio varejista de artigos do vestuário e acessórios')).toEqual({
      trade: 'sell',
      goods: 'artigos do vestuario e acessorios',
    });
    expect(tradeOfText('includes', 'a fabricação de biscoitos e bolachas, exceto os integrais')).toEqual({
      trade: 'make',
      goods: 'biscoitos e bolachas',
    });
    expect(tradeOfText('mei', 'Reparador(a) de filtros industriais')).toEqual({
      trade: 'fix',
      goods: 'filtros industriais',
    });
    expect(tradeOfText('mei', 'Locador de livros, revistas, plantas e flores')?.trade).toBe('rent');
    expect(tradeOfText('description', 'Serviços de instalação de ar condicionado')?.trade).toBe('fix');
    // No trade word, a service, growing, or a kind of text that is not the subclass's own.
    expect(tradeOfText('activity', 'SALÃO DE CABELEIREIRO')).toBeNull();
    expect(tradeOfText('activity', 'EDIÇÃO DE SITES, WEBSITES; SERVIÇOS DE')).toBeNull();
    expect(tradeOfText('description', 'Cultivo de arroz')).toBeNull();
    expect(tradeOfText('excludes', 'a fabricação de biscoitos e bolachas')).toBeNull();
    expect(tradeOfText('class', 'Fabricação de produtos de panificação')).toBeNull();
  });

  test('the same goods answer the maker or the shop as the verb says', () => {
    // "bolos" is in the maker's rows ("BOLOS; FABRICAÇÃO DE") and the shop's ("BOLOS; COMÉRCIO VAREJISTA").
    const top = (trade: 'sell' | 'make') => {
      const scores = classifyTrades(index.classifier, [{ text: 'bolos', weight: 1, trade }]);
      return index.subclasses[[...scores.keys()].sort((a, b) => scores[b]! - scores[a]!)[0]!]!.code;
    };
    expect(top('sell')).toBe('4721102');
    expect(top('make')).toBe('1091102');
    // A subclass with no text naming a trade (the hairdresser) is neither favoured nor
    // penalised: it gets the average of the others.
    const scores = classifyTrades(index.classifier, [{ text: 'bolos', weight: 1, trade: 'make' }]);
    const hairdresser = index.positionOf.get('9602501')!;
    const others = [...scores].filter((_, c) => !index.classifier.trades.empty[c]);
    expect(index.classifier.trades.empty[hairdresser]).toBe(1);
    expect(scores[hairdresser]).toBeCloseTo(others.reduce((sum, value) => sum + value, 0) / others.length, 9);
    // A part whose verb says no trade says nothing to it.
    expect(
      [...classifyTrades(index.classifier, [{ text: 'bolos', weight: 1, trade: null }])].every((v) => v === 0),
    ).toBe(true);
    // It is built with the index, from the same passages.
    expect(trainClassifier(index).trades.features.size).toBe(index.classifier.trades.features.size);
    expect(index.classifier.trades.features.has(`sell|${lightStem('bolos')}`)).toBe(true);
  });

  test("the verb's trade is read from the engine's cues", () => {
    const cues = {
      retail: false,
      wholesale: false,
      making: false,
      representation: false,
      used: false,
      service: false,
      repair: false,
      rental: false,
    };
    expect(tradeOfCues({ ...cues, making: true })).toBe('make');
    expect(tradeOfCues({ ...cues, retail: true })).toBe('sell');
    expect(tradeOfCues({ ...cues, wholesale: true })).toBe('sell');
    expect(tradeOfCues({ ...cues, retail: true, making: true })).toBeNull();
    expect(tradeOfCues({ ...cues, service: true, repair: true })).toBe('fix');
    expect(tradeOfCues({ ...cues, rental: true })).toBe('rent');
    expect(tradeOfCues(cues)).toBeNull();
  });

  test('the fusion uses it: the share of the candidate of the trade the verb says grows', () => {
    const withoutTrades = {
      ...index,
      classifier: {
        ...index.classifier,
        trades: {
          unseen: new Float64Array(index.subclasses.length),
          features: new Map(),
          empty: new Uint8Array(index.subclasses.length).fill(1),
        },
      },
    };
    const shareOf = (target: typeof index, intent: string, code: string) => {
      const local = matchLocally(index, intent, 5);
      const i = local.ranking.findIndex((candidate) => index.subclasses[candidate.subclass]!.code === code);
      expect(i).toBeGreaterThanOrEqual(0);
      return classifierShares(target, local)[i]!;
    };
    expect(shareOf(index, 'vendo bolos', '4721102')).toBeGreaterThan(shareOf(withoutTrades, 'vendo bolos', '4721102'));
    expect(shareOf(index, 'faço bolos', '1091102')).toBeGreaterThan(shareOf(withoutTrades, 'faço bolos', '1091102'));
  });
});

describe("the training descriptions in owners' words", () => {
  const trained = buildLucaIndex(source(true));
  /** The log-likelihood of 5620104 against the best other subclass. */
  const marginOf = (model: typeof index, intent: string) => {
    const scores = classify(model.classifier, intent);
    const own = model.positionOf.get('5620104')!;
    return scores[own]! - Math.max(...[...scores].filter((_, c) => c !== own));
  };

  test('the classifier learns from them; the engine does not search them', () => {
    expect(marginOf(trained, 'quentinha')).toBeGreaterThan(1);
    expect(marginOf(trained, 'quentinha')).toBeGreaterThan(marginOf(index, 'quentinha') + 1);
    expect(trained.passages.filter((passage) => passage.kind === 'customer')).toHaveLength(2);
    const customer = new Set(trained.passages.flatMap((passage, id) => (passage.kind === 'customer' ? [id] : [])));
    expect([...trained.postings.values()].some(({ passages }) => passages.some((id) => customer.has(id)))).toBe(false);
    const matched = matchLocally(trained, 'faço quentinha pro pessoal da obra', 5).ranking.flatMap((c) => c.passages);
    expect(matched.some((passage) => customer.has(passage.id))).toBe(false);
  });

  test('a training description is never shown as a reason', () => {
    const local = fuseWithClassifier(trained, matchLocally(trained, 'faço marmitas e quentinhas', 5));
    const reasons = local.suggestions.flatMap((candidate) => reasonsFor(trained, candidate)).join(' ');
    expect(reasons).not.toMatch(/quentinha/i);
  });
});

describe('the fusion with the engine', () => {
  test("keeps the engine's candidates and adds the classifier's likeliest other one, as the weakest", () => {
    const local = matchLocally(index, 'vendo bolos e doces', 5);
    const fused = fusedRanking(index, local);
    expect(local.ranking.every((candidate) => fused.includes(candidate))).toBe(true);
    const added = fused.filter((candidate) => !local.ranking.includes(candidate));
    expect(added).toHaveLength(1);
    const weakest = Math.min(...local.ranking.map((candidate) => candidate.score));
    for (const candidate of added) {
      expect(local.ranking.some((other) => other.subclass === candidate.subclass)).toBe(false);
      expect(candidate).toMatchObject({ score: weakest, passages: [], confidence: 0 });
      // Its reason says who proposed it; it quotes no text.
      expect(reasonsFor(index, candidate)).toEqual([CLASSIFIER_REASON]);
    }
  });

  test('after the fusion, a near tie is read on the fused scores, not on the engine scores', () => {
    const local = matchLocally(index, 'fabrico bolos, doces e salgadinhos', 5);
    const first = local.ranking[0]!;
    const division = (candidate: typeof first) => index.subclasses[candidate.subclass]!.divisionCode;
    const other = local.ranking.find((candidate) => division(candidate) !== division(first))!;
    // The fusion moved a candidate of another division first; by the engine's scores the two tie.
    const moved = { ...other, score: 0.95 * first.score };
    const fusedLocal = withRanking(local, [moved, first]);
    expect(judge(index, fusedLocal).question?.text).toBe('Qual destas atividades é a principal da empresa?');
    const fusedScores = (firstShare: number) =>
      new Map([
        [moved.subclass, 1],
        [first.subclass, firstShare],
      ]);
    // Far apart once fused: no question; close once fused: the question stays.
    expect(judge(index, { ...fusedLocal, fused: fusedScores(0.5) }).question).toBeNull();
    expect(judge(index, { ...fusedLocal, fused: fusedScores(0.95) }).question?.options).toHaveLength(2);
  });

  test('a candidate only the classifier proposed is never adopted in one click', () => {
    const local = matchLocally(index, 'fabrico bolos, doces e salgadinhos', 5);
    const added = fusedRanking(index, local).find((candidate) => !local.ranking.includes(candidate))!;
    const promoted = withRanking(local, [added, ...local.ranking]);
    expect(promoted.main?.subclass).toBe(added.subclass);
    expect(judge(index, promoted).canAdoptInOneClick).toBe(false);
  });

  test('a weaker candidate moved second does not widen the lead', () => {
    const intent = 'fabrico bolos, doces e salgadinhos';
    const local = matchLocally(index, intent, 5);
    expect(local.ranking.length).toBeGreaterThanOrEqual(3);
    // The best one, a close runner-up (no one click: 10% lead) and a weak third.
    const [first, second, third] = local.ranking;
    const close = { ...second!, score: 0.9 * first!.score };
    const weak = { ...third!, score: 0.1 * first!.score };
    // Without the close one, the best one would be adopted in one click...
    expect(judge(index, withRanking(local, [first!, weak])).canAdoptInOneClick).toBe(true);
    // ... with it, it is not, whichever order the fusion gives the other two.
    expect(judge(index, withRanking(local, [first!, close, weak])).canAdoptInOneClick).toBe(false);
    expect(judge(index, withRanking(local, [first!, weak, close])).canAdoptInOneClick).toBe(false);
  });

  test('one click when the engine and the classifier agree: a lead of 30% and a margin of 10 points', () => {
    const local = matchLocally(index, 'fabrico bolos, doces e salgadinhos', 5);
    const [first, second] = local.ranking;
    // The engine leads by 35%: under the 40% the first way to one click needs.
    const runnerUp = { ...second!, score: 0.65 * first!.score };
    const answer = withRanking(local, [first!, runnerUp]);
    const shares = (own: number, other: number, to = first!) =>
      new Map([
        [to.subclass, own],
        [runnerUp.subclass, other],
      ]);
    expect(judge(index, answer).canAdoptInOneClick).toBe(false);
    // The classifier agrees with a clear margin: one click.
    expect(judge(index, { ...answer, posterior: shares(0.7, 0.3) })).toMatchObject({
      canAdoptInOneClick: true,
      confidence: { level: 'alta' },
    });
    // It agrees by a hair, or prefers the other one: no one click.
    expect(judge(index, { ...answer, posterior: shares(0.52, 0.48) }).canAdoptInOneClick).toBe(false);
    expect(judge(index, { ...answer, posterior: shares(0.3, 0.7) }).canAdoptInOneClick).toBe(false);
    // The engine's lead under 30%: no one click, however sure the classifier is.
    const close = withRanking(local, [first!, { ...second!, score: 0.75 * first!.score }]);
    expect(judge(index, { ...close, posterior: shares(0.9, 0.1) }).canAdoptInOneClick).toBe(false);
  });

  test('a candidate the classifier alone proposed is never adopted, even when it is sure of it', () => {
    const local = matchLocally(index, 'fabrico bolos, doces e salgadinhos', 5);
    const added = fusedRanking(index, local).find((candidate) => !local.ranking.includes(candidate))!;
    const alone = { ...added, score: local.ranking[0]!.score };
    const promoted = withRanking(local, [alone, ...local.ranking.slice(1)]);
    const posterior = new Map([
      [alone.subclass, 0.95],
      ...local.ranking.slice(1).map((c) => [c.subclass, 0.01] as const),
    ]);
    expect(judge(index, { ...promoted, posterior }).canAdoptInOneClick).toBe(false);
  });

  test('a candidate the fusion moves first is not adopted in one click', () => {
    const local = matchLocally(index, 'fabrico bolos, doces e salgadinhos', 5);
    const [first, second, ...rest] = local.ranking;
    expect(second!.score).toBeLessThan(first!.score);
    const promoted = withRanking(local, [second!, first!, ...rest]);
    expect(promoted.main?.subclass).toBe(second!.subclass);
    expect(judge(index, promoted).canAdoptInOneClick).toBe(false);
  });
});
