// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Company, Track } from '@contabil/contracts';
import { createApiClient } from '~/lib/api-client';
import { clearStoredSession, readStoredSession, serializeSessionCookies, readSession } from '~/lib/session-cookies';
import { fetchCompanyContext, refreshCompanyContext } from './company-context-api';

const A = '0b6f2f0e-5c1a-4f7e-9d3b-2a1c4e5f6a7b';
const B = '1c7a3a1f-6d2b-4a8f-8e4c-3b2d5f6a7b8c';

const address = {
  zipCode: '01310100',
  state: 'SP',
  city: 'São Paulo',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
};
const subscription = {
  id: '2d8b4b2a-7e3c-4b9a-9f5d-4c3e6a7b8c9d',
  status: 'active' as const,
  planId: '3e9c5c3b-8f4d-4cab-8a6e-5d4f7b8c9dae',
  planName: 'Essencial',
  price: 189.9,
};

function company(overrides: Partial<Company> = {}): Company {
  return {
    id: A,
    name: 'Padaria Pão Quente Ltda',
    alias: 'Pão Quente',
    cnpj: '11222333000181',
    status: 'active',
    trackId: 'create-company',
    trackStatus: 'done',
    municipalInscription: '1234567',
    openedOn: '2024-03-01',
    address,
    currentSubscription: subscription,
    legalNature: 'limited_liability',
    size: 'ME',
    branchType: 'matriz',
    mainCnae: '1091102',
    secondaryCnaes: [],
    partners: [],
    isSolePerson: false,
    createdAt: '2024-03-01T12:00:00.000Z',
    ...overrides,
  };
}
const track: Track = { trackId: 'create-company', status: 'done', steps: [] };

function clientAnswering(answer: () => Company) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    const data = path.endsWith('/steps') ? track : answer();
    return Response.json({ data });
  });
  return { fetch, client: createApiClient({ baseUrl: 'http://api.test', fetch, getAccessToken: () => 'tok' }) };
}

afterEach(() => clearStoredSession());

// Issue 26 item 3: the company context of spec section 3 has address, currentSubscription
// (with its status) and municipalInscription.
describe('the company context (spec section 3)', () => {
  test('keeps address, current subscription with its status and municipal inscription, through the cookie', async () => {
    const { client } = clientAnswering(() => company());
    const context = await fetchCompanyContext(client, A, () => 42);
    expect(context.contextCompany).toEqual({
      id: A,
      name: 'Padaria Pão Quente Ltda',
      alias: 'Pão Quente',
      cnpj: '11222333000181',
      status: 'active',
      trackId: 'create-company',
      trackStatus: 'done',
      address,
      currentSubscription: subscription,
      municipalInscription: '1234567',
      loadedAt: 42,
    });
    const header = serializeSessionCookies(context, { secure: false })
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(readSession(header).contextCompany).toEqual(context.contextCompany);
    expect(readSession(header).contextCompany?.currentSubscription?.status).toBe('active');
  });

  test('a cookie from before these fields still names the company, and reads as due for a reload', () => {
    const old = {
      id: A,
      name: 'Padaria',
      alias: null,
      cnpj: null,
      status: 'active',
      trackId: null,
      trackStatus: 'done',
      loadedAt: 99,
    };
    const session = readSession(`contextCompany=${encodeURIComponent(JSON.stringify(old))}`);
    expect(session.contextCompany).toMatchObject({ id: A, address: null, currentSubscription: null, loadedAt: 0 });
  });

  test('refreshes the stored context after the company changes (new address, subscription past due)', async () => {
    let current = company();
    const { client, fetch } = clientAnswering(() => current);
    await refreshCompanyContext(client, A); // nothing stored yet: nothing to refresh
    expect(fetch).not.toHaveBeenCalled();

    document.cookie = serializeSessionCookies(await fetchCompanyContext(client, A), { secure: false })[0]!;
    current = company({
      address: { ...address, street: 'Rua Augusta', number: '500', zipCode: '01305000' },
      currentSubscription: { ...subscription, status: 'past_due' },
      municipalInscription: '7654321',
    });
    expect(await refreshCompanyContext(client, A)).toBe(true);
    expect(readStoredSession().contextCompany).toMatchObject({
      address: { street: 'Rua Augusta', number: '500', zipCode: '01305000' },
      currentSubscription: { status: 'past_due' },
      municipalInscription: '7654321',
    });

    // Another company changed: the one in context stays as it is, unasked.
    fetch.mockClear();
    expect(await refreshCompanyContext(client, B)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
