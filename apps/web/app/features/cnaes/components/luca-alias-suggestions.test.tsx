// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { json, polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { LucaAliasSuggestions } from './luca-alias-suggestions';

beforeAll(polyfillRadixDom);
afterEach(cleanup);

function Harness({ fetch, description }: { fetch: typeof globalThis.fetch; description: string }) {
  const [alias, setAlias] = useState('');
  return (
    <>
      <LucaAliasSuggestions description={description} alias={alias} onUse={setAlias} fetch={fetch} />
      <output aria-label="nome fantasia">{alias}</output>
    </>
  );
}

describe('LucaAliasSuggestions', () => {
  test('suggests names from the description, marks the taken ones, and one click uses a name', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { data: { suggestions: ['Fisio Vida', 'Movimento Fisio'], taken: ['FisioCenter'] } }),
    );
    renderInApp(<Harness fetch={fetch} description="clínica de fisioterapia e pilates" />, vi.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Sugerir nomes' }));

    const list = await screen.findByRole('list', { name: 'Nomes sugeridos pelo Luca' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/luca\/companies\/alias-suggest$/);
    expect(JSON.parse(String(init?.body))).toEqual({ intent: 'clínica de fisioterapia e pilates' });
    expect(within(list).getByText('FisioCenter').className).toContain('line-through');
    expect(within(list).getByText('(já em uso)')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Usar o nome FisioCenter' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Usar o nome Movimento Fisio' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'nome fantasia' }).textContent).toBe('Movimento Fisio'),
    );
    expect(within(list).getByRole('button', { name: 'Usar o nome Movimento Fisio' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  test('without a description long enough, it says where to write one and asks nothing', () => {
    const fetch = vi.fn();
    renderInApp(<Harness fetch={fetch as unknown as typeof globalThis.fetch} description="" />, vi.fn());
    expect(screen.getByText(/Descreva em “O que a empresa vai fazer”/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sugerir nomes' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
