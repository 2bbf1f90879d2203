// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { nfseNacionalMessages, type NfseFiscalProfile, type NfsRequest } from '@contabil/contracts';
import { createApiClient } from '~/lib/api-client';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createQueryClient } from '~/lib/query-client';
import { polyfillRadixDom } from '~/test/step-test-harness';
import { RequestDetailSheet } from './request-detail-sheet';

vi.mock('~/platform/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('~/lib/runtime-config', () => ({ useRuntimeConfig: () => ({ apiBaseUrl: 'http://api' }) }));

beforeAll(polyfillRadixDom);
afterEach(cleanup);

const COMPANY_ID = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';
const REQUEST_ID = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';

const issued: NfsRequest = {
  id: REQUEST_ID,
  companyId: COMPANY_ID,
  companyName: 'Oficina Digital Ltda',
  companyCnpj: '12345678000195',
  emissionType: 'cpf',
  cnpj: null,
  cpf: '52998224725',
  totalValue: 2750,
  taker: { name: 'Joana Ribeiro', email: null, address: null },
  serviceCode: '010101',
  serviceCodeDescription: 'Análise e desenvolvimento de sistemas.',
  serviceDescription: 'Desenvolvimento do aplicativo de agendamento',
  competenceDate: '2026-11-27',
  notes: null,
  status: 'issued',
  rejectionReason: null,
  invoiceNumber: '1',
  issueDate: '2026-11-27',
  hasPdf: true,
  hasXml: true,
  scheduleId: null,
  nbs: null,
  nationalEmission: {
    dpsId: 'DPS355030821234567800019500001000000000000001',
    dpsSeries: '1',
    dpsNumber: 1,
    attempts: 1,
    accessKey: '35503082123456780001950000000000000126110000000019',
    nationalNumber: '1',
    issuedAt: '2026-11-27T12:00:00.000Z',
    errors: [],
    cancelledAt: null,
    cancellationReason: null,
    cancellationText: null,
    sendFailedAt: null,
    deliveryFailedAt: null,
  },
  emissionMode: 'automatic',
  xmlCheck: null,
  requestedBy: { uid: '1b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a', name: 'Carlos Pereira' },
  createdAt: '2026-11-27T11:59:00.000Z',
  updatedAt: '2026-11-27T12:00:00.000Z',
};

const profile = (canEdit: boolean): NfseFiscalProfile => ({
  companyId: COMPANY_ID,
  municipalRegistration: '12345',
  municipalityCode: '3550308',
  simplesOption: '3',
  simplesApuration: '1',
  specialRegime: '0',
  dpsSeries: '1',
  nextDpsNumber: 2,
  emissionMode: 'automatic',
  effectiveEmissionMode: 'automatic',
  defaultNbs: null,
  certificate: {
    holder: 'OFICINA DIGITAL LTDA',
    cnpj: '12345678000195',
    notAfter: '2027-11-27T00:00:00.000Z',
    uploadedAt: null,
  },
  canEdit,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderSheet(canEdit: boolean) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/nfse/profile') return json(200, { data: profile(canEdit) });
    if (url.pathname === `/nfs/requests/${REQUEST_ID}`) return json(200, { data: issued });
    return json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
  const client = createApiClient({ baseUrl: 'http://api', fetch, retry: { retries: 0 } });
  const Sheet = () => (
    <RequestDetailSheet companyId={COMPANY_ID} requestId={REQUEST_ID} fromList={issued} onClose={() => {}} />
  );
  const Stub = createRoutesStub([{ path: '/app/invoices', Component: Sheet }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientProvider client={client}>
        <Stub initialEntries={['/app/invoices']} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('the issued note on the customer’s request', () => {
  test('a company-admin gets "Cancelar nota"', async () => {
    renderSheet(true);
    expect(await screen.findByRole('button', { name: 'Cancelar nota' })).toBeTruthy();
  });

  test('a member who cannot cancel reads who can, and gets no button the API would refuse', async () => {
    renderSheet(false);
    expect(await screen.findByText(`${nfseNacionalMessages.cancelNotAllowed}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar nota' })).toBeNull();
  });
});
