import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestContext } from './test/test-app.js';
import { dereferenced } from './test/openapi-document.js';

/*
 * Decision 019: money travels in reais (a decimal number); the only exception is the closed
 * list of fields named `…Cents` (integer centavos) that docs/api-contract.md names. This test
 * holds the OpenAPI document and that line of the contract to the same rule.
 */

let ctx: TestContext;
let properties: { name: string; type: string }[];

beforeAll(async () => {
  ctx = await createTestApp();
  const spec: unknown = dereferenced((await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json());
  properties = [];
  collectProperties(spec, properties);
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

/** The `…Cents` fields the contract's "Money" line lists as on the wire (before the step payloads). */
function documentedCentsFields(): string[] {
  const contract = readFileSync(new URL('../../../docs/api-contract.md', import.meta.url), 'utf8');
  const line = /- Money:([\s\S]*?)\n- /.exec(contract)?.[1] ?? '';
  const onTheWire = line.split('in the\n  track')[0] ?? '';
  return [...onTheWire.matchAll(/`(\w+Cents)`/g)].map((match) => match[1]!).sort();
}

/** Names of counts and rates that contain a money word (`ignoredBalanceRows`): not money. */
const NOT_MONEY = /(Count|Rows|Rate|Percent)$/;

/** Words that make a number a sum of money (counts, sizes and rates are not). */
const MONEY_WORDS =
  /amount|price|balance|value|reward|capital|revenue|das$|tax$|salar|labore|charges|payroll|income|expense|deduction|credits|debits/i;

describe('money on the wire (decision 019)', () => {
  test('the …Cents fields are integers, and exactly the ones the contract lists', () => {
    const cents = properties.filter((p) => p.name.endsWith('Cents'));
    expect(cents.length).toBeGreaterThan(0);
    for (const field of cents) expect(field.type, field.name).toBe('"integer"');
    expect([...new Set(cents.map((p) => p.name))].sort()).toEqual(documentedCentsFields());
    expect(documentedCentsFields()).toEqual([
      'amountCents',
      'balanceCents',
      'priceCents',
      'rewardCents',
      'totalRewardCents',
    ]);
  });

  test('every other sum of money is a decimal number of reais', () => {
    const reais = properties.filter(
      (p) => !p.name.endsWith('Cents') && MONEY_WORDS.test(p.name) && !NOT_MONEY.test(p.name),
    );
    // Reais fields of documents, invoices, bank statements and reports are there to be checked.
    for (const name of ['amount', 'totalValue', 'balance', 'credits', 'debits', 'revenue', 'das', 'proLabore']) {
      expect(reais.map((p) => p.name)).toContain(name);
    }
    const numeric = reais.filter((p) => /number|integer/.test(p.type));
    for (const field of numeric) expect(field.type, `${field.name} is money in reais`).toBe('"number"');
  });
});
