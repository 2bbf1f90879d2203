// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { BankAccount, BankTransaction, TaxCategory } from '@contabil/contracts';
import { renderDocuments } from '~/test/documents-test-support';
import { json, polyfillRadixDom } from '~/test/step-test-harness';
import { toast } from '~/platform/toast';
import { AccountTransactionsPage } from './transactions-page';

const COMPANY_ID = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';
const ACCOUNT_ID = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';

vi.mock('~/platform/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('~/session/use-session', () => ({
  useSession: () => ({ contextCompany: { id: '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a', name: 'Padaria' } }),
}));

beforeAll(polyfillRadixDom);
// The machine running the whole suite may be busy: give the screens time to answer.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const FUEL: TaxCategory = {
  id: '00000000-0000-4000-8000-000000000211',
  code: '2.11',
  name: 'Combustível',
  kind: 'expense',
  direction: 'debit',
};
const FEES: TaxCategory = {
  id: '00000000-0000-4000-8000-000000000215',
  code: '2.15',
  name: 'Tarifas bancárias',
  kind: 'expense',
  direction: 'debit',
};
const SALES: TaxCategory = {
  id: '00000000-0000-4000-8000-000000000102',
  code: '1.02',
  name: 'Receita de vendas de mercadorias',
  kind: 'revenue',
  direction: 'credit',
};

const account: BankAccount = {
  id: ACCOUNT_ID,
  companyId: COMPANY_ID,
  source: 'ofx',
  connectionId: null,
  kind: 'bank',
  bankId: '001',
  branchId: '3210-4',
  accountNumber: '45678-9',
  name: 'Banco do Brasil · ag. 3210-4 · c/c 45678-9',
  currency: 'BRL',
  balance: 8367.08,
  balanceDate: '2026-10-31',
  transactionCount: 3,
  possibleDuplicates: 0,
  withoutTaxCategory: 3,
  firstTransactionOn: '2026-10-03',
  lastTransactionOn: '2026-10-26',
  lastImportedAt: '2026-11-01T12:00:00.000Z',
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
};

function transaction(id: number, postedOn: string, amount: number, description: string): BankTransaction {
  return {
    id: `00000000-0000-4000-9000-00000000000${id}`,
    companyId: COMPANY_ID,
    accountId: ACCOUNT_ID,
    source: 'ofx',
    fitId: `F${id}`,
    postedOn,
    amount,
    currency: 'BRL',
    accountKind: 'bank',
    type: amount < 0 ? 'debit' : 'credit',
    bankType: amount < 0 ? 'DEBIT' : 'CREDIT',
    name: null,
    memo: description,
    description,
    checkNumber: null,
    taxCategory: null,
    categoryRuleId: null,
    duplicateStatus: null,
    possibleDuplicateOf: null,
    importId: null,
    createdAt: '2026-11-01T12:00:00.000Z',
  };
}

const rows = [
  transaction(1, '2026-10-26', -198.75, 'Pix enviado - Posto Vila Nova'),
  transaction(2, '2026-10-19', -185.3, 'Pix enviado - Posto Vila Nova'),
  transaction(3, '2026-10-03', -59.9, 'Tarifa Pacote de Serviços'),
];

function api(options: { currency?: string; ruleFiles?: TaxCategory } = {}) {
  const currency = options.currency ?? 'BRL';
  const shown = rows.map((row) => ({ ...row, currency }));
  const lists: URLSearchParams[] = [];
  const puts: { path: string; body: unknown }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname === '/bank-statements/accounts')
      return json(200, { data: [{ ...account, currency }], total: 1, limit: 100, offset: 0 });
    if (url.pathname === '/bank-statements/tax-categories') return json(200, { data: [SALES, FUEL, FEES] });
    if (url.pathname === '/bank-statements/transactions' && method === 'GET') {
      if (url.searchParams.get('possibleDuplicates') === 'true') {
        return json(200, {
          data: [],
          total: 0,
          limit: 100,
          offset: 0,
          nextCursor: null,
          totals: { currency: 'BRL', credits: 0, debits: 0, otherCurrencies: [] },
        });
      }
      lists.push(url.searchParams);
      return json(200, {
        data: shown,
        total: rows.length,
        limit: 50,
        offset: 0,
        nextCursor: null,
        totals:
          currency === 'BRL'
            ? { currency: 'BRL', credits: 0, debits: -443.95, otherCurrencies: [] }
            : {
                currency: 'BRL',
                credits: 0,
                debits: 0,
                otherCurrencies: [{ currency, total: 3, credits: 0, debits: -443.95 }],
              },
      });
    }
    if (method === 'PUT' && url.pathname.endsWith('/tax-category')) {
      const body = JSON.parse(String(init?.body)) as { applyToSimilar?: boolean; remember?: boolean };
      puts.push({ path: url.pathname, body });
      const accepted = !!body.applyToSimilar;
      return json(200, {
        data: {
          transaction: { ...rows[0], taxCategory: FUEL },
          similarCount: accepted ? 0 : 1,
          updatedSimilar: accepted ? 1 : 0,
          rule: body.remember
            ? {
                id: '00000000-0000-4000-8000-00000000aaaa',
                companyId: COMPANY_ID,
                match: 'PIX ENVIADO POSTO VILA NOVA',
                taxCategory: FUEL,
                appliedCount: 2,
                createdBy: null,
                createdAt: '2026-11-01T12:00:00.000Z',
                updatedAt: '2026-11-01T12:00:00.000Z',
              }
            : null,
          // A learned rule of this description in another category, until the person changes it.
          conflictingRule:
            options.ruleFiles && !body.remember
              ? {
                  id: '00000000-0000-4000-8000-00000000bbbb',
                  companyId: COMPANY_ID,
                  match: 'PIX ENVIADO POSTO VILA NOVA',
                  taxCategory: options.ruleFiles,
                  appliedCount: 5,
                  createdBy: null,
                  createdAt: '2026-10-01T12:00:00.000Z',
                  updatedAt: '2026-10-01T12:00:00.000Z',
                }
              : null,
        },
      });
    }
    return json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
  return { fetch, lists, puts };
}

const PATH = `/app/bank-statements/accounts/${ACCOUNT_ID}/transactions`;

describe('AccountTransactionsPage', () => {
  test('shows the page with signed BRL amounts, dd/mm/aaaa dates and the period summary', async () => {
    const { fetch, lists } = api();
    renderDocuments(<AccountTransactionsPage accountId={ACCOUNT_ID} />, fetch, PATH);
    const table = await screen.findByRole('table', { name: 'Transações da conta' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('26/10/2026')).toBeTruthy();
    // One minus sign on the whole screen: the rows' and the summary's are the same "-".
    expect(within(table).getByText(/^-R\$\s198,75$/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: account.name })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Resumo' }).textContent).toContain('-R$\u00a0443,95');
    expect(document.body.textContent).not.toContain('\u2212');
    expect(Object.fromEntries(lists[0]!)).toEqual({
      companyId: COMPANY_ID,
      accountId: ACCOUNT_ID,
      limit: '50',
      offset: '0',
    });
  });

  test('a dollar account: amounts in US$, the summary keeps them out of the reais and says so', async () => {
    const { fetch } = api({ currency: 'USD' });
    renderDocuments(<AccountTransactionsPage accountId={ACCOUNT_ID} />, fetch, PATH);
    const table = await screen.findByRole('table', { name: 'Transações da conta' }, { timeout: 5000 });
    expect(within(table).getByText(/^-US\$\s198,75$/)).toBeTruthy();
    expect(within(table).queryByText(/R\$\s198,75/)).toBeNull();
    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(within(summary).getByText('Saídas').closest('div')?.textContent).toContain('R$\u00a00,00');
    expect(within(summary).getByRole('note').textContent).toContain(
      'Fora destes totais, sem conversão:3 transações em USD: entradas US$\u00a00,00, saídas -US$\u00a0443,95',
    );
  });

  test('a debit is offered only the categories of money out (no revenue)', async () => {
    const { fetch } = api();
    renderDocuments(<AccountTransactionsPage accountId={ACCOUNT_ID} />, fetch, PATH);
    const table = await screen.findByRole('table', { name: 'Transações da conta' }, { timeout: 5000 });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('tax-categories'))).toBe(true));
    const row = within(table).getAllByRole('row')[1]!;
    fireEvent.click(within(row).getByRole('button', { name: /Sem categoria/ }));
    const options = (await within(row).findAllByRole('option')).map((option) => option.textContent);
    expect(options.some((text) => text?.includes('Combustível'))).toBe(true);
    expect(options.some((text) => text?.includes('Receita de vendas'))).toBe(false);
  });

  test('picks a category from the keyboard, then applies it to the similar ones and remembers it', async () => {
    const { fetch, puts } = api();
    renderDocuments(<AccountTransactionsPage accountId={ACCOUNT_ID} />, fetch, PATH);
    const table = await screen.findByRole('table', { name: 'Transações da conta' }, { timeout: 5000 });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('tax-categories'))).toBe(true));
    const fuelRow = within(table).getAllByRole('row')[1]!;
    fireEvent.click(within(fuelRow).getByRole('button', { name: /Sem categoria/ }));

    const picker = await screen.findByRole('combobox', {
      name: /^Categoria de Pix enviado - Posto Vila Nova, 26\/10\/2026/,
    });
    expect(document.activeElement).toBe(picker);
    fireEvent.change(picker, { target: { value: 'combus' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.keyDown(picker, { key: 'Enter' });

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      path: `/bank-statements/transactions/${rows[0]!.id}/tax-category`,
      body: { taxCategoryId: FUEL.id },
    });
    const offer = await screen.findByRole('region', { name: /Combustível em “Pix enviado - Posto Vila Nova”/ });
    expect(offer.textContent).toContain('1 transação semelhante');
    expect(
      (within(offer).getByRole('checkbox', { name: 'Lembrar nas próximas importações' }) as HTMLElement).getAttribute(
        'aria-checked',
      ),
    ).toBe('true');

    fireEvent.click(within(offer).getByRole('button', { name: 'Aplicar às 1 semelhante' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toEqual({ taxCategoryId: FUEL.id, applyToSimilar: true, remember: true });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '1 transação semelhante categorizada; regra “PIX ENVIADO POSTO VILA NOVA” salva para as próximas importações.',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: /Combustível em/ })).toBeNull());
  });

  test('a rule that files the description elsewhere is changed only when ticked, never by default', async () => {
    const { fetch, puts } = api({ ruleFiles: FEES });
    renderDocuments(<AccountTransactionsPage accountId={ACCOUNT_ID} />, fetch, PATH);
    const table = await screen.findByRole('table', { name: 'Transações da conta' }, { timeout: 5000 });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('tax-categories'))).toBe(true));
    fireEvent.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: /Sem categoria/ }));
    const picker = await screen.findByRole('combobox', { name: /^Categoria de Pix enviado - Posto Vila Nova/ });
    fireEvent.change(picker, { target: { value: 'combus' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.keyDown(picker, { key: 'Enter' });

    const offer = await screen.findByRole('region', { name: /Combustível em “Pix enviado - Posto Vila Nova”/ });
    const change = within(offer).getByRole('checkbox', {
      name: 'Mudar a regra “PIX ENVIADO POSTO VILA NOVA” de 2.15 · Tarifas bancárias para 2.11 · Combustível',
    });
    expect(change.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(within(offer).getByRole('button', { name: 'Aplicar às 1 semelhante' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    // The similar one is filed; the rule keeps its category.
    expect(puts[1]!.body).toEqual({ taxCategoryId: FUEL.id, applyToSimilar: true, remember: false });
  });

  test('"Só as sem categoria" goes to the URL and to the API as withoutTaxCategory', async () => {
    const { fetch, lists } = api();
    renderDocuments(<AccountTransactionsPage accountId={ACCOUNT_ID} />, fetch, PATH);
    await screen.findByRole('table', { name: 'Transações da conta' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Só as sem categoria' }));
    await waitFor(() => expect(lists.some((params) => params.get('withoutTaxCategory') === 'true')).toBe(true));
  });
});
