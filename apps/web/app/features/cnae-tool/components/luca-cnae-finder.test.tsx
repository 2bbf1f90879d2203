// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LUCA_INTENT_MAX_LENGTH, lucaMessages, type LucaCnaeMatch, type LucaCnaeSuggestion } from '@contabil/contracts';
import type { PublicRuntimeConfig } from '~/lib/runtime-config';
import {
  LUCA_NOTHING_FOUND,
  lucaSuggestion,
  salonQuestionFetch,
  suggestedItemsAfterAsking,
} from '~/test/luca-test-support';
import { json } from '~/test/step-test-harness';
import { INTENT_MAX_LENGTH, LucaCnaeFinder } from './luca-cnae-finder';

afterEach(cleanup);

const CONFIG: PublicRuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  functionsBaseUrl: 'http://api.test/functions',
  cepLookupUrl: 'http://cep.test',
};

/** The finder's suggestions are in Anexo I unless said otherwise. */
const suggestion = (code: string, description: string, overrides: Partial<LucaCnaeSuggestion> = {}) =>
  lucaSuggestion(code, description, { simplesAnnex: 'I', ...overrides });

const bakery = suggestion('4721102', 'Padaria e confeitaria com predominância de revenda', { isAllowedMei: true });
const cakes = suggestion(
  '1091102',
  'Fabricação de produtos de padaria e confeitaria com predominância de produção própria',
  {
    simplesAnnex: 'II',
  },
);
const answer: LucaCnaeMatch = {
  main: bakery,
  secondary: [cakes],
  suggestions: [bakery, cakes],
  engine: 'local',
  confidence: { level: 'alta', score: 0.9 },
  canAdoptInOneClick: true,
  question: null,
};

/** As the public page renders it: a router whose root has the runtime config, and no query client. */
function renderFinder(fetch: typeof globalThis.fetch) {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => <LucaCnaeFinder fetch={fetch} /> }]);
  return render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { runtimeConfig: CONFIG } } }} />);
}

function describeBusiness(text: string) {
  fireEvent.change(screen.getByLabelText('O que a sua empresa faz?'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Sugerir atividades' }));
}

describe('LucaCnaeFinder', () => {
  test('asks Luca and lists the suggestions, each linking to its CNAE page, with the caveat', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { data: answer }));
    renderFinder(fetch);
    describeBusiness('  vendo pães e bolos ');

    const items = await suggestedItemsAfterAsking(fetch, 'vendo pães e bolos');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Atividade principal sugerida')).toBeTruthy();
    expect(within(items[0]!).getByText('MEI')).toBeTruthy();
    expect(within(items[0]!).getByText('Simples: Anexo I')).toBeTruthy();
    expect(within(items[1]!).getByText('Atividade secundária sugerida')).toBeTruthy();
    expect(within(items[1]!).getByText('Simples: Anexo II')).toBeTruthy();
    expect(within(items[0]!).getByRole('list', { name: 'Por que a Luca sugeriu' }).textContent).toContain(
      'Índice de atividades do IBGE',
    );
    expect(
      within(items[0]!)
        .getByRole('link', { name: /Ver o CNAE 4721-1\/02/ })
        .getAttribute('href'),
    ).toBe('/tools/cnae/4721102-padaria-e-confeitaria-com-predominancia-de-revenda');
    expect(screen.getByText(/confirme os códigos com um contador/)).toBeTruthy();
  });

  test('a description too short is refused without asking', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    renderFinder(fetch);
    describeBusiness('ab');
    expect(await screen.findByText(lucaMessages.intentTooShort)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('the field allows what the API allows', () => {
    expect(INTENT_MAX_LENGTH).toBe(LUCA_INTENT_MAX_LENGTH);
    renderFinder(vi.fn<typeof globalThis.fetch>());
    expect(screen.getByLabelText('O que a sua empresa faz?').getAttribute('maxlength')).toBe(
      String(LUCA_INTENT_MAX_LENGTH),
    );
  });

  test('nothing found and errors are said in words', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(200, { data: LUCA_NOTHING_FOUND }))
      .mockResolvedValueOnce(
        json(429, { error: { code: 'rate_limited', message: 'Muitas tentativas. Aguarde um pouco.' } }),
      );
    renderFinder(fetch);
    describeBusiness('xyzzy plugh');
    expect(await screen.findByText(/A Luca não encontrou atividades/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sugerir atividades' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Muitas tentativas. Aguarde um pouco.');
  });

  test('an ambiguous description gets the question; the option picked goes back and becomes the suggested main', async () => {
    const beauty = suggestion('9602501', 'Cabeleireiros, manicure e pedicure');
    const parties = suggestion('8230002', 'Casas de festas e eventos', {
      reasons: ['Você escolheu esta opção na pergunta da Luca'],
    });
    const fetch = salonQuestionFetch(beauty, parties);
    renderFinder(fetch);
    describeBusiness('tenho um salão');

    const question = await screen.findByRole('group', { name: 'O seu salão é de quê?' });
    expect(screen.getByText('Confiança média')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Salão de festas e eventos' }));

    expect(await screen.findByText('Confiança alta')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'O seu salão é de quê?' })).toBeNull();
    const first = within(screen.getByRole('list', { name: 'Sugestões da Luca' })).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('8230-0/02');
    expect(first.textContent).toContain('Atividade principal sugerida');
    expect(first.textContent).toContain('Você escolheu esta opção na pergunta da Luca');
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({
      intent: 'tenho um salão',
      clarification: { cnae: '8230002' },
    });
  });

  test('while a question is open, suggestions that are none of its options are held back behind a summary', async () => {
    const bank = suggestion('8640214', 'Serviços de bancos de células e tecidos humanos');
    const betting = suggestion('9200399', 'Exploração de jogos de azar e apostas não especificados anteriormente');
    const open: LucaCnaeMatch = {
      main: bank,
      secondary: [],
      suggestions: [bank, betting],
      engine: 'local',
      confidence: { level: 'media', score: 0.5 },
      canAdoptInOneClick: false,
      question: {
        text: '"banca" pode ser mais de uma atividade. Qual destas é a sua?',
        options: [
          { label: 'Comércio varejista de jornais e revistas', cnae: '4761002' },
          { label: 'Exploração de jogos de azar e apostas não especificados anteriormente', cnae: '9200399' },
        ],
      },
    };
    renderFinder(async () => json(200, { data: open }));
    describeBusiness('tenho uma banca');

    const shown = await screen.findByRole('list', { name: 'Sugestões da Luca' });
    expect(within(shown).getAllByRole('listitem')[0]!.textContent).toContain('9200-3/99');
    expect(shown.textContent).not.toContain('8640-2/14');
    // The bank is held back, not badged as the proposed main, and one click away.
    const held = screen.getByRole('list', { name: 'Outras sugestões da Luca' });
    expect(held.closest('details')!.open).toBe(false);
    expect(screen.getByText('Outra atividade que a Luca encontrou')).toBeTruthy();
    expect(held.textContent).toContain('8640-2/14');
    expect(held.textContent).not.toContain('Atividade principal sugerida');
    expect(screen.queryByText(/A Luca não encontrou atividades/)).toBeNull();
  });
});
