/**
 * Calendar days and months as our customers live them: in Brasília time, whatever the
 * server's zone. Schedules fire on a Brasília day and reports group by Brasília month.
 */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

export interface CalendarDay {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

export interface CalendarMonth {
  year: number;
  /** 1..12 */
  month: number;
}

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRASILIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Brasília calendar day of an instant. */
export function brasiliaDay(instant: Date): CalendarDay {
  const parts = Object.fromEntries(dayParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** The month `months` after (or before, when negative) the given one. */
export function addMonths(month: CalendarMonth, months: number): CalendarMonth {
  const index = month.year * 12 + (month.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The calendar day `days` after (or before, when negative) the given one. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: CalendarMonth, to: CalendarMonth): number {
  return to.year * 12 + to.month - (from.year * 12 + from.month);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM`. */
export const monthKey = (month: CalendarMonth) => `${month.year}-${pad(month.month)}`;

/** `YYYY-MM-DD`. */
export const isoDay = (day: CalendarDay) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

/** `YYYY-MM-DD` -> the calendar day, or null for anything else. */
export function parseIsoDay(value: string | null | undefined): CalendarDay | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}
