// The revenue limits of the Simples Nacional and of the MEI, checked on the revenue of the
// calendar year up to the period (in the opening year, from the opening month). Integer cents.

/** LC 123/2006 art. 3º II: R$ 4.800.000,00 a year (R$ 400.000,00 a month in the opening year, § 2º). */
export const SIMPLES_LIMIT_CENTS = 480_000_000;
/** LC 123/2006 arts. 13-A and 19: the ICMS/ISS sublimit, R$ 3.600.000,00 (R$ 300.000,00 a month in the opening year). */
export const SIMPLES_SUBLIMIT_CENTS = 360_000_000;
/** LC 123/2006 art. 18-A § 1º: the MEI, R$ 81.000,00 a year (R$ 6.750,00 a month in the opening year, § 2º). */
export const MEI_LIMIT_CENTS = 8_100_000;

export type LimitKind = 'sublimit' | 'limit' | 'mei';

export interface LimitCheck {
  kind: LimitKind;
  limitCents: number;
  /** True in the opening year: the limit is proportional to the months of activity, fractions included. */
  proportional: boolean;
  yearRevenueCents: number;
  crossed: boolean;
  /** The revenue passed the limit by more than 20%. */
  beyondTolerance: boolean;
  /** What follows, in Portuguese, with the provision; null when not crossed. */
  consequence: string | null;
}

const CONSEQUENCES: Record<LimitKind, { within: string; beyond: string }> = {
  sublimit: {
    within:
      'Sublimite de R$ 3,6 milhões ultrapassado em até 20%: a partir de 1º de janeiro do ano seguinte o ICMS e o ISS deixam o DAS e são recolhidos ao estado e ao município (LC 123/2006 art. 20 §§ 1º e 1º-A).',
    beyond:
      'Sublimite de R$ 3,6 milhões ultrapassado em mais de 20%: a partir do mês seguinte ao do excesso o ICMS e o ISS deixam o DAS e são recolhidos ao estado e ao município (LC 123/2006 art. 20 § 1º).',
  },
  limit: {
    within:
      'Limite de R$ 4,8 milhões ultrapassado em até 20%: a empresa é excluída do Simples Nacional a partir de 1º de janeiro do ano seguinte (LC 123/2006 art. 30 IV e § 1º IV).',
    beyond:
      'Limite de R$ 4,8 milhões ultrapassado em mais de 20%: a empresa é excluída do Simples Nacional a partir do mês seguinte ao do excesso, ou desde o início das atividades no ano de abertura (LC 123/2006 art. 30 § 1º IV e art. 3º § 10).',
  },
  mei: {
    within:
      'Limite do MEI ultrapassado em até 20%: o excesso é tributado no DAS como microempresa e o desenquadramento do MEI vale a partir de 1º de janeiro do ano seguinte (LC 123/2006 art. 18-A § 7º III).',
    beyond:
      'Limite do MEI ultrapassado em mais de 20%: o desenquadramento é retroativo a 1º de janeiro do ano (ou à abertura), e toda a receita do ano é tributada como microempresa do Simples Nacional (LC 123/2006 art. 18-A § 7º IV).',
  },
};

const ANNUAL_CENTS: Record<LimitKind, number> = {
  sublimit: SIMPLES_SUBLIMIT_CENTS,
  limit: SIMPLES_LIMIT_CENTS,
  mei: MEI_LIMIT_CENTS,
};

/**
 * One limit checked on the year's revenue. `monthsInYear` is 12, or in the opening year
 * the months from the opening month to December (the opening month counts whole).
 */
export function checkLimit(kind: LimitKind, yearRevenueCents: number, monthsInYear: number): LimitCheck {
  const limitCents = (ANNUAL_CENTS[kind] / 12) * monthsInYear;
  const crossed = yearRevenueCents > limitCents;
  // More than 20% over: revenue × 100 > limit × 120, in integers.
  const beyondTolerance = yearRevenueCents * 100 > limitCents * 120;
  return {
    kind,
    limitCents,
    proportional: monthsInYear < 12,
    yearRevenueCents,
    crossed,
    beyondTolerance,
    consequence: crossed ? CONSEQUENCES[kind][beyondTolerance ? 'beyond' : 'within'] : null,
  };
}
