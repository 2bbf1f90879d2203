/** The day in Brasília as "YYYY-MM-DD", whatever the browser's or server's zone. */
export function brasiliaToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}
