import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type ErrorCode, type ErrorEnvelope } from '@contabil/contracts';
import { AppError, issueFields, validationError } from '../lib/app-error.js';

function envelope(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorEnvelope {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Fastify's own errors (body parsing, limits) mapped to our codes and Portuguese text. */
const fastifyCodes: Record<string, { code: ErrorCode; status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_request', status: 400, message: messages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'bad_request', status: 400, message: messages.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', status: 413, message: messages.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    status: 415,
    message: messages.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', status: 400, message: messages.malformedJson },
};

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
      request.log.info({ err }, 'client error');
      return reply.status(err.statusCode).send(envelope('bad_request', err.message));
    }
    request.log.error({ err, url: request.url, method: request.method }, 'unhandled error');
    return reply.status(500).send(envelope('internal_error', messages.internalError));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope('not_found', `${messages.routeNotFound}: ${request.method} ${request.url}`));
  });
}
