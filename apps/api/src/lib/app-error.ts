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
export const validationError = (fields: Record<string, string>) =>
  new AppError('validation_error', 400, Object.values(fields)[0] ?? 'Dados inválidos', fields);
