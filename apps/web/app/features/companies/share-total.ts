import { parseDecimal } from '~/lib/masks';

/** Shares are typed as text ("33,33"); the total counts what parses, rounded to centesimal points. */
export function shareTotal(shares: readonly (string | number | undefined)[]): number {
  const sum = shares.reduce<number>((total, share) => {
    const value = typeof share === 'number' ? share : parseDecimal(share ?? '');
    return total + (value !== undefined && Number.isFinite(value) ? value : 0);
  }, 0);
  return Math.round(sum * 100) / 100;
}

/** The same tolerance as the contracts' check. */
export function isFullTotal(total: number): boolean {
  return Math.abs(total - 100) <= 0.001;
}
