// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { dunningMessages, type CompanyAccountStatus } from '@contabil/contracts';
import { renderDocuments } from '~/test/documents-test-support';
import { json, polyfillRadixDom } from '~/test/step-test-harness';
import { AccountStatusPage } from './account-status-page';

const COMPANY_ID = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';

vi.mock('~/session/use-session', () => ({
  useSession: () => ({ contextCompany: { id: '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a', name: 'Padaria' } }),
}));
vi.mock('~/features/auth/api/use-sign-out', () => ({ useSignOut: () => ({ mutate: vi.fn(), isPending: false }) }));

beforeAll(polyfillRadixDom);
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const disabled: CompanyAccountStatus = {
  companyId: COMPANY_ID,
  companyName: 'Padaria',
  status: 'disabled',
  reason: 'Pedido de encerramento',
  changedAt: '2026-11-20T12:00:00.000Z',
  openPayment: null,
  contactEmail: 'suporte@contabil.local',
  contactWhatsapp: null,
};

const api = (status: CompanyAccountStatus) =>
  vi.fn<typeof globalThis.fetch>(async (input) =>
    new URL(String(input)).pathname === `/companies/${COMPANY_ID}/account-status`
      ? json(200, { data: status })
      : json(404, { error: { code: 'not_found', message: 'Não encontrado' } }),
  );

describe('AccountStatusPage', () => {
  test('the ways to reach us: e-mail always, WhatsApp when configured', async () => {
    renderDocuments(
      <AccountStatusPage />,
      api({ ...disabled, contactWhatsapp: '5511912345678' }),
      '/app/user/disabled',
    );
    const whatsapp = await screen.findByRole('link', { name: 'Chamar no WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/5511912345678');
    expect(screen.getByRole('link', { name: 'Escrever para o atendimento' }).getAttribute('href')).toContain(
      'mailto:suporte@contabil.local',
    );
  });

  test('without a WhatsApp number there is no WhatsApp link', async () => {
    renderDocuments(<AccountStatusPage />, api(disabled), '/app/user/disabled');
    await screen.findByRole('link', { name: 'Escrever para o atendimento' });
    expect(screen.queryByRole('link', { name: 'Chamar no WhatsApp' })).toBeNull();
  });

  test('"Pagar agora" asks the API for the open charge\'s checkout and shows why it cannot open', async () => {
    const calls: string[] = [];
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const url = new URL(String(input));
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      if (url.pathname === `/companies/${COMPANY_ID}/account-status`) {
        return json(200, {
          data: {
            ...disabled,
            openPayment: {
              id: '1b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a',
              companyId: COMPANY_ID,
              kind: 'charge',
              subscriptionId: '2b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a',
              description: 'Assinatura MEI: mensalidade',
              status: 'failed',
              provider: 'sandbox',
              paidAt: null,
              failedAt: '2026-11-20T12:00:00.000Z',
              checkoutUrl: 'http://web.test/pagamento/sandbox/1b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a',
              createdAt: '2026-11-20T12:00:00.000Z',
              amount: 89,
              method: 'card',
              dueAt: null,
              pix: null,
              boleto: null,
              feeInvoice: null,
            },
          },
        });
      }
      if (url.pathname === '/billing/open-charge/checkout') {
        return json(409, { error: { code: 'conflict', message: dunningMessages.nothingToPay } });
      }
      return json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
    });
    renderDocuments(<AccountStatusPage />, fetch, '/app/user/disabled');
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar agora' }));
    expect(await screen.findByText(dunningMessages.nothingToPay)).toBeTruthy();
    expect(calls).toContain(`POST /billing/open-charge/checkout?companyId=${COMPANY_ID}`);
  });
});
