/** The years with an IRPF page (`/lp/irpf/{year}`), oldest first: add a year here with its figures in irpf-content. */
export const IRPF_PAGE_YEARS = [2024, 2025, 2026] as const;
export type IrpfPageYear = (typeof IRPF_PAGE_YEARS)[number];

export const irpfPath = (year: IrpfPageYear) => `/lp/irpf/${year}`;

/**
 * The declaration the menu offers: this year's once its page exists, else the newest before
 * it (a page prepared ahead of time waits for its year). `today` is "YYYY-MM-DD".
 */
export function currentIrpfYear(today: string): IrpfPageYear {
  const year = Number(today.slice(0, 4));
  const published = IRPF_PAGE_YEARS.filter((pageYear) => pageYear <= year);
  return published.at(-1) ?? IRPF_PAGE_YEARS[0];
}

/** Newest first: the footer lists every year's page, last year's staying reachable. */
export const IRPF_YEARS_NEWEST_FIRST: readonly IrpfPageYear[] = [...IRPF_PAGE_YEARS].reverse();
