// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Track } from '@contabil/contracts';
import { json, polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { MigrateAccountantStep } from './migrate-accountant-step';

beforeAll(polyfillRadixDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const track: Track = {
  trackId: 'migrate-company',
  status: 'in_progress',
  steps: [{ stepId: 'partner-registration-basic', status: 'done', payload: null }],
};

function renderStep(webServer: (url: string) => Response) {
  const webFetch = vi.fn(async (input: RequestInfo | URL) => webServer(String(input)));
  vi.stubGlobal('fetch', webFetch);
  const apiFetch = vi.fn<typeof globalThis.fetch>(async () => json(500, {}));
  renderInApp(
    <MigrateAccountantStep
      companyId="4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01"
      trackId="migrate-company"
      track={track}
      onSaved={vi.fn()}
    />,
    apiFetch,
  );
  fireEvent.change(screen.getByLabelText('CNPJ da empresa'), { target: { value: '11.222.333/0001-81' } });
  return { webFetch, apiFetch };
}

// Issue 26 item 6: the company-creation form checks the CNPJ at the web server's
// GET /api/cnpj-exists (spec section 7), not at the API.
test('asks the web server, and "CNPJ não existe." when it says so; the form does not go on', async () => {
  const { webFetch, apiFetch } = renderStep(() => json(200, { exists: false, checkedWith: 'receita' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('CNPJ não existe.'));
  expect(webFetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/cnpj-exists?cnpj=11222333000181']);
  expect(apiFetch).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Nome do contador ou escritório'), { target: { value: 'Silva Contábil' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Simples Nacional' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Não' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitFor(() => expect(screen.getAllByText('CNPJ não existe.')).toHaveLength(2));
  expect(apiFetch).not.toHaveBeenCalled();
});

test('found at the Receita: says so', async () => {
  renderStep(() => json(200, { exists: true, checkedWith: 'receita' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('CNPJ encontrado na Receita.'));
});

test('only the check digits were checked: never claims the Receita found it', async () => {
  renderStep(() => json(200, { exists: true, checkedWith: 'check_digits' }));
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe(
      'O número do CNPJ é válido. Não conseguimos consultar a Receita agora: nosso time confere depois.',
    ),
  );
});
