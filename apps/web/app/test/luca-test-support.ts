import { screen, within } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';
import type { LucaCnaeMatch, LucaCnaeSuggestion } from '@contabil/contracts';
import { json } from '~/test/step-test-harness';

// Shared by the tests of Luca's suggestions (not part of the app's bundle: only tests import it).

/** One of Luca's suggestions: allowed in the Simples (Anexo III), not for the MEI, unless `overrides` say otherwise. */
export function lucaSuggestion(
  code: string,
  description: string,
  overrides: Partial<LucaCnaeSuggestion> = {},
): LucaCnaeSuggestion {
  return {
    code,
    formattedCode: `${code.slice(0, 4)}-${code.slice(4, 5)}/${code.slice(5)}`,
    description,
    score: 0.9,
    reasons: [`Índice de atividades do IBGE: "${description}"`],
    isAllowedMei: false,
    simplesSituation: 'allowed',
    simplesAnnex: 'III',
    fatorR: false,
    ...overrides,
  };
}

/**
 * Luca's two answers to "tenho um salão": first not confident, main `beauty`, with the
 * question "O seu salão é de quê?" (beauty or `parties`); then, the parties option picked,
 * confident with `parties` as the main. A `fetch` that gives them in that order.
 */
export function salonQuestionFetch(beauty: LucaCnaeSuggestion, parties: LucaCnaeSuggestion) {
  const open: LucaCnaeMatch = {
    main: beauty,
    secondary: [],
    suggestions: [beauty, parties],
    engine: 'local',
    confidence: { level: 'media', score: 0.62 },
    canAdoptInOneClick: false,
    question: {
      text: 'O seu salão é de quê?',
      options: [
        { label: 'Salão de beleza (cabelo, unhas)', cnae: '9602501' },
        { label: 'Salão de festas e eventos', cnae: '8230002' },
      ],
    },
  };
  const settled: LucaCnaeMatch = {
    ...open,
    main: parties,
    suggestions: [parties, beauty],
    confidence: { level: 'alta', score: 0.62 },
    canAdoptInOneClick: true,
    question: null,
  };
  return vi
    .fn<typeof globalThis.fetch>()
    .mockResolvedValueOnce(json(200, { data: open }))
    .mockResolvedValueOnce(json(200, { data: settled }));
}

/** Luca's answer when it finds nothing. */
export const LUCA_NOTHING_FOUND: LucaCnaeMatch = {
  main: null,
  secondary: [],
  suggestions: [],
  engine: 'local',
  confidence: { level: 'baixa', score: 0 },
  canAdoptInOneClick: false,
  question: null,
};

/**
 * Once the list "Sugestões da Luca" shows: checks the first call of `fetch` (a POST of
 * `{ intent }` to the functions API's match route) and returns the list's own items.
 */
export async function suggestedItemsAfterAsking(fetch: Mock<typeof globalThis.fetch>, intent: string) {
  const list = await screen.findByRole('list', { name: 'Sugestões da Luca' });
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe('http://api.test/functions/luca/cnaes/match');
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({ intent });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}
