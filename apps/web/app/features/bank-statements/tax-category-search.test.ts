import { expect, test } from 'vitest';
import type { TaxCategory } from '@contabil/contracts';
import { filterTaxCategories, fittingCategories, taxCategoryLabel } from './tax-category-search';

const categories: TaxCategory[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    code: '1.01',
    name: 'Receita de serviços',
    kind: 'revenue',
    direction: 'credit',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    code: '2.03',
    name: 'Combustíveis',
    kind: 'expense',
    direction: 'debit',
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    code: '3.01',
    name: 'DAS - Simples Nacional',
    kind: 'tax',
    direction: 'debit',
  },
];

test('finds by name ignoring case and accents, by code and by group', () => {
  expect(filterTaxCategories(categories, 'COMBUSTIVEIS').map((c) => c.code)).toEqual(['2.03']);
  expect(filterTaxCategories(categories, 'servicos').map((c) => c.code)).toEqual(['1.01']);
  expect(filterTaxCategories(categories, '3.0').map((c) => c.code)).toEqual(['3.01']);
  expect(filterTaxCategories(categories, 'impostos').map((c) => c.code)).toEqual(['3.01']);
});

test('every word typed must match; nothing typed lists them all', () => {
  expect(filterTaxCategories(categories, 'receita servi').map((c) => c.code)).toEqual(['1.01']);
  expect(filterTaxCategories(categories, 'receita combustiveis')).toEqual([]);
  expect(filterTaxCategories(categories, '  ')).toHaveLength(3);
});

test('taxCategoryLabel: code and name', () => {
  expect(taxCategoryLabel(categories[1]!)).toBe('2.03 · Combustíveis');
});

test('fittingCategories: money in gets revenue, money out expenses and taxes; a card credit is a payment or a refund', () => {
  const withCardPayment: TaxCategory[] = [
    ...categories,
    {
      id: '00000000-0000-4000-8000-000000000004',
      code: '4.04',
      name: 'Pagamento de fatura do cartão de crédito',
      kind: 'transfer',
      direction: 'both',
    },
  ];
  const codes = (list: TaxCategory[]) => list.map((category) => category.code);
  expect(codes(fittingCategories(withCardPayment, [{ amount: 500, accountKind: 'bank' }]))).toEqual(['1.01', '4.04']);
  expect(codes(fittingCategories(withCardPayment, [{ amount: -80.68, accountKind: 'bank' }]))).toEqual([
    '2.03',
    '3.01',
    '4.04',
  ]);
  const cardCredit = fittingCategories(withCardPayment, [{ amount: 80.68, accountKind: 'creditcard' }]);
  expect(cardCredit.map((category) => category.name)).toEqual([
    'Estorno de compra: Combustíveis',
    'Pagamento de fatura do cartão de crédito',
  ]);
  // Several selected: only what fits every one.
  expect(
    codes(
      fittingCategories(withCardPayment, [
        { amount: 10, accountKind: 'bank' },
        { amount: -10, accountKind: 'bank' },
      ]),
    ),
  ).toEqual(['4.04']);
});
