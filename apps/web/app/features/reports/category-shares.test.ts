import { describe, expect, test } from 'vitest';
import type { CategoryTotal } from '@contabil/contracts';
import { CATEGORY_COLORS, categoryShares, MAX_SLICES } from './category-shares';

function category(categoryId: string, kind: CategoryTotal['kind'], totalValue: number): CategoryTotal {
  return { categoryId, name: `Categoria ${categoryId}`, kind, totalValue, count: 1 };
}

describe('categoryShares', () => {
  test('one kind, largest first, with shares and colours', () => {
    const shares = categoryShares(
      [category('a', 'expense', 100), category('b', 'expense', 300), category('c', 'income', 999)],
      'expense',
    );
    expect(shares.map((share) => [share.key, share.share])).toEqual([
      ['b', 0.75],
      ['a', 0.25],
    ]);
    expect(shares.map((share) => share.fill)).toEqual([CATEGORY_COLORS[0], CATEGORY_COLORS[1]]);
  });

  test('the smallest categories beyond the limit become "Outras"', () => {
    const many = Array.from({ length: MAX_SLICES + 2 }, (_, index) => category(String(index), 'expense', 100 - index));
    const shares = categoryShares(many, 'expense');
    expect(shares).toHaveLength(MAX_SLICES);
    const last = shares.at(-1)!;
    expect(last.name).toBe('Outras');
    // The three smallest: 95 + 94 + 93.
    expect(last.totalValue).toBe(282);
    expect(shares.reduce((sum, share) => sum + share.share, 0)).toBeCloseTo(1);
  });

  test('nothing to show without values', () => {
    expect(categoryShares([], 'expense')).toEqual([]);
    expect(categoryShares([category('a', 'expense', 0)], 'expense')).toEqual([]);
    expect(categoryShares([category('a', 'income', 10)], 'expense')).toEqual([]);
  });
});
