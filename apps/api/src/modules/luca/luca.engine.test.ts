import { describe, expect, test } from 'vitest';
import { analyseIntent, correctWord, matchLocally, reasonsFor } from './luca.engine.js';
import { buildLucaIndex, excludedTargets, sentenceCase, type LucaIndex, type LucaSourceData } from './luca.index.js';

// A small CNAE of its own, so that each rule shows in isolation (the routes test runs the
// real tables; the evaluation measures the whole engine).
interface Fixture {
  code: string;
  description: string;
  activities?: string[];
  includes?: string[];
  excludes?: string[];
  mei?: string[];
}

const FIXTURES: Fixture[] = [
  {
    code: '6201501',
    description: 'Desenvolvimento de programas de computador sob encomenda',
    activities: [
      'PROGRAMAS DE COMPUTADOR SOB ENCOMENDA; DESENVOLVIMENTO DE',
      'DESENVOLVIMENTO DE APLICATIVO INFORMÁTICO SOB ENCOMENDA',
    ],
    excludes: ['o desenho de páginas para a internet (web design) (6201-5/02)'],
  },
  {
    code: '6201502',
    description: 'Web design',
    activities: ['DESENVOLVIMENTO DE SITES, WEBSITES; SERVIÇOS DE'],
    includes: ['o desenvolvimento/criação de interfaces para a internet (web design)'],
  },
  {
    code: '9602501',
    description: 'Cabeleireiros, manicure e pedicure',
    activities: ['SALÃO DE CABELEIREIRO', 'CORTE DE CABELO; SERVIÇOS DE', 'PEDICURE, MANICURE; SERVIÇOS DE'],
    mei: ['Cabeleireiro(a) independente'],
  },
  {
    code: '4669999',
    description: 'Comércio atacadista de outras máquinas e equipamentos não especificados anteriormente',
    activities: ['MÁQUINAS E EQUIPAMENTOS PARA SALÃO DE BELEZA; COMÉRCIO ATACADISTA DE'],
  },
  {
    code: '4781400',
    description: 'Comércio varejista de artigos do vestuário e acessórios',
    activities: ['ROUPAS EM GERAL; COMÉRCIO VAREJISTA', 'MODA FEMININA, MASCULINA; COMÉRCIO VAREJISTA'],
  },
  {
    code: '1091102',
    description: 'Fabricação de produtos de padaria e confeitaria com predominância de produção própria',
    activities: ['BOLOS; FABRICAÇÃO DE', 'DOCES DE CONFEITARIA; FABRICAÇÃO DE'],
    excludes: ['as padarias e confeitarias com predominância de revenda (4721-1/02)'],
  },
  {
    code: '4721102',
    description: 'Padaria e confeitaria com predominância de revenda',
    activities: ['PÃES; COMÉRCIO VAREJISTA'],
  },
  {
    code: '8650004',
    description: 'Atividades de fisioterapia',
    activities: ['CLÍNICA DE FISIOTERAPIA', 'FISIOTERAPIA; CLÍNICA, CONSULTÓRIO, CENTRO DE'],
  },
  {
    code: '9609208',
    description: 'Higiene e embelezamento de animais domésticos',
    activities: ['BANHO EM ANIMAIS DOMÉSTICOS; SERVIÇOS DE', 'TOSA DE PELO EM ANIMAIS DOMÉSTICOS'],
  },
  {
    code: '4520002',
    description: 'Serviços de lanternagem ou funilaria e pintura de veículos automotores',
    activities: ['PINTURA DE AUTOMÓVEIS; SERVIÇOS DE'],
  },
  {
    code: '0159802',
    description: 'Criação de animais de estimação',
    activities: ['ANIMAIS DE ESTIMAÇÃO; CRIAÇÃO DE'],
  },
  {
    code: '0155502',
    description: 'Produção de pintos de um dia',
    activities: ['PINTOS DE UM DIA; PRODUÇÃO DE'],
  },
  {
    code: '9313100',
    description: 'Atividades de condicionamento físico',
    activities: ['PILATES', 'ACADEMIA DE GINÁSTICA'],
  },
  {
    code: '1422300',
    description: 'Fabricação de artigos do vestuário, produzidos em malharias e tricotagens, exceto meias',
    mei: ['Crocheteiro(a) independente'],
  },
  {
    code: '1351100',
    description: 'Fabricação de artefatos têxteis para uso doméstico',
    activities: ['ARTIGOS DE CROCHÊ PARA USO DOMÉSTICO; FABRICAÇÃO DE'],
  },
];

function source(fixtures: Fixture[]): LucaSourceData {
  return {
    subclasses: fixtures.map((fixture) => ({
      code: fixture.code,
      formattedCode: `${fixture.code.slice(0, 4)}-${fixture.code.slice(4, 5)}/${fixture.code.slice(5)}`,
      description: fixture.description,
      classDescription: fixture.description,
      divisionCode: fixture.code.slice(0, 2),
      notes: { includes: fixture.includes ?? [], alsoIncludes: [], excludes: fixture.excludes ?? [], remarks: [] },
      simplesSituation: 'allowed' as const,
      simplesAnnex: 'III' as const,
      simplesFatorR: false,
      isAllowedMei: (fixture.mei ?? []).length > 0,
    })),
    activities: fixtures.flatMap((fixture) =>
      (fixture.activities ?? []).map((description) => ({ code: fixture.code, description })),
    ),
    occupations: fixtures.flatMap((fixture) =>
      (fixture.mei ?? []).map((occupation) => ({ code: fixture.code, occupation })),
    ),
  };
}

const index = buildLucaIndex(source(FIXTURES));
const codeOf = (idx: LucaIndex, position: number) => idx.subclasses[position]!.code;
const ranked = (idx: LucaIndex, intent: string) =>
  matchLocally(idx, intent).suggestions.map((c) => codeOf(idx, c.subclass));

describe('the index', () => {
  test('holds descriptions, activity entries, notes and MEI occupations as passages', () => {
    const kinds = new Set(index.passages.map((passage) => passage.kind));
    expect([...kinds].sort()).toEqual(['activity', 'description', 'excludes', 'includes', 'mei']);
    // The MEI occupation without "independente" nor "(a)".
    expect(index.passages.some((p) => p.kind === 'mei' && p.text === 'Cabeleireiro')).toBe(true);
  });

  test('a "não compreende" item speaks for the subclass it names, with its owner kept', () => {
    const note = index.passages.find((p) => p.kind === 'excludes' && p.text.includes('web design'))!;
    expect(codeOf(index, note.subclass)).toBe('6201502');
    expect(codeOf(index, note.owner!)).toBe('6201501');
  });

  test('excludedTargets splits items naming several codes and expands a class', () => {
    const byClass = (digits: string) => (digits === '96025' ? ['9602501', '9602502'] : []);
    expect(
      excludedTargets(
        'os representantes de: produtos farmacêuticos (4618-4/01); produtos siderúrgicos (4613-3/00)',
        byClass,
      ),
    ).toEqual([
      { code: '4618401', text: 'os representantes de: produtos farmacêuticos' },
      { code: '4613300', text: 'produtos siderúrgicos' },
    ]);
    expect(excludedTargets('a depilação ( 9602-5/02)', byClass)).toEqual([{ code: '9602502', text: 'a depilação' }]);
    expect(excludedTargets('os salões de beleza (96.02-5)', byClass).map((t) => t.code)).toEqual([
      '9602501',
      '9602502',
    ]);
  });

  test('sentenceCase turns the index capitals into a sentence', () => {
    expect(sentenceCase('SALÃO DE CABELEIREIRO')).toBe('Salão de cabeleireiro');
    expect(sentenceCase('Web design')).toBe('Web design');
  });
});

describe('intent analysis', () => {
  test('everyday words reach the CNAE vocabulary through the lexicon ("sites" -> web design)', () => {
    const [segment] = analyseIntent(index, 'faço sites');
    const slot = segment!.slots.find((s) => s.surface === 'sites')!;
    expect(slot.alternatives.length).toBeGreaterThan(1);
    expect(slot.alternatives.slice(1).every((alternative) => alternative.weight < slot.alternatives[0]!.weight)).toBe(
      true,
    );
  });

  test('a lexicon phrase keeps its "e" ("banho e tosa"); other joining words split activities', () => {
    expect(analyseIntent(index, 'banho e tosa').length).toBe(1);
    expect(ranked(index, 'banho e tosa')[0]).toBe('9609208');
    expect(analyseIntent(index, 'vendo roupas e faço bolos').map((s) => s.text)).toEqual([
      'vendo roupas',
      'faco bolos',
    ]);
    expect(analyseIntent(index, 'salão, manicure também pilates além de bolos').length).toBe(4);
  });

  test('verbs joined by "e" share the object that follows ("crio e fabrico jogos", "faço e vendo bolos")', () => {
    expect(analyseIntent(index, 'crio e fabrico jogos').map((s) => s.text)).toEqual(['crio fabrico jogos']);
    const [segment] = analyseIntent(index, 'faço e vendo bolos');
    expect(segment!.cues).toMatchObject({ making: true, retail: true });
  });

  test('the clients after "pra" go on after "e", unless a verb starts another activity', () => {
    const slots = analyseIntent(index, 'bolos pra padarias e confeitarias').flatMap((s) => s.slots);
    expect(slots.filter((slot) => slot.complement).map((slot) => slot.surface)).toEqual(['padarias', 'confeitarias']);
    const other = analyseIntent(index, 'bolos pra padarias e vendo roupas').flatMap((s) => s.slots);
    expect(other.find((slot) => slot.surface === 'roupas')?.complement).toBeUndefined();
  });

  test('the place after "no", "na", ... is where, not what ("bolos na padaria"); after a verb it is the work', () => {
    const slots = analyseIntent(index, 'bolos na padaria').flatMap((s) => s.slots);
    expect(slots.find((slot) => slot.surface === 'padaria')?.complement).toBe(true);
    const after = analyseIntent(index, 'trabalho na padaria').flatMap((s) => s.slots);
    expect(after.map((slot) => slot.surface)).toContain('padaria');
    expect(after.find((slot) => slot.surface === 'padaria')?.complement).toBeUndefined();
  });

  test('typos are corrected against the vocabulary', () => {
    expect(correctWord(index, 'fisoterapia')).toBe('fisioterapia');
    expect(correctWord(index, 'xpto')).toBeNull();
    // Four letters are too short to tell a typo from another word ("mola" is no "moda").
    expect(correctWord(index, 'mola')).toBeNull();
    expect(ranked(index, 'clinica de fisoterapia')[0]).toBe('8650004');
  });
});

describe('matching', () => {
  test('synonyms: "faço sites" is web design, through the everyday-words lexicon', () => {
    expect(ranked(index, 'faço sites pra pequenas empresas')[0]).toBe('6201502');
  });

  test('a first-person verb is also read as the noun of its work ("pinto carro": painting, not chicks)', () => {
    expect(ranked(index, 'pinto carro')[0]).toBe('4520002');
    const slot = analyseIntent(index, 'pinto carro')[0]!.slots[0]!;
    expect(slot.alternatives.map((alternative) => alternative.stems.join(' '))).toEqual(['pint', 'pintur']);
  });

  test('the thing worked on finds the MEI occupation named after it ("faço crochê": crocheteiro)', () => {
    expect(ranked(index, 'faço crochê')[0]).toBe('1422300');
    const slot = analyseIntent(index, 'faço crochê')[0]!.slots[0]!;
    expect(slot.alternatives.map((alternative) => alternative.stems.join(' '))).toEqual(['croch', 'crochet']);
  });

  test('repair of goods no note places: the class the CNAE structure gives (division 33 mirrors 27)', () => {
    const electrical = buildLucaIndex(
      source([
        {
          code: '2731700',
          description: 'Fabricação de aparelhos e equipamentos para distribuição e controle de energia elétrica',
          activities: ['QUADROS DE COMANDO OU DISTRIBUIÇÃO DE ENERGIA ELÉTRICA; FABRICAÇÃO DE'],
        },
        { code: '3313901', description: 'Manutenção e reparação de geradores, transformadores e motores elétricos' },
        {
          code: '3313999',
          description:
            'Manutenção e reparação de máquinas, aparelhos e materiais elétricos não especificados anteriormente',
        },
      ]),
    );
    // "nas fábricas" is where the work is done, not a factory of one's own: the person repairs.
    const result = matchLocally(electrical, 'conserto quadro de comando nas fábricas');
    expect(codeOf(electrical, result.main!.subclass)).toBe('3313999');
    expect(reasonsFor(electrical, result.main!)[0]).toBe(
      'Conserto do que a 2731-7/00 fabrica: "Quadros de comando ou distribuição de energia elétrica; fabricação de"',
    );
    expect(ranked(electrical, 'fabrico quadro de comando')[0]).toBe('2731700');
  });

  test('two words said together weigh more where a passage has them together ("escada rolante")', () => {
    const stairs = buildLucaIndex(
      source([
        { code: '4329103', description: 'Instalação de elevadores', activities: ['ESCADAS ROLANTES; INSTALAÇÃO DE'] },
        {
          code: '4330402',
          description: 'Instalação de portas e escadas',
          activities: ['ESCADAS; INSTALAÇÃO DE', 'PORTAS ROLANTES; INSTALAÇÃO DE'],
        },
      ]),
    );
    expect(stairs.pairs.has('escad rolant')).toBe(true);
    const result = matchLocally(stairs, 'instalo escada rolante');
    expect(codeOf(stairs, result.main!.subclass)).toBe('4329103');
    // The pair raises the score, not the share of the description found.
    expect(result.main!.coverage).toBeLessThanOrEqual(1);
  });

  test('accents and case do not matter', () => {
    expect(ranked(index, 'CLÍNICA DE FISIOTERAPIA')).toEqual(ranked(index, 'clinica de fisioterapia'));
  });

  test('"salão de beleza" is the salon, not the wholesaler of salon furniture ("para salão" is a complement)', () => {
    const codes = ranked(index, 'salão de beleza');
    expect(codes[0]).toBe('9602501');
    expect(codes.indexOf('4669999')).toBeGreaterThan(0);
  });

  test('a "não compreende" note pushes its owner below the subclass it names', () => {
    const intent = 'padaria e confeitaria com predominância de revenda';
    expect(ranked(index, intent)[0]).toBe('4721102');
    // Without the note the owner, whose words also match, would come first.
    const withoutNote = buildLucaIndex(
      source(FIXTURES.map((fixture) => (fixture.code === '1091102' ? { ...fixture, excludes: [] } : fixture))),
    );
    const scoreOf = (of: LucaIndex) =>
      matchLocally(of, intent).ranking.find((c) => codeOf(of, c.subclass) === '1091102')?.score ?? 0;
    expect(scoreOf(index)).toBeLessThan(scoreOf(withoutNote));
    const after = ranked(index, intent);
    expect(after.indexOf('1091102')).toBeGreaterThan(after.indexOf('4721102'));
    const owner = matchLocally(index, intent).suggestions.find((c) => codeOf(index, c.subclass) === '1091102');
    expect(owner?.penalty).toBeDefined();
  });

  test('several activities: the first named is the main one, the others secondary', () => {
    const result = matchLocally(index, 'vendo roupas femininas e também faço bolos sob encomenda');
    expect(codeOf(index, result.main!.subclass)).toBe('4781400');
    expect(result.secondary.map((c) => codeOf(index, c.subclass))).toEqual(['1091102']);
    expect(result.suggestions.slice(0, 2).map((c) => codeOf(index, c.subclass))).toEqual(['4781400', '1091102']);
  });

  test('a part that names only the clients is no activity ("sites pra clínicas ... e academias")', () => {
    const result = matchLocally(index, 'faço sites pra clínicas de fisioterapia e academias de pilates');
    expect(codeOf(index, result.main!.subclass)).toBe('6201502');
    expect(result.secondary).toEqual([]);
  });

  test('one activity said in several pieces stays one ("salão, corte de cabelo e manicure")', () => {
    const result = matchLocally(index, 'salão de beleza, corte de cabelo e manicure');
    expect(codeOf(index, result.main!.subclass)).toBe('9602501');
    expect(result.secondary).toEqual([]);
  });

  test('nothing to go on: no main, no suggestions', () => {
    expect(matchLocally(index, 'quero abrir uma empresa')).toMatchObject({ main: null, suggestions: [] });
    expect(matchLocally(index, 'xpto qwz')).toMatchObject({ main: null, suggestions: [] });
  });

  test('reasons name the matched entries and notes', () => {
    const result = matchLocally(index, 'clínica de fisioterapia');
    const reasons = reasonsFor(index, result.main!);
    expect(reasons[0]).toMatch(/^Índice de atividades do IBGE: "Clínica de fisioterapia"/);
    expect(result.main!.confidence).toBeGreaterThan(0.8);
    const web = matchLocally(index, 'desenho de páginas para a internet').main!;
    expect(codeOf(index, web.subclass)).toBe('6201502');
    expect(reasonsFor(index, web).join('\n')).toContain('Nota "não compreende" da 6201-5/01 indica esta');
  });
});
