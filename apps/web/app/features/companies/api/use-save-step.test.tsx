// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Company, Track } from '@contabil/contracts';
import { createApiClient } from '~/lib/api-client';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createQueryClient } from '~/lib/query-client';
import { clearStoredSession, readStoredSession, storeSession } from '~/lib/session-cookies';
import { useSaveStep } from './use-save-step';

afterEach(() => clearStoredSession());

const A = '0b6f2f0e-5c1a-4f7e-9d3b-2a1c4e5f6a7b';
const oldAddress = {
  zipCode: '01310100',
  state: 'SP',
  city: 'São Paulo',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
};
const newAddress = { ...oldAddress, zipCode: '05010000', street: 'Rua Caiubi', number: '10', neighborhood: 'Perdizes' };
const track: Track = {
  trackId: 'create-company',
  status: 'in_progress',
  steps: [{ stepId: 'select-fiscal-address', status: 'done', payload: null }],
};
const company: Company = {
  id: A,
  name: 'Lima Tecnologia',
  alias: null,
  cnpj: null,
  status: 'pending',
  trackId: 'create-company',
  trackStatus: 'in_progress',
  municipalInscription: null,
  openedOn: null,
  address: newAddress,
  currentSubscription: null,
  legalNature: 'on_person',
  size: 'ME',
  branchType: 'matriz',
  mainCnae: '6201501',
  secondaryCnaes: [],
  partners: [],
  isSolePerson: true,
  createdAt: '2026-11-01T12:00:00.000Z',
};

// Issue 26 item 3: the company context is refreshed when the company changes its address.
test('saving the fiscal address step reloads the company context with the new address', async () => {
  storeSession({
    contextCompany: {
      id: A,
      name: 'Lima Tecnologia',
      alias: null,
      cnpj: null,
      status: 'pending',
      trackId: 'create-company',
      trackStatus: 'in_progress',
      address: oldAddress,
      currentSubscription: null,
      municipalInscription: null,
      loadedAt: 1,
    },
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    if (init?.method === 'POST') return Response.json({ data: track });
    return Response.json({ data: path.endsWith('/steps') ? track : company });
  });
  const client = createApiClient({ baseUrl: 'http://api.test', fetch, getAccessToken: () => 'tok' });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useSaveStep(A, 'select-fiscal-address'), { wrapper });

  await result.current.mutateAsync({ address: newAddress, propertyUse: 'commercial' });
  await waitFor(() => expect(readStoredSession().contextCompany?.address).toEqual(newAddress));
  expect(fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`)).toEqual([
    `POST /companies/${A}/steps/select-fiscal-address`,
    `GET /companies/${A}`,
    `GET /companies/${A}/steps`,
  ]);
});
