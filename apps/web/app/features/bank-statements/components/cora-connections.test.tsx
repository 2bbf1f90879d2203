// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { BankConnection } from '@contabil/contracts';
import { json, polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { CoraConnectionsCard } from './cora-connections';

beforeAll(polyfillRadixDom);
afterEach(cleanup);

const COMPANY = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';
const CONNECTION = '5e1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const listed: BankConnection = {
  id: CONNECTION,
  companyId: COMPANY,
  provider: 'cora',
  status: 'active',
  lastSyncAt: null,
  lastError: null,
  accounts: [],
  createdAt: '2026-11-02T13:00:00.000Z',
  updatedAt: '2026-11-02T13:00:00.000Z',
};
const detailed: BankConnection = {
  ...listed,
  accounts: [
    {
      id: '6f2b3c4d-5e6f-4a70-9b8c-0d1e2f3a4b5c',
      name: 'Cora · ag. 0001 · c/c 12345-6',
      kind: 'bank',
      balance: 15234.56,
      balanceDate: '2026-11-20',
    },
  ],
};

const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

// Issue 26 item 6: GET /bank-statements/connections/{id} backs the connection's detail.
test('"Ver detalhes" asks GET /bank-statements/connections/{id} and shows its accounts and balances', async () => {
  const api = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/bank-statements/connections')
      return json(200, { data: [listed], total: 1, limit: 100, offset: 0 });
    if (url.pathname === `/bank-statements/connections/${CONNECTION}`) return json(200, { data: detailed });
    return json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
  renderInApp(<CoraConnectionsCard companyId={COMPANY} />, api);

  const toggle = await screen.findByRole('button', { name: 'Ver detalhes' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(api.mock.calls.some(([url]) => String(url).includes(`/connections/${CONNECTION}`))).toBe(false);
  fireEvent.click(toggle);

  const accounts = await screen.findByRole('list', { name: 'Contas da conexão' });
  expect(within(accounts).getAllByRole('listitem').map(text)).toEqual([
    'Cora · ag. 0001 · c/c 12345-6Conta corrente · Saldo R$ 15.234,56 em 20/11/2026',
  ]);
  const call = api.mock.calls.find(([url]) => new URL(String(url)).pathname.endsWith(CONNECTION));
  expect(new URL(String(call![0])).searchParams.get('companyId')).toBe(COMPANY);
  expect(screen.getByRole('button', { name: 'Ocultar detalhes' }).getAttribute('aria-expanded')).toBe('true');
});
