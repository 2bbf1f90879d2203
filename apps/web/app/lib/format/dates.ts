/** Dates are shown as the company sees them: Brasília time, whatever the server's or browser's zone. */
const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: BRAZIL_TIME_ZONE,
});

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: BRAZIL_TIME_ZONE,
});

/**
 * "2026-11-22" (a calendar date) -> "22/11/2026", as written; "2026-11-22T02:00:00.000Z"
 * (an instant) -> the day in Brasília, "21/11/2026". Anything else is returned as given.
 */
export function formatDate(value: string): string {
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** An instant -> "21/11/2026, 23:00" in Brasília. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}
