// @vitest-environment jsdom
import { StrictMode } from 'react';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { bankStatementMessages, type BankSyncResult } from '@contabil/contracts';
import { renderDocuments } from '~/test/documents-test-support';
import { json, polyfillRadixDom } from '~/test/step-test-harness';
import { CoraCallbackPage } from './cora-callback-page';

const COMPANY_ID = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';
const ACCOUNT_ID = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';

vi.mock('~/session/use-session', () => ({
  useSession: () => ({ contextCompany: { id: '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a', name: 'Padaria' } }),
}));

beforeAll(polyfillRadixDom);
// The machine running the whole suite may be busy: give the screens time to answer.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const synced: BankSyncResult = {
  connection: {
    id: '00000000-0000-4000-8000-00000000c0a1',
    companyId: COMPANY_ID,
    provider: 'cora',
    status: 'active',
    lastSyncAt: '2026-11-24T12:00:00.000Z',
    lastError: null,
    accounts: [
      {
        id: ACCOUNT_ID,
        name: 'Cora · ag. 0001 · c/c 1234567-8',
        kind: 'bank',
        balance: 1500,
        balanceDate: '2026-11-24',
      },
    ],
    createdAt: '2026-11-24T12:00:00.000Z',
    updatedAt: '2026-11-24T12:00:00.000Z',
  },
  imported: 25,
  skippedDuplicates: 0,
  flagged: 0,
};

function api(answer: () => Response | Promise<Response>) {
  return vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/bank-statements/connections/oauth/cora' && init?.method === 'POST') return answer();
    return json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
}

const posts = (fetch: ReturnType<typeof api>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('CoraCallbackPage', () => {
  test('hands the code and state to the API once, then shows the account and what came in', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const fetch = api(() => answered.then(() => json(201, { data: synced })));
    renderDocuments(
      <StrictMode>
        <CoraCallbackPage />
      </StrictMode>,
      fetch,
      '/app/auth/cora/callback?code=abc123&state=assinado.xyz',
    );
    expect(await screen.findByText('Conectando sua conta Cora…')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Conta Cora conectada' })).toBeTruthy();
    expect(posts(fetch)).toHaveLength(1);
    const url = new URL(String(posts(fetch)[0]![0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      companyId: COMPANY_ID,
      code: 'abc123',
      state: 'assinado.xyz',
    });
    expect(screen.getByTestId('cora-counts').textContent).toBe(
      'Transações: 25 importadas, 0 ignoradas por já existirem, 0 possíveis duplicidades para revisar.',
    );
    expect(screen.getByRole('link', { name: /^Ver transações/ }).getAttribute('href')).toBe(
      `/app/bank-statements/accounts/${ACCOUNT_ID}/transactions`,
    );
  });

  test("the API's refusal, with a way to connect again and a way back", async () => {
    const fetch = api(() =>
      json(400, { error: { code: 'validation_error', message: bankStatementMessages.coraInvalidState } }),
    );
    renderDocuments(<CoraCallbackPage />, fetch, '/app/auth/cora/callback?code=abc123&state=velho');
    expect(await screen.findByText(bankStatementMessages.coraInvalidState)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conectar de novo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para os extratos bancários' }).getAttribute('href')).toBe(
      '/app/bank-statements/accounts',
    );
  });

  test('without a code nothing is sent and the page says why', async () => {
    const fetch = api(() => json(201, { data: synced }));
    renderDocuments(<CoraCallbackPage />, fetch, '/app/auth/cora/callback?error=access_denied');
    expect(await screen.findByText('A autorização foi cancelada no Cora. Nenhuma conta foi conectada.')).toBeTruthy();
    await waitFor(() => expect(posts(fetch)).toHaveLength(0));
  });
});
