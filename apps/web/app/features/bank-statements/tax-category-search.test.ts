import { expect, test } from 'vitest';
import type { TaxCategory } from '@contabil/contracts';
import { filterTaxCategories, taxCategoryLabel } from './tax-category-search';

const categories: TaxCategory[] = [
  { id: '00000000-0000-4000-8000-000000000001', code: '1.01', name: 'Receita de serviços', kind: 'revenue' },
  { id: '00000000-0000-4000-8000-000000000002', code: '2.03', name: 'Combustíveis', kind: 'expense' },
  { id: '00000000-0000-4000-8000-000000000003', code: '3.01', name: 'DAS - Simples Nacional', kind: 'tax' },
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
