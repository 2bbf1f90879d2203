import { paginationMessages } from '@contabil/contracts';
import { validationError } from './app-error.js';
import { isUuidText } from './uuid-text.js';

/**
 * Keyset pagination cursors: the sort key of a page's last row (for example its date and
 * id), as base64url JSON. Opaque to clients; a value that does not decode to the expected
 * number of strings is a 400 with the same message as a malformed one.
 */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, arity: number): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw validationError({ cursor: paginationMessages.invalidCursor });
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== arity ||
    !parsed.every((value) => typeof value === 'string' && value.length > 0 && value.length <= 100)
  )
    throw validationError({ cursor: paginationMessages.invalidCursor });
  return parsed as string[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Timestamps travel with PostgreSQL's microseconds (`timestampCursorText`), not JavaScript's milliseconds. */
const ISO_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

/** A real calendar date (2026-02-31 is not): PostgreSQL would refuse the cast with a 500. */
function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A cursor of (date or timestamp, uuid), the shape of every keyset list here. */
export function decodeTimeIdCursor(cursor: string, time: 'date' | 'timestamp'): { at: string; id: string } {
  const [at = '', id = ''] = decodeCursor(cursor, 2);
  const day = time === 'date' ? at : (ISO_TIMESTAMP.exec(at)?.[1] ?? '');
  if (!isCalendarDate(day) || (time === 'timestamp' && !ISO_TIMESTAMP.test(at)) || !isUuidText(id))
    throw validationError({ cursor: paginationMessages.invalidCursor });
  return { at, id };
}

/** The list envelope of a keyset list: offset 0 when a cursor was given, nextCursor from the page's last key. */
export function toKeysetPage<T>(
  data: T[],
  total: number,
  query: { limit: number; offset: number },
  after: unknown,
  next: { at: string; id: string } | null,
): { data: T[]; total: number; limit: number; offset: number; nextCursor: string | null } {
  return {
    data,
    total,
    limit: query.limit,
    offset: after === undefined ? query.offset : 0,
    nextCursor: next ? encodeCursor([next.at, next.id]) : null,
  };
}
