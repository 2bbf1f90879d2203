import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { stepPayloadSchemas } from '@contabil/contracts';
import { createTestApp, type TestContext } from './test/test-app.js';
import { dereferenced } from './test/openapi-document.js';

/*
 * Decision 019: money travels in reais, a decimal number with at most two decimals, and
 * only in reais: no field of the OpenAPI document, nor of the track's step payloads (the
 * body of POST /companies/{id}/steps/{stepId}, which the document leaves free-form), is
 * named `…Cents` (centavos stay in the database). This test holds them to
 * docs/api-contract.md's "Money" line.
 */

let ctx: TestContext;
let properties: { name: string; type: string }[];
let stepPayloadProperties: { name: string; type: string }[];

beforeAll(async () => {
  ctx = await createTestApp();
  const spec: unknown = dereferenced((await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json());
  properties = [];
  collectProperties(spec, properties);
  stepPayloadProperties = [];
  for (const schema of Object.values(stepPayloadSchemas)) {
    collectProperties(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), stepPayloadProperties);
  }
});
afterAll(() => ctx.close());

interface SchemaNode {
  type?: unknown;
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
}

/** The JSON type of a property, a nullable one included (OpenAPI 3.1: `anyOf [T, null]` or `[T, 'null']`). */
function typeOf(property: SchemaNode): unknown {
  if (Array.isArray(property.type)) {
    const types = property.type.filter((type) => type !== 'null');
    return types.length === 1 ? types[0] : types;
  }
  if (property.type === undefined && property.anyOf) {
    const types = property.anyOf.map(typeOf).filter((type) => type !== 'null' && type !== null);
    return types.length === 1 ? types[0] : types.length ? types : null;
  }
  return property.type ?? null;
}

/** Every property of every object schema in the document, with its JSON type. */
function collectProperties(node: unknown, into: { name: string; type: string }[]): void {
  if (Array.isArray(node)) return node.forEach((child) => collectProperties(child, into));
  if (!node || typeof node !== 'object') return;
  const schema = node as SchemaNode;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    into.push({ name, type: JSON.stringify(typeOf(property)) });
  }
  for (const child of Object.values(node)) collectProperties(child, into);
}

/** The fields that carry centavos by their name (`amountCents`, `fooCents`, `valor_cents`). */
function centsFields(of: { name: string }[]): string[] {
  return [...new Set(of.filter((p) => /cents$/i.test(p.name)).map((p) => p.name))].sort();
}

/** Names of counts and rates that contain a money word (`ignoredBalanceRows`): not money. */
const NOT_MONEY = /(Count|Rows|Rate|Percent)$/;

/** Words that make a number a sum of money (counts, sizes and rates are not). */
const MONEY_WORDS =
  /amount|price|balance|value|reward|capital|revenue|das$|tax$|salar|labore|charges|payroll|income|expense|deduction|credits|debits/i;

describe('money on the wire (decision 019)', () => {
  test('no field is named …Cents: no money travels in centavos', () => {
    expect(properties.length).toBeGreaterThan(100);
    expect(centsFields(properties)).toEqual([]);
    expect(stepPayloadProperties.map((p) => p.name)).toEqual(expect.arrayContaining(['shareCapital', 'amount']));
    expect(centsFields(stepPayloadProperties)).toEqual([]);
    // The check itself finds such a field wherever the document would carry one.
    const withCents: { name: string; type: string }[] = [];
    collectProperties(
      {
        paths: {
          '/x': {
            get: { responses: { 200: { properties: { data: { properties: { fooCents: { type: 'integer' } } } } } } },
          },
        },
      },
      withCents,
    );
    expect(centsFields(withCents)).toEqual(['fooCents']);
  });

  test('every sum of money is a decimal number of reais', () => {
    const reais = [...properties, ...stepPayloadProperties].filter(
      (p) => MONEY_WORDS.test(p.name) && !NOT_MONEY.test(p.name),
    );
    // Reais fields of billing, plans, referrals, step payloads, documents, invoices, bank
    // statements and reports are there to be checked.
    for (const name of [
      'amount',
      'price',
      'reward',
      'totalReward',
      'shareCapital',
      'totalValue',
      'balance',
      'credits',
      'debits',
      'revenue',
      'das',
      'proLabore',
    ]) {
      expect(reais.map((p) => p.name)).toContain(name);
    }
    const numeric = reais.filter((p) => /number|integer/.test(p.type));
    for (const field of numeric) expect(field.type, `${field.name} is money in reais`).toBe('"number"');
  });
});
