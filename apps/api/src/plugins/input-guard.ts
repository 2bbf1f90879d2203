import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@contabil/contracts';
import { validationError } from '../lib/app-error.js';

/**
 * Characters no text field of ours may hold: NUL (PostgreSQL's text refuses it, so it used
 * to surface as a 500) and lone UTF-16 surrogates (not encodable as UTF-8).
 */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this refuses
const FORBIDDEN = /[\u0000]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const MAX_FIELDS = 50;

/** The paths (a.b.0.c) of the strings that hold a forbidden character, at most MAX_FIELDS of them. */
export function forbiddenStringPaths(value: unknown, prefix = '', found: string[] = [], depth = 0): string[] {
  if (found.length >= MAX_FIELDS || depth > 64) return found;
  if (typeof value === 'string') {
    if (FORBIDDEN.test(value)) found.push(prefix);
    return found;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => forbiddenStringPaths(item, prefix ? `${prefix}.${i}` : String(i), found, depth + 1));
    return found;
  }
  if (value && typeof value === 'object') {
    // Data only (parsed JSON, the query, the params): a raw body stream (the storage upload
    // route) or bytes are not walked.
    if (typeof (value as { pipe?: unknown }).pipe === 'function' || ArrayBuffer.isView(value)) return found;
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN.test(key)) found.push(prefix || key);
      forbiddenStringPaths(item, prefix ? `${prefix}.${key}` : key, found, depth + 1);
    }
  }
  return found;
}

function check(request: FastifyRequest): void {
  const paths = [
    ...forbiddenStringPaths(request.params),
    ...forbiddenStringPaths(request.query),
    ...forbiddenStringPaths(request.body),
  ];
  if (paths.length === 0) return;
  const fields: Record<string, string> = {};
  for (const path of paths.slice(0, MAX_FIELDS)) fields[path.slice(0, 100) || '_'] = messages.invalidCharacter;
  throw validationError(fields);
}

/**
 * Before any route's validation: a NUL or a lone surrogate anywhere in the path values, the
 * query or a JSON body is a 400 in the envelope, for every route at once (issue 19).
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one (no promise per request): Fastify answers a throw here
  // as it answers a rejection.
  app.addHook('preValidation', (request, _reply, done) => {
    check(request);
    done();
  });
}
