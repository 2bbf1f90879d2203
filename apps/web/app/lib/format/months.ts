const MONTHS_SHORT = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;
const MONTHS_LONG = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

function monthParts(month: string): { year: string; number: string; index: number } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? { year: match[1]!, number: match[2]!, index: Number(match[2]) - 1 } : null;
}

/** "2026-03" -> "03/2026": a competence as Brazilians write it. Anything else comes back as given. */
export function formatCompetence(month: string): string {
  const parts = monthParts(month);
  return parts ? `${parts.number}/${parts.year}` : month;
}

/** "2026-01" -> "jan/26": a chart's axis. Anything else comes back as given. */
export function formatMonthShort(month: string): string {
  const parts = monthParts(month);
  return parts ? `${MONTHS_SHORT[parts.index]}/${parts.year.slice(2)}` : month;
}

/** "2026-01" -> "janeiro de 2026". Anything else comes back as given. */
export function formatMonthLong(month: string): string {
  const parts = monthParts(month);
  return parts ? `${MONTHS_LONG[parts.index]} de ${parts.year}` : month;
}
