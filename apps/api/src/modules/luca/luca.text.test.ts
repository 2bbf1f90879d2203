import { describe, expect, test } from 'vitest';
import {
  STOP_WORDS,
  contentStems,
  editDistance,
  expandChatStyle,
  lightStem,
  agentNouns,
  nominalisations,
  normalise,
  stem,
  termsOf,
  words,
} from './luca.text.js';

describe('normalise', () => {
  test('lowercase, no accents, punctuation as single spaces', () => {
    expect(normalise('  Clínica de FISIOTERAPIA, São Paulo!! ')).toBe('clinica de fisioterapia sao paulo');
    expect(normalise('AÇAÍ; Pão-de-queijo (ÔNIBUS)')).toBe('acai pao de queijo onibus');
    expect(words('Web design / sites')).toEqual(['web', 'design', 'sites']);
    expect(words(' !!! ')).toEqual([]);
  });
});

describe('stop words', () => {
  test('function words and the filler around an activity are stop words; activity words are not', () => {
    for (const word of ['de', 'para', 'pra', 'vou', 'abrir', 'empresa', 'faco', 'tambem', 'clientes']) {
      expect(STOP_WORDS.has(word), word).toBe(true);
    }
    for (const word of ['loja', 'salao', 'sites', 'roupas', 'casa', 'venda']) {
      expect(STOP_WORDS.has(word), word).toBe(false);
    }
    expect(contentStems('vou abrir uma empresa de')).toEqual([]);
  });
});

describe('lightStem', () => {
  test('keeps apart the words the stemmer joins, and joins only plural, feminine and diminutive forms', () => {
    expect(stem('linguica')).toBe(stem('lingua'));
    expect(lightStem('linguica')).not.toBe(lightStem('lingua'));
    expect(lightStem('linguicas')).toBe(lightStem('linguica'));
    expect(lightStem('cabeleireiras')).toBe(lightStem('cabeleireiro'));
    expect(lightStem('caixinhas')).toBe(lightStem('caixa'));
    expect(lightStem('casamento')).not.toBe(lightStem('casa'));
    const [linguica] = termsOf('linguiças');
    expect(linguica).toEqual({ term: stem('linguicas'), light: lightStem('linguicas'), complement: false });
  });
});

describe('stem (RSLP-style suffix rules)', () => {
  test.each([
    ['plural', ['servicos', 'servico']],
    ['plural -oes', ['instalacoes', 'instalacao', 'instalar', 'instalador']],
    ['feminine', ['cabeleireira', 'cabeleireiro']],
    ['diminutive', ['hotelzinho', 'hotel']],
    ['noun and verb of one family', ['fabricacao', 'fabrica', 'fabrico', 'fabricar', 'fabricante']],
    ['trade and shop', ['padaria', 'padeiro']],
    ['trade and craft', ['marcenaria', 'marceneiro']],
    ['trade and thing', ['costureira', 'costurar']],
    ['repair', ['conserto', 'consertos', 'consertar']],
    ['selling', ['vendo', 'venda', 'vender', 'vendas']],
    ['a profession and its field', ['fisioterapia', 'fisioterapeuta']],
    ['-icista', ['eletricista', 'eletrica', 'eletrico']],
    ['retail', ['varejista', 'varejo']],
  ])('%s: %j share a stem', (_family, family) => {
    const stems = new Set(family.map(stem));
    expect(stems.size, JSON.stringify(family.map((word) => [word, stem(word)]))).toBe(1);
  });

  test.each([
    ['dentista', 'dentes'],
    ['motorista', 'motores'],
    ['salao', 'sala'],
  ])('%s and %s stay apart', (a, b) => {
    expect(stem(a)).not.toBe(stem(b));
  });

  test('short words and numbers are left alone', () => {
    expect(stem('bar')).toBe('bar');
    expect(stem('2024')).toBe('2024');
  });
});

describe('termsOf', () => {
  test('a negated word is its own term: "não customizáveis" is not "customizáveis"', () => {
    expect(termsOf('programas não customizáveis').map((t) => t.term)).toEqual([
      stem('programas'),
      `!${stem('customizaveis')}`,
    ]);
    expect(termsOf('locação sem condutor').map((t) => t.term)).toContain(`!${stem('condutor')}`);
  });

  test('"exceto" negates up to the next comma', () => {
    const terms = termsOf('Confecção de peças do vestuário, exceto roupas íntimas e as confeccionadas sob medida').map(
      (t) => t.term,
    );
    expect(terms).toContain(stem('vestuario'));
    expect(terms).toContain(`!${stem('roupas')}`);
    expect(terms).not.toContain(stem('roupas'));
  });

  test('words after "para" are complements up to the next ";"', () => {
    const terms = termsOf('Máquinas para salão de beleza; comércio atacadista de');
    const complement = (word: string) => terms.find((t) => t.term === stem(word))?.complement;
    expect(complement('maquinas')).toBe(false);
    expect(complement('salao')).toBe(true);
    expect(complement('beleza')).toBe(true);
    expect(complement('comercio')).toBe(false);
  });
});

describe('editDistance', () => {
  test('counts insertions, deletions, substitutions and transpositions, giving up past the maximum', () => {
    expect(editDistance('fisoterapia', 'fisioterapia', 2)).toBe(1);
    expect(editDistance('eletrecista', 'eletricista', 2)).toBe(1);
    expect(editDistance('cabelereira', 'cabeleireira', 2)).toBe(1);
    expect(editDistance('pizaria', 'pizzaria', 1)).toBe(1);
    expect(editDistance('contabildiade', 'contabilidade', 1)).toBe(1);
    expect(editDistance('sombrancelha', 'sobrancelha', 1)).toBe(1);
    expect(editDistance('padaria', 'pedreiro', 2)).toBe(3);
  });
});

describe('expandChatStyle', () => {
  test('WhatsApp spelling becomes plain words; "p/" is read before slashes cut the text', () => {
    expect(expandChatStyle('faço bolo p/ festa, vc encomenda pelo zap tb')).toBe(
      'faço bolo para festa, voce encomenda pelo whatsapp tambem',
    );
    expect(expandChatStyle('conserto c/ garantia, qdo n tem peça aviso')).toBe(
      'conserto com garantia, quando nao tem peça aviso',
    );
    // Words that merely contain an abbreviation stay as they are.
    expect(expandChatStyle('vcs pqn tbm')).toBe('voces pqn tambem');
  });
});

describe('nominalisations', () => {
  const data = new Set(['pintura', 'lavagem', 'moagem', 'criacao', 'producao', 'instalacao', 'bola', 'carroceria']);
  const known = (word: string) => data.has(word);
  test('a first-person verb finds the nouns of its family the data uses', () => {
    expect(nominalisations('pinto', known)).toEqual(['pintura']);
    expect(nominalisations('lavo', known)).toEqual(['lavagem']);
    expect(nominalisations('moo', known)).toEqual(['moagem']);
    expect(nominalisations('crio', known)).toEqual(['criacao']);
    expect(nominalisations('produzo', known)).toEqual(['producao']);
    expect(nominalisations('instalamos', known)).toEqual(['instalacao']);
  });
  test('only the nominal endings are tried: a noun ending in "o" gets nothing', () => {
    expect(nominalisations('bolo', known)).toEqual([]);
    expect(nominalisations('carro', known)).toEqual([]);
    expect(nominalisations('pintura', known)).toEqual([]);
  });
});

describe('agentNouns', () => {
  const occupations = new Set(['crocheteiro', 'marmiteiro', 'pipoqueiro', 'jardineiro', 'doceira']);
  const known = (word: string) => occupations.has(word);
  test('the thing worked on finds the occupation named after it', () => {
    expect(agentNouns('croche', known)).toEqual(['crocheteiro']);
    expect(agentNouns('marmita', known)).toEqual(['marmiteiro']);
    expect(agentNouns('doce', known)).toEqual(['doceira']);
    // Spelling: "c" before "e" is "qu", a final "m" is "n".
    expect(agentNouns('pipoca', known)).toEqual(['pipoqueiro']);
    expect(agentNouns('jardim', known)).toEqual(['jardineiro']);
  });
  test('only occupations the data names', () => {
    expect(agentNouns('carro', known)).toEqual([]);
    expect(agentNouns('crocheteiro', known)).toEqual([]);
  });
});
