import { addMonths, type CalendarDay, type CalendarMonth } from '../../lib/brasilia-calendar.js';

// The DAS of a month is due on day 20 of the next month (LC 123/2006 art. 21 III); when
// that day has no bank business the due date moves to the next business day (Res. CGSN
// 140/2018 art. 40 § 3º). Days without bank business: weekends, the national holidays
// (Lei 662/1949 with Lei 6.802/1980 and Lei 14.759/2023 for 20 November, from 2024) and
// the days banks close nationwide (Carnival Monday and Tuesday, Good Friday, Corpus
// Christi). Municipal and state holidays are not counted: the DAS is a federal payment.

const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
/** Dia Nacional de Zumbi e da Consciência Negra, a national holiday since Lei 14.759/2023. */
const CONSCIENCIA_NEGRA_FROM_YEAR = 2024;

const pad = (n: number) => String(n).padStart(2, '0');

/** Easter Sunday (Gregorian, anonymous algorithm), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const utc = (day: CalendarDay) => new Date(Date.UTC(day.year, day.month - 1, day.day));
const toDay = (date: Date): CalendarDay => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** `MM-DD` of the days without bank business in a year that are not weekends. */
export function bankHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const movable = [-48, -47, -2, 60].map((offset) => plusDays(easter, offset));
  const days = new Set(FIXED_HOLIDAYS);
  if (year >= CONSCIENCIA_NEGRA_FROM_YEAR) days.add('11-20');
  for (const date of movable) days.add(`${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`);
  return days;
}

export function isBusinessDay(day: CalendarDay): boolean {
  const weekday = utc(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !bankHolidays(day.year).has(`${pad(day.month)}-${pad(day.day)}`);
}

/** The day itself when it is a business day, else the next one. */
export function nextBusinessDay(day: CalendarDay): CalendarDay {
  let date = utc(day);
  while (!isBusinessDay(toDay(date))) date = plusDays(date, 1);
  return toDay(date);
}

/** The DAS due date of a competence month: day 20 of the next month, or the next business day. */
export function dasDueDate(period: CalendarMonth): CalendarDay {
  return nextBusinessDay({ ...addMonths(period, 1), day: 20 });
}
