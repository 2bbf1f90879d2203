/**
 * True when `err` is PostgreSQL's unique violation (SQLSTATE 23505) on the named constraint
 * or unique index. drizzle wraps the driver's error; pg and PGlite both carry the SQLSTATE
 * in `code`, and the index's name in `constraint` or the message.
 */
export function isUniqueViolation(err: unknown, constraintName: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && `${String(constraint ?? '')} ${String(message ?? '')}`.includes(constraintName)) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
