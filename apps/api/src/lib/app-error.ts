import type { ZodError } from 'zod';
import type { ErrorCode } from '@contabil/contracts';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** For 429: seconds until the client may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('not_found', 404, message);
export const forbidden = (message: string) => new AppError('forbidden', 403, message);
export const unauthorized = (message: string) => new AppError('unauthorized', 401, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('conflict', 409, message, fields);
export const gone = (message: string) => new AppError('gone', 410, message);
export const validationError = (fields: Record<string, string>) =>
  new AppError('validation_error', 400, Object.values(fields)[0] ?? 'Dados inválidos', fields);

/**
 * Validation issues as the API answers them: one message per field path
 * ("partners.0.cpf"), the first issue's; "_" for the body itself.
 */
export function issueFields(issues: Iterable<{ path: string; message?: string | undefined }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path || '_'] ??= issue.message || 'Dados inválidos';
  return fields;
}

/** A zod failure checked in a service (a schema chosen at run time) answered like a route's body schema. */
export const zodValidationError = (error: ZodError) =>
  validationError(
    issueFields(error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))),
  );
