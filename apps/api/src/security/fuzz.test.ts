import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorEnvelopeSchema } from '@contabil/contracts';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { dereferenced } from '../test/openapi-document.js';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../test/factories.js';

/**
 * Issue 19, item 5 and "Done when": every operation of the OpenAPI document gets malformed
 * input (bodies for every POST/PUT/PATCH, path and query values for every operation), and
 * none may answer 5xx or a body outside the error envelope of docs/api-contract.md.
 * Deterministic (no random seed), bounded: a few thousand in-process requests.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  pattern?: string;
  const?: unknown;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};

interface Sent {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  label: string;
}

let ctx: TestContext;
let adminAuth: string;
let userAuth: string;
let ids: { adminId: string; userId: string; companyId: string };

beforeAll(async () => {
  ctx = await createTestApp({ signInMaxPerIp: 100_000 });
  const admin = await createSystemAdmin(ctx.database.db);
  const user = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner: user });
  adminAuth = (await signInAs(ctx.app, admin)).authorization;
  userAuth = (await signInAs(ctx.app, user)).authorization;
  ids = { adminId: admin.id, userId: user.id, companyId: company.id };
});
afterAll(() => ctx.close());

const NUL = '\u0000';
const HUGE = 'x'.repeat(100_000);
const LONG_ID = 'a'.repeat(3000);

/** A plausible value for a schema: the fuzz then breaks one thing at a time. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'texto';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(variants.find((v) => v.type !== 'null') ?? variants[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = sample(value, depth + 1);
      return out;
    }
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'fuzz@exemplo.com.br';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      if (schema.format === 'uri') return 'https://exemplo.com.br/x';
      return 'texto de teste';
    default:
      return 'texto';
  }
}

/** Every string leaf of a sample replaced by `replace(old)`. */
function mapStrings(value: unknown, replace: (s: string) => unknown): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, replace));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, replace)]));
  }
  return value;
}

function mapLeaves(value: unknown, replace: (v: unknown) => unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]));
  }
  return replace(value);
}

function deep(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

function multipartBody(boundary: string, parts: string): Buffer {
  return Buffer.from(parts.replaceAll('{b}', boundary), 'latin1');
}

/** At least 25 malformed bodies for one operation. */
function malformedBodies(
  operation: Operation,
): { label: string; headers: Record<string, string>; payload: string | Buffer }[] {
  const json = { 'content-type': 'application/json' };
  const schema = operation.requestBody?.content['application/json']?.schema;
  const valid = sample(schema ?? { type: 'object' });
  const bodies: { label: string; headers: Record<string, string>; payload: string | Buffer }[] = [
    { label: 'invalid JSON', headers: json, payload: '{"a":' },
    { label: 'empty JSON body', headers: json, payload: '' },
    { label: 'null', headers: json, payload: 'null' },
    { label: 'array', headers: json, payload: '[]' },
    { label: 'string', headers: json, payload: '"texto"' },
    { label: 'number', headers: json, payload: '12345' },
    { label: 'empty object', headers: json, payload: '{}' },
    { label: 'every field a number', headers: json, payload: JSON.stringify(mapLeaves(valid, () => 12345)) },
    { label: 'every field null', headers: json, payload: JSON.stringify(mapLeaves(valid, () => null)) },
    { label: 'every field an array', headers: json, payload: JSON.stringify(mapLeaves(valid, () => [1, 'a', null])) },
    {
      label: 'every field an object',
      headers: json,
      payload: JSON.stringify(mapLeaves(valid, () => ({ a: { b: 1 } }))),
    },
    { label: 'every string NUL', headers: json, payload: JSON.stringify(mapStrings(valid, () => NUL)) },
    {
      label: 'NUL inside every string',
      headers: json,
      payload: JSON.stringify(mapStrings(valid, (s) => `${s}${NUL}x`)),
    },
    { label: 'huge strings', headers: json, payload: JSON.stringify(mapStrings(valid, () => HUGE)) },
    { label: 'lone surrogates', headers: json, payload: JSON.stringify(mapStrings(valid, (s) => `${s}\ud800`)) },
    {
      label: 'invalid UTF-8 in strings',
      headers: json,
      payload: Buffer.concat([
        Buffer.from(JSON.stringify(mapStrings(valid, (s) => `${s}@@`)).replaceAll('@@', '\u0001'), 'utf8'),
      ]).map((byte) => (byte === 0x01 ? 0xff : byte)) as Buffer,
    },
    { label: 'deep nesting (10,000 levels)', headers: json, payload: deep(10_000) },
    {
      label: 'deep nesting in a field',
      headers: json,
      payload: JSON.stringify(mapLeaves(valid, () => JSON.parse(deep(500)))),
    },
    {
      label: 'prototype pollution',
      headers: json,
      payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    },
    {
      label: 'numbers out of range',
      headers: json,
      payload: JSON.stringify(mapLeaves(valid, () => 1e308)).replaceAll('1e+308', '1e999'),
    },
    { label: 'body over the limit', headers: json, payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}` },
    { label: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'ola' },
    { label: 'form-urlencoded', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' },
    { label: 'xml', headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' },
    {
      label: 'json with a bad charset',
      headers: { 'content-type': 'application/json; charset=ebcdic' },
      payload: '{}',
    },
    { label: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n\r\n' },
    {
      label: 'multipart with a broken boundary',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: multipartBody(
        'abc',
        '--{b}\r\nContent-Disposition: form-data; name="file"; filename="a.ofx"\r\n\r\nconteudo',
      ),
    },
    {
      label: 'multipart with a malformed part header',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: multipartBody('abc', '--{b}\r\nsem cabecalho valido\r\n\r\nx\r\n--{b}--\r\n'),
    },
    {
      label: 'multipart with too many fields',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: multipartBody(
        'abc',
        Array.from({ length: 30 }, (_, i) => `--{b}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join(
          '',
        ) + '--{b}--\r\n',
      ),
    },
    {
      label: 'multipart with a NUL file name',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: multipartBody(
        'abc',
        `--{b}\r\nContent-Disposition: form-data; name="file"; filename="a${NUL}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--{b}--\r\n`,
      ),
    },
  ];
  return bodies;
}

/** The operation's URL with plausible path values (real ids where there are some) and required query values. */
function urlFor(
  template: string,
  parameters: Parameter[],
  overrides: Record<string, string> = {},
  query: Record<string, string> = {},
) {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name in overrides) return overrides[name]!;
    if (name === 'id' && template.startsWith('/users/')) return ids.adminId;
    if (name === 'id' && template.startsWith('/companies/')) return ids.companyId;
    if (name === 'id' || name === 'fileId') return '00000000-0000-4000-8000-000000000000';
    if (name === 'slug') return 'duca';
    if (name === 'cnpj') return '11222333000181';
    if (name === '*') return 'arquivo.pdf';
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    return encodeURIComponent(String(sample(schema)));
  });
  const search = new URLSearchParams();
  for (const p of parameters) {
    if (p.in !== 'query') continue;
    if (p.name in query) continue;
    if (!p.required) continue;
    search.set(p.name, p.name === 'companyId' ? ids.companyId : String(sample(p.schema)));
  }
  let text = search.toString();
  for (const [name, raw] of Object.entries(query)) text += `${text ? '&' : ''}${name}=${raw}`;
  return text ? `${path}?${text}` : path;
}

const MALFORMED_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', 'abc%00def'],
  ['bad UTF-8', '%FF%FE%C3'],
  ['truncated escape', '%E0%A4'],
  ['3,000 characters', LONG_ID],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['negative', '-1'],
  ['huge number', '99999999999999999999999'],
  ['SQL', "'%20OR%201=1--"],
];

function malformedPathsAndQueries(template: string, operation: Operation): { label: string; url: string }[] {
  const parameters = operation.parameters ?? [];
  const out: { label: string; url: string }[] = [];
  const pathParams = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  for (const name of pathParams) {
    for (const [label, raw] of MALFORMED_VALUES) {
      out.push({ label: `path ${name}: ${label}`, url: urlFor(template, parameters, { [name]: raw }) });
    }
  }
  for (const p of parameters.filter((x) => x.in === 'query')) {
    for (const [label, raw] of MALFORMED_VALUES) {
      out.push({ label: `query ${p.name}: ${label}`, url: urlFor(template, parameters, {}, { [p.name]: raw }) });
    }
    out.push({
      label: `query ${p.name}: repeated`,
      url: urlFor(template, parameters, {}, { [p.name]: `1&${p.name}=2` }),
    });
  }
  // Every operation, whatever it declares: a malformed query string and an unknown parameter.
  out.push({
    label: 'query: bad UTF-8 name',
    url: `${urlFor(template, parameters)}${parameters.some((p) => p.in === 'query' && p.required) ? '&' : '?'}%FF=1`,
  });
  out.push({
    label: 'query: unknown NUL parameter',
    url: `${urlFor(template, parameters)}${parameters.some((p) => p.in === 'query' && p.required) ? '&' : '?'}x=%00`,
  });
  return out;
}

/** English words Fastify, zod or a library would answer with; the contract's messages are Portuguese. */
const ENGLISH =
  /\b(must|should|invalid input|Unsupported|reach|Unexpected|Malformed|Body|body|expected|required|Request|the|is not)\b/;

describe('fuzz: malformed input never answers 5xx nor leaves the error envelope', () => {
  test('every operation of the OpenAPI document', { timeout: 110_000 }, async () => {
    const doc = dereferenced(ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> });
    const counts = { operations: 0, bodyOperations: 0, requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    const failures: string[] = [];
    const started = Date.now();

    async function send(request: Sent) {
      const res = await ctx.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers ?? {},
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      counts.requests += 1;
      const bucket = `${Math.floor(res.statusCode / 100)}xx` as '2xx';
      counts[bucket] = (counts[bucket] ?? 0) + 1;
      const where = `${request.method} ${request.url.slice(0, 120)} [${request.label}]`;
      if (res.statusCode >= 500) {
        failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        return;
      }
      if (res.statusCode >= 400) {
        let parsed: unknown;
        try {
          parsed = res.json();
        } catch {
          failures.push(`${where}: ${res.statusCode} not JSON: ${res.body.slice(0, 200)}`);
          return;
        }
        const envelope = errorEnvelopeSchema.strict().safeParse(parsed);
        if (
          !envelope.success ||
          Object.keys((parsed as { error: object }).error).some((k) => !['code', 'message', 'fields'].includes(k))
        ) {
          failures.push(`${where}: ${res.statusCode} outside the envelope: ${res.body.slice(0, 200)}`);
          return;
        }
        const { message } = envelope.data.error;
        if (!message.trim() || ENGLISH.test(message) || message.length > 300) {
          failures.push(`${where}: ${res.statusCode} message not in Portuguese or too long: ${message.slice(0, 200)}`);
        }
      }
    }

    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        counts.operations += 1;
        const upper = method.toUpperCase();
        for (const authorization of [adminAuth, userAuth]) {
          if (['POST', 'PUT', 'PATCH'].includes(upper)) {
            if (authorization === adminAuth) counts.bodyOperations += 1;
            const url = urlFor(template, operation.parameters ?? []);
            for (const body of malformedBodies(operation)) {
              await send({
                method: upper,
                url,
                headers: { ...body.headers, authorization },
                payload: body.payload,
                label: body.label,
              });
            }
          }
          for (const { label, url } of malformedPathsAndQueries(template, operation)) {
            const payload = ['POST', 'PUT', 'PATCH'].includes(upper)
              ? JSON.stringify(sample(operation.requestBody?.content['application/json']?.schema ?? { type: 'object' }))
              : undefined;
            await send({
              method: upper,
              url,
              headers:
                payload === undefined ? { authorization } : { authorization, 'content-type': 'application/json' },
              ...(payload === undefined ? {} : { payload }),
              label,
            });
          }
        }
      }
    }
    // Paths outside the document: the router's own answers must be in the envelope too.
    for (const url of [
      '/%FF',
      `/users/${LONG_ID}`,
      '/companies/%E0%A4%A',
      '/nada',
      `/${'x'.repeat(10_000)}`,
      '/cnaes?search=%00',
    ]) {
      await send({ method: 'GET', url, headers: { authorization: adminAuth }, label: 'router' });
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `fuzz: ${counts.operations} operations (${counts.bodyOperations} with bodies), ${counts.requests} requests in ${seconds}s: ` +
        `${counts['2xx']} 2xx, ${counts['3xx']} 3xx, ${counts['4xx']} 4xx, ${counts['5xx']} 5xx; ${failures.length} failures\n`,
    );
    if (process.env.FUZZ_FAILURES_FILE) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(process.env.FUZZ_FAILURES_FILE, failures.join('\n'));
    }
    expect(counts.operations).toBeGreaterThan(100);
    expect(failures.slice(0, 60)).toEqual([]);
    expect(counts['5xx']).toBe(0);
  });
});
