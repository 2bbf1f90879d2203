import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@contabil/contracts';
import { createTestApp, type TestContext } from './test/test-app.js';
import { dereferenced } from './test/openapi-document.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ bodyLimitBytes: 4096 });
});
afterAll(() => ctx.close());

const post = (payload: string, contentType = 'application/json') =>
  ctx.app.inject({ method: 'POST', url: '/users', payload, headers: { 'content-type': contentType } });

describe('bad input never crashes the server', () => {
  test('malformed JSON: 400 with the envelope', async () => {
    const res = await post('{"email": "a@b.com", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: messages.malformedJson } });
  });

  test('wrong types: 400 validation error per field', async () => {
    const res = await post(JSON.stringify({ name: 42, email: ['x'], password: { a: 1 } }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_error');
    expect(Object.keys(body.error.fields).sort()).toEqual(['acceptedLegalVersion', 'email', 'name', 'password']);
    expect(body.error.fields.email).toBe(messages.invalidEmail);
  });

  test('a JSON array or a bare string where an object goes: 400', async () => {
    expect((await post('[1,2,3]')).statusCode).toBe(400);
    expect((await post('"texto"')).statusCode).toBe(400);
  });

  test('an oversize body: 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(10_000), email: 'a@b.com', password: '12345678' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'payload_too_large', message: messages.payloadTooLarge } });
  });

  test('an unsupported content type: 415', async () => {
    const res = await post('name=x', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  test('an unknown route: 404 with the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/nada-aqui' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  test('the server still answers after all of that', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('CORS', () => {
  test('allows the web origin with credentials', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/auth/sign-in',
      headers: { origin: ctx.config.webOrigin, 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBe(ctx.config.webOrigin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  test('does not allow another origin', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/auth/sign-in',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  test('GET /openapi.json documents the auth calls; GET /docs serves the reference UI', async () => {
    const doc = dereferenced((await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json());
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/sign-in', '/auth/refresh', '/auth/me', '/users', '/admin/users', '/health']),
    );
    expect(doc.paths['/users'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'password']),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
