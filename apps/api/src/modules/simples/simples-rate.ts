// The Simples Nacional rate (LC 123/2006 art. 18, as amended by LC 155/2016), in integer
// cents and basis points so that the figures are exact. No I/O: the brackets come from
// simples_annex_brackets (db/schema/reference-data.ts).

export interface AnnexBracket {
  /** 1..6 */
  bracket: number;
  /** Inclusive RBT12 bounds, in cents. */
  revenueFromCents: number;
  revenueToCents: number;
  /** 600 = 6%. */
  nominalRateBps: number;
  deductionCents: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * RBT12, the revenue of the 12 months before the month being taxed (art. 18 §1º), in cents.
 * `monthsBefore` are those 12 months' revenues, oldest first. `monthsOfActivity` is how
 * many months the company worked before the current month (its opening month counts), or
 * null when the opening day is unknown. With fewer than 12:
 * - in the opening month itself (0), this month's revenue × 12 (§3º);
 * - afterwards, the average of the months worked × 12 (§2º).
 */
export function rbt12Cents(input: {
  monthsBefore: readonly number[];
  currentMonthCents: number;
  monthsOfActivity: number | null;
}): number {
  const worked = input.monthsOfActivity;
  if (worked === null || worked >= 12) return sum(input.monthsBefore.slice(-12));
  if (worked <= 0) return input.currentMonthCents * 12;
  return Math.round((sum(input.monthsBefore.slice(-worked)) * 12) / worked);
}

/**
 * The annex's bracket whose inclusive bounds hold RBT12; above the last bracket (the
 * R$ 4,8 milhões limit is passed) the last one, so the estimate still shows something.
 */
export function bracketFor(brackets: readonly AnnexBracket[], rbt12: number): AnnexBracket {
  const ordered = [...brackets].sort((a, b) => a.bracket - b.bracket);
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  if (!first || !last) throw new Error('annex without brackets');
  if (rbt12 <= first.revenueFromCents) return first;
  return ordered.find((b) => rbt12 >= b.revenueFromCents && rbt12 <= b.revenueToCents) ?? last;
}

/**
 * The effective rate, a fraction: (RBT12 × nominal − deduction) / RBT12 (art. 18 §1º-A);
 * the nominal rate while RBT12 is zero (nothing billed yet: the first bracket's rate).
 */
export function effectiveRate(rbt12: number, bracket: AnnexBracket): number {
  if (rbt12 <= 0) return bracket.nominalRateBps / 10_000;
  return (rbt12 * bracket.nominalRateBps - bracket.deductionCents * 10_000) / (rbt12 * 10_000);
}

/** The DAS of a month's revenue at the effective rate, rounded to the cent. */
export function estimatedTaxCents(monthCents: number, rate: number): number {
  return Math.round(monthCents * rate);
}

/**
 * The tax of one annex's revenue, exact: revenue × (RBT12 × nominal − deduction) / RBT12,
 * computed in integers (BigInt) and rounded once, half up, to the cent. While RBT12 is
 * zero the nominal rate applies (the first bracket has no deduction).
 */
export function annexTaxCents(revenueCents: number, rbt12: number, bracket: AnnexBracket): number {
  const revenue = BigInt(revenueCents);
  const nominal = BigInt(bracket.nominalRateBps);
  if (rbt12 <= 0) return roundHalfUp(revenue * nominal, 10_000n);
  const base = BigInt(rbt12);
  const numerator = revenue * (base * nominal - BigInt(bracket.deductionCents) * 10_000n);
  return roundHalfUp(numerator, base * 10_000n);
}

/** numerator / denominator rounded half up (both non-negative; a negative numerator is 0). */
function roundHalfUp(numerator: bigint, denominator: bigint): number {
  if (numerator <= 0n) return 0;
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
