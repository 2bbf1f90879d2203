// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { lucaMessages, type LucaCnaeMatch } from '@contabil/contracts';
import {
  LUCA_NOTHING_FOUND,
  lucaSuggestion as suggestion,
  salonQuestionFetch,
  suggestedItemsAfterAsking,
} from '~/test/luca-test-support';
import { json, polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { LucaCnaeSuggestions } from './luca-cnae-suggestions';

beforeAll(polyfillRadixDom);
afterEach(cleanup);

const web = suggestion('6201502', 'Web design');
const software = suggestion('6201501', 'Desenvolvimento de programas de computador sob encomenda', { fatorR: true });
const repair = suggestion('9511800', 'Reparação e manutenção de computadores', { isAllowedMei: true });
const answer: LucaCnaeMatch = {
  main: web,
  secondary: [software],
  suggestions: [web, software, repair],
  engine: 'local',
  confidence: { level: 'alta', score: 0.9 },
  canAdoptInOneClick: true,
  question: null,
};

/** The component with the form state it edits, shown so that the test can read it. */
function Harness({ fetch }: { fetch: typeof globalThis.fetch }) {
  const [mainCnae, setMain] = useState('');
  const [secondaryCnaes, setSecondary] = useState<string[]>([]);
  return (
    <>
      <LucaCnaeSuggestions
        mainCnae={mainCnae}
        onMainChange={setMain}
        secondaryCnaes={secondaryCnaes}
        onSecondaryChange={setSecondary}
        fetch={fetch}
      />
      <output aria-label="escolha">{JSON.stringify({ mainCnae, secondaryCnaes })}</output>
    </>
  );
}

const chosen = () => JSON.parse(screen.getByLabelText('escolha').textContent ?? '{}');

function describeBusiness(text: string) {
  fireEvent.change(screen.getByLabelText('Com suas palavras, o que a empresa faz?'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Sugerir atividades' }));
}

describe('LucaCnaeSuggestions', () => {
  test('asks the functions API and lists the suggestions with reasons and badges', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { data: answer }));
    renderInApp(<Harness fetch={fetch} />, vi.fn());
    describeBusiness('  faço sites e aplicativos ');

    const items = await suggestedItemsAfterAsking(fetch, 'faço sites e aplicativos');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('6201-5/02');
    expect(items[0]!.textContent).toContain('Sugerida como principal');
    expect(items[0]!.textContent).toContain('Índice de atividades do IBGE: "Web design"');
    expect(items[1]!.textContent).toContain('Sugerida como secundária');
    expect(items[1]!.textContent).toContain('Simples: Anexo III ou V');
    expect(items[2]!.textContent).toContain('MEI');
  });

  test('accepting the proposal, or picking one by one, fills the main and secondary activities', async () => {
    renderInApp(<Harness fetch={async () => json(200, { data: answer })} />, vi.fn());
    describeBusiness('faço sites e aplicativos');
    fireEvent.click(await screen.findByRole('button', { name: 'Usar a sugestão' }));
    expect(chosen()).toEqual({ mainCnae: '6201502', secondaryCnaes: ['6201501'] });
    expect((screen.getByRole('button', { name: 'Sugestão aplicada' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar 9511-8/00 como atividade secundária' }));
    expect(chosen()).toEqual({ mainCnae: '6201502', secondaryCnaes: ['6201501', '9511800'] });
    fireEvent.click(screen.getByRole('button', { name: 'Usar 6201-5/01 como atividade principal' }));
    expect(chosen()).toEqual({ mainCnae: '6201501', secondaryCnaes: ['9511800'] });
    const usedAsMain = screen.getByRole('button', { name: 'Usar 6201-5/01 como atividade principal' });
    expect((usedAsMain as HTMLButtonElement).disabled).toBe(true);
  });

  test('a too short description is refused before any call; an API error is shown', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      json(429, { error: { code: 'rate_limited', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' } }),
    );
    renderInApp(<Harness fetch={fetch} />, vi.fn());
    describeBusiness('ab');
    expect(await screen.findByText(lucaMessages.intentTooShort)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    describeBusiness('padaria');
    expect((await screen.findByRole('alert')).textContent).toContain('Muitas tentativas');
  });

  test('nothing found says so and points to the manual search', async () => {
    renderInApp(<Harness fetch={async () => json(200, { data: LUCA_NOTHING_FOUND })} />, vi.fn());
    describeBusiness('quero abrir uma empresa');
    await waitFor(() => expect(screen.getByText(/não encontrou atividades/)).toBeTruthy());
  });

  test('not confident: no one-click adoption; the question is asked and the option picked is adopted', async () => {
    const beauty = suggestion('9602501', 'Cabeleireiros, manicure e pedicure');
    const parties = suggestion('8230002', 'Casas de festas e eventos');
    const fetch = salonQuestionFetch(beauty, parties);
    renderInApp(<Harness fetch={fetch} />, vi.fn());
    describeBusiness('tenho um salão');

    const question = await screen.findByRole('group', { name: 'O seu salão é de quê?' });
    expect(screen.queryByRole('button', { name: 'Usar a sugestão' })).toBeNull();
    expect(screen.getByText('Confiança média')).toBeTruthy();
    expect(chosen()).toEqual({ mainCnae: '', secondaryCnaes: [] });

    fireEvent.click(within(question).getByRole('button', { name: 'Salão de festas e eventos' }));
    await waitFor(() => expect(chosen()).toEqual({ mainCnae: '8230002', secondaryCnaes: [] }));
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({
      intent: 'tenho um salão',
      clarification: { cnae: '8230002' },
    });
    expect(screen.getByRole('button', { name: 'Sugestão aplicada' })).toBeTruthy();
  });
});
