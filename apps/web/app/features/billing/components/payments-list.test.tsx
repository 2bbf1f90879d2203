// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FeeInvoice, Payment } from '@contabil/contracts';
import { json, renderInApp } from '~/test/step-test-harness';
import { PaymentsList } from './payments-list';

// Issue 24, item 4: the firm's NFS-e for a paid fee is downloaded from the payments list.

afterEach(cleanup);

const COMPANY_ID = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';

function payment(id: string, description: string, feeInvoice: FeeInvoice | null): Payment {
  return {
    id,
    companyId: COMPANY_ID,
    kind: 'charge',
    subscriptionId: '1b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a',
    description,
    amount: 189,
    status: 'paid',
    provider: 'sandbox',
    paidAt: '2026-11-20T12:00:00.000Z',
    failedAt: null,
    checkoutUrl: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    method: 'pix',
    dueAt: null,
    pix: null,
    boleto: null,
    feeInvoice,
  } as Payment;
}

const ISSUED: FeeInvoice = {
  status: 'issued',
  number: '1234',
  pdf: { key: 'NFS-e 1234 - Padaria Ltda.pdf', fileName: 'NFS-e 1234 - Padaria Ltda.pdf' },
};

describe('PaymentsList: the fee note', () => {
  test('"Nota fiscal" only for an issued note in the documents; it downloads the DANFSe of that company', async () => {
    const calls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      return json(200, {
        data: {
          url: '/files/signed',
          method: 'GET',
          key: ISSUED.pdf!.key,
          headers: {},
          expiresAt: '2026-11-20T12:05:00.000Z',
        },
      });
    }) as unknown as typeof globalThis.fetch;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderInApp(
      <PaymentsList
        caption="Pagamentos da assinatura"
        payments={[
          payment('33333333-3333-4333-8333-333333333331', 'Assinatura Serviços: mensalidade', ISSUED),
          payment('33333333-3333-4333-8333-333333333332', 'Assinatura Serviços: primeira mensalidade', {
            status: 'processing',
            number: null,
            pdf: null,
          }),
          payment('33333333-3333-4333-8333-333333333333', 'Assinatura Serviços: mensalidade antiga', null),
        ]}
      />,
      fetch,
    );
    const table = await screen.findByRole('table', { name: 'Pagamentos da assinatura' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // Only the issued note's row has the link (table and cards alike).
    expect(within(rows[0]!).getByRole('button', { name: /^Nota fiscal/ })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /^Nota fiscal/ })).toBeNull();
    expect(within(rows[2]!).queryByRole('button', { name: /^Nota fiscal/ })).toBeNull();
    const cards = screen.getByRole('list', { name: 'Pagamentos da assinatura' });
    expect(within(cards).getAllByRole('button', { name: /^Nota fiscal/ })).toHaveLength(1);

    fireEvent.click(within(rows[0]!).getByRole('button', { name: /^Nota fiscal/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    const asked = new URL(calls[0]!);
    expect(decodeURIComponent(asked.pathname)).toBe(`/download/${ISSUED.pdf!.key}`);
    expect(asked.searchParams.get('companyId')).toBe(COMPANY_ID);
    click.mockRestore();
  });
});
