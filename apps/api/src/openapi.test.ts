import * as contracts from '@contabil/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { componentName, type Operation } from './plugins/openapi.js';
import { createTestApp, type TestContext } from './test/test-app.js';

/*
 * Issue 26, item 8: an API description integrators can use. Every operation has an
 * operationId, its success schema, its errors in the envelope, described parameters and an
 * example for its body; schemas are named components generated from the contracts. Redocly's
 * lint (npm run lint:openapi) checks the rest of the document, the examples against their schemas.
 */

type Schema = { $ref?: string; type?: string; format?: string; properties?: Record<string, Schema> };
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation & { requestBody?: { content: Record<string, MediaType> } }>>;
  components: { schemas: Record<string, Schema> };
};
type MediaType = { schema?: Schema; example?: unknown };

let ctx: TestContext;
let doc: Doc;
let body: string;
let operations: { method: string; path: string; operation: Doc['paths'][string][string] }[];

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
  body = res.body;
  doc = res.json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
});
afterAll(() => ctx.close());

const where = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

describe('the OpenAPI document (issue 26, item 8)', () => {
  test('is OpenAPI 3.1 and lists every route (165 operations)', () => {
    expect(doc.openapi).toBe('3.1.0');
    // The test-support routes (NODE_ENV=test only) are hidden; the count moves with the API.
    expect(operations.length).toBeGreaterThanOrEqual(165);
  });

  test('every operation has a unique operationId made from its method and path', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const [index, entry] of operations.entries()) {
      expect(ids[index], where(entry)).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/companies/{id}']!.get!.operationId).toBe('getCompaniesById');
    expect(doc.paths['/functions/luca/companies/alias-suggest']!.post!.operationId).toBe(
      'postFunctionsLucaCompaniesAliasSuggest',
    );
  });

  test('every operation documents its success: a schema for each 2xx with a body, Location for a 3xx', () => {
    // 202 and 204 answer without a body (their route says z.null()).
    for (const entry of operations) {
      const responses = entry.operation.responses ?? {};
      const successes = Object.keys(responses).filter((status) => /^[23]/.test(status));
      expect(successes.length, where(entry)).toBeGreaterThan(0);
      for (const status of successes) {
        const response = responses[status]!;
        expect(response.description, `${where(entry)} ${status}`).not.toBe('Default Response');
        if (status.startsWith('3')) expect(response.headers, `${where(entry)} ${status}`).toHaveProperty('Location');
        else if (status !== '204' && status !== '202') {
          const media = Object.values(response.content ?? {});
          expect(media.length, `${where(entry)} ${status} has a body`).toBeGreaterThan(0);
          for (const content of media) expect(content.schema, `${where(entry)} ${status}`).toBeDefined();
        }
      }
    }
    // The photo is a JPEG, not JSON.
    expect(doc.paths['/users/{id}/photo/{version}']!.get!.responses!['200']!.content).toEqual({
      'image/jpeg': { schema: { type: 'string', format: 'binary', description: 'O arquivo (image/jpeg).' } },
    });
  });

  test('every error answer is the envelope, described by its status; 400 with input, 401 with a session', () => {
    for (const entry of operations) {
      const { operation } = entry;
      const responses = operation.responses ?? {};
      for (const [status, response] of Object.entries(responses).filter(([s]) => Number(s) >= 400)) {
        expect(response.content, `${where(entry)} ${status}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
        });
        expect(response.description, `${where(entry)} ${status}`).not.toBe('Default Response');
      }
      if (operation.parameters?.length || operation.requestBody) expect(responses, where(entry)).toHaveProperty('400');
      if (operation.security?.length) expect(responses, where(entry)).toHaveProperty('401');
    }
    const signIn = doc.paths['/auth/sign-in']!.post!.responses!;
    expect(signIn['401']!.description).toBe('Sem sessão ou com o token vencido ou inválido (`unauthorized`).');
    expect(signIn['429']!.description).toBe(
      'Tentativas demais (`rate_limited`): tente de novo depois do cabeçalho Retry-After.',
    );
    expect(signIn['429']!.headers).toHaveProperty('Retry-After');
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { properties: { code: { $ref: '#/components/schemas/ErrorCode' } } } },
    });
  });

  test('every parameter is described', () => {
    for (const entry of operations) {
      for (const parameter of entry.operation.parameters ?? []) {
        expect(parameter.description, `${where(entry)} ${parameter.in} ${parameter.name}`).toMatch(/\S/);
      }
    }
    const companies = doc.paths['/companies']!.get!.parameters!;
    expect(companies.find((p) => p.name === 'cursor')!.description).toBe(
      'O cursor da próxima página, como veio em `nextCursor` na página anterior.',
    );
  });

  test('every JSON body has an example, and a contract body’s example passes the contract (refinements too)', () => {
    const byComponent = new Map<string, z.ZodType>();
    for (const [name, value] of Object.entries(contracts)) {
      if (name.endsWith('Schema') && value instanceof z.ZodType) byComponent.set(componentName(name), value);
    }
    let checked = 0;
    const refused: string[] = [];
    for (const entry of operations) {
      const json = entry.operation.requestBody?.content['application/json'];
      if (!json) continue;
      expect(json.example, where(entry)).toBeDefined();
      const ref = json.schema?.$ref?.replace('#/components/schemas/', '').replace(/Input$/, '');
      const contract = ref ? byComponent.get(ref) : undefined;
      if (!contract) continue;
      const parsed = contract.safeParse(json.example);
      if (!parsed.success) refused.push(`${where(entry)}: ${JSON.stringify(json.example)} ${parsed.error.message}`);
      checked += 1;
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(30);
    expect(doc.paths['/users']!.post!.requestBody!.content['application/json']!.example).toMatchObject({
      name: 'Maria Souza',
      email: 'maria@exemplo.com.br',
    });
  });

  test('the four uploads describe their multipart body: one binary field `file`', () => {
    const uploads = operations.filter(({ operation }) => operation.requestBody?.content['multipart/form-data']);
    expect(uploads.map(where).sort()).toEqual([
      'POST /bank-statements/ofx/upload',
      'POST /companies/{id}/files',
      'POST /nfs/requests/{id}/files/{kind}',
      'PUT /users/{id}/photo',
    ]);
    for (const upload of uploads) {
      expect(upload.operation.requestBody!.content['multipart/form-data']!.schema, where(upload)).toEqual({
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: 'O arquivo (um só, no campo `file`).' } },
      });
    }
  });

  test('schemas are named components from the contracts, referred to instead of repeated', () => {
    const company = doc.paths['/companies/{id}']!.get!.responses!['200']!.content!['application/json']!.schema!;
    expect(company.properties!.data).toEqual({ $ref: '#/components/schemas/Company' });
    expect(doc.paths['/companies']!.post!.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/CompanyCreateInput',
    });
    // Only the components something refers to.
    const refs = new Set([...body.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]));
    expect(Object.keys(doc.components.schemas).sort()).toEqual([...refs].sort());
    // 847,722 bytes before (every schema inlined, issue 26); about 436,000 with components.
    expect(Buffer.byteLength(body)).toBeLessThan(500_000);
  });
});
