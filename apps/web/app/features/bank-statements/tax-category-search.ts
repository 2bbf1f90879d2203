import {
  taxCategoryFits,
  taxCategoryKindLabels,
  taxCategoryLabelFor,
  type BankTransaction,
  type TaxCategory,
} from '@contabil/contracts';

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * The categories whose code, name or group contains every word typed, ignoring case and
 * accents ("comb" finds "Combustíveis", "2.03" its code); nothing typed: all of them.
 */
export function filterTaxCategories(categories: readonly TaxCategory[], typed: string): TaxCategory[] {
  const words = fold(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories.filter((category) => {
    const text = fold(`${category.code} ${category.name} ${taxCategoryKindLabels[category.kind]}`);
    return words.every((word) => text.includes(word));
  });
}

/** "2.03 · Combustíveis": how a category reads in a field. */
export function taxCategoryLabel(category: Pick<TaxCategory, 'code' | 'name'>): string {
  return `${category.code} · ${category.name}`;
}

/**
 * The categories that fit every one of these transactions (revenue for money in, expenses
 * for money out, "both" for either; on a card a credit is its payment or a refund), named as
 * they are offered there: on a card's credit an expense reads "Estorno de compra: …".
 */
export function fittingCategories(
  categories: readonly TaxCategory[],
  transactions: readonly Pick<BankTransaction, 'amount' | 'accountKind'>[],
): TaxCategory[] {
  const sides = transactions.map((transaction) => ({
    amount: transaction.amount,
    accountKind: transaction.accountKind,
  }));
  const fitting = categories.filter((category) => sides.every((side) => taxCategoryFits(category, side)));
  const only = sides.length === 1 ? sides[0] : undefined;
  return only ? fitting.map((category) => ({ ...category, name: taxCategoryLabelFor(category, only) })) : fitting;
}
