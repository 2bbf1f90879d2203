import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type ErrorCode, type ErrorEnvelope } from '@contabil/contracts';
import { AppError, issueFields, validationError } from '../lib/app-error.js';
import { safeError } from '../lib/log-safety.js';

function envelope(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorEnvelope {
  return { error: fields ? { code, message, fields } : { code, message } };
}

interface FastifyCodeAnswer {
  code: ErrorCode;
  status: number;
  message: string;
}
const malformedJson: FastifyCodeAnswer = { code: 'bad_request', status: 400, message: messages.malformedJson };
const payloadTooLarge: FastifyCodeAnswer = {
  code: 'payload_too_large',
  status: 413,
  message: messages.payloadTooLarge,
};
const malformedUpload: FastifyCodeAnswer = { code: 'bad_request', status: 400, message: messages.malformedUpload };
const unsupportedMediaType = (message: string): FastifyCodeAnswer => ({
  code: 'unsupported_media_type',
  status: 415,
  message,
});

/** Fastify's own errors (body parsing, limits) mapped to our codes and Portuguese text. */
const fastifyCodes: Record<string, FastifyCodeAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: unsupportedMediaType(messages.unsupportedMediaType),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: malformedJson,
  FST_ERR_CTP_INVALID_TYPE: unsupportedMediaType(messages.unsupportedMediaType),
  FST_ERR_BAD_URL: { code: 'bad_request', status: 400, message: messages.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'bad_request', status: 414, message: messages.urlTooLong },
  // @fastify/multipart (an upload route reading its body): limits and malformed bodies.
  FST_FIELDS_LIMIT: payloadTooLarge,
  FST_PARTS_LIMIT: payloadTooLarge,
  FST_FILES_LIMIT: payloadTooLarge,
  FST_REQ_FILE_TOO_LARGE: payloadTooLarge,
  FST_PROTO_VIOLATION: malformedUpload,
  FST_INVALID_MULTIPART_CONTENT_TYPE: unsupportedMediaType(messages.malformedUpload),
  FST_INVALID_JSON_FIELD_ERROR: malformedUpload,
  FST_MP_PREMATURE_CLOSE: malformedUpload,
};

/** The contract's code and a Portuguese text for any other 4xx (never the library's English message). */
function clientError(status: number): { code: ErrorCode; message: string } {
  switch (status) {
    case 401:
      return { code: 'unauthorized', message: messages.invalidToken };
    case 403:
      return { code: 'forbidden', message: messages.forbidden };
    case 404:
      return { code: 'not_found', message: messages.notFound };
    case 409:
      return { code: 'conflict', message: messages.badRequest };
    case 413:
      return { code: 'payload_too_large', message: messages.payloadTooLarge };
    case 406:
    case 415:
      return { code: 'unsupported_media_type', message: messages.unsupportedMediaType };
    case 414:
      return { code: 'bad_request', message: messages.urlTooLong };
    default:
      return { code: 'bad_request', message: messages.badRequest };
  }
}

/**
 * PostgreSQL refused a value (class 22, data exception: a byte sequence, a number out of
 * range, a string too long) or a row too large for an index (54000): the input's fault,
 * answered 400 instead of 500. Drizzle wraps the driver's error in `cause`.
 */
export function databaseDataError(err: unknown): string | undefined {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The driver's words when the socket closed under a query, or a client left unusable by that;
 * or when the connection went silent (a network partition, the host powered off): no answer
 * within the read timeout, no connection opened within the connect timeout, or no free pooled
 * connection within it (db/client.ts, ConnectionTimeouts); or the pool closed by a stop
 * under a request still running (server.ts).
 */
const LOST_CONNECTION_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Query read timeout|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool)$/;
/** The socket to the database could not be opened or was cut (pool.connect, a transaction's BEGIN). */
const SOCKET_ERROR_CODE = /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)$/;

/**
 * The database dropped or refused the connection under the request (a failover or restart
 * of PostgreSQL, `pg_terminate_backend`, a network cut): SQLSTATE class 08 (connection
 * exception) or 57P01-57P03 (the server shutting down, crashed, or starting), the driver's
 * "Connection terminated", or a socket error. Not the request's fault and over once the pool
 * opens new connections (it does so on the next query): 503 with Retry-After rather than a
 * 500, and a warning rather than an "unhandled error" with the query. Answers the SQLSTATE or
 * code found and the driver's message (not drizzle's, which holds the query).
 */
export function databaseUnavailable(err: unknown): { code: string; message: string } | undefined {
  let parent: unknown;
  for (let e: unknown = err, i = 0; e && i < 4; parent = e, e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    const message = e instanceof Error ? e.message : '';
    if (typeof code === 'string' && /^(08[0-9A-Z]{3}|57P0[123])$/.test(code)) return { code, message };
    // A socket error thrown as is (the pool's connect) or under drizzle's wrapper: not one
    // under another call's failure (fetch's "fetch failed" to an outside service stays a 500).
    const databaseSocket = parent === undefined || parent instanceof DrizzleQueryError;
    if (typeof code === 'string' && databaseSocket && SOCKET_ERROR_CODE.test(code)) return { code, message };
    if (LOST_CONNECTION_MESSAGE.test(message)) return { code: 'connection_lost', message };
  }
  return undefined;
}

/** Seconds a client waits before retrying a call that met a lost database connection. */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** An error message or URL cut for a log line or a response: never an amplifier. */
export function capped(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} caracteres)` : text;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const { message, fields } = validationError(
        issueFields(
          err.validation.map((issue) => ({
            path: (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
            message: issue.message,
          })),
        ),
      );
      return reply.status(400).send(envelope('validation_error', message, fields));
    }
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send(envelope(err.code, err.message, err.fields));
    }
    const known = err.code ? fastifyCodes[err.code] : undefined;
    if (known) return reply.status(known.status).send(envelope(known.code, known.message));
    if (err.statusCode === 429) {
      return reply.status(429).send(envelope('rate_limited', messages.rateLimited));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      request.log.info({ code: err.code, reason: capped(safeError(err).message) }, 'client error');
      const mapped = clientError(err.statusCode);
      return reply.status(err.statusCode).send(envelope(mapped.code, mapped.message));
    }
    const dataError = databaseDataError(err);
    if (dataError) {
      request.log.warn(
        { sqlState: dataError, reason: capped(safeError(err).message) },
        'value refused by the database',
      );
      return reply.status(400).send(envelope('validation_error', messages.invalidData));
    }
    const lost = databaseUnavailable(err);
    if (lost) {
      request.log.warn({ code: lost.code, reason: capped(lost.message) }, 'database connection lost');
      reply.header('retry-after', String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(envelope('internal_error', messages.serviceUnavailable));
    }
    request.log.error({ err, url: capped(request.url), method: request.method }, 'unhandled error');
    return reply.status(500).send(envelope('internal_error', messages.internalError));
  });

  app.setNotFoundHandler((request, reply) => {
    // The path only, cut: a 10,000-character URL must not come back (nor go to the log) whole.
    const path = capped(request.url.split('?')[0] ?? '', 120);
    reply.status(404).send(envelope('not_found', `${messages.routeNotFound}: ${request.method} ${path}`));
  });
}

/** Fastify's `frameworkErrors`: the router's own refusals (bad URL encoding, a path value over the length limit). */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = err.code ? fastifyCodes[err.code] : undefined;
  const mapped = known ?? { code: 'bad_request' as const, status: 400, message: messages.badRequest };
  request.log.info({ code: err.code }, 'malformed URL');
  void reply.status(mapped.status).send(envelope(mapped.code, mapped.message));
}
