import type { CategoryTotal } from '@contabil/contracts';

/** Distinct hues for the donut's slices, each dark enough against white (legend swatches). */
export const CATEGORY_COLORS = [
  'oklch(0.47 0.17 258)',
  'oklch(0.6 0.15 160)',
  'oklch(0.68 0.16 70)',
  'oklch(0.55 0.2 25)',
  'oklch(0.5 0.17 300)',
  'oklch(0.6 0.12 210)',
  'oklch(0.55 0.14 120)',
  'oklch(0.6 0.18 350)',
] as const;

/** What the donut shows beyond this many slices is summed up as "Outras". */
export const MAX_SLICES = 6;

export interface CategoryShare {
  key: string;
  name: string;
  totalValue: number;
  /** 0 to 1 of the kind's total. */
  share: number;
  fill: string;
}

/**
 * One kind's categories (income or expense), largest first, with their share and
 * colour; the smallest beyond MAX_SLICES - 1 become one "Outras" slice.
 */
export function categoryShares(categories: readonly CategoryTotal[], kind: CategoryTotal['kind']): CategoryShare[] {
  const ofKind = categories
    .filter((category) => category.kind === kind && category.totalValue > 0)
    .sort((a, b) => b.totalValue - a.totalValue);
  const total = ofKind.reduce((sum, category) => sum + category.totalValue, 0);
  if (total === 0) return [];
  const shown = ofKind.length > MAX_SLICES ? ofKind.slice(0, MAX_SLICES - 1) : ofKind;
  const rest = ofKind.slice(shown.length);
  const slices = shown.map((category) => ({
    key: category.categoryId,
    name: category.name,
    totalValue: category.totalValue,
  }));
  if (rest.length > 0) {
    slices.push({
      key: 'outras',
      name: 'Outras',
      totalValue: rest.reduce((sum, category) => sum + category.totalValue, 0),
    });
  }
  return slices.map((slice, index) => ({
    ...slice,
    share: slice.totalValue / total,
    fill: CATEGORY_COLORS[index % CATEGORY_COLORS.length]!,
  }));
}
