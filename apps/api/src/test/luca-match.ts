import { afterAll, beforeAll, expect } from 'vitest';
import { lucaCnaeMatchResponseSchema, type LucaCnaeMatch } from '@contabil/contracts';
import { loadReferenceData } from '../db/seed/reference-data.js';
import { createTestApp, type TestContext } from './test-app.js';

export const LUCA_MATCH_URL = '/functions/luca/cnaes/match';

/**
 * Luca's answer through the public route, as the web asks for it: each call from its own
 * address in `network` (the route is rate limited by IP), a 200 checked against the contract.
 * `context` is read at call time (test files create it in beforeAll).
 */
export function lucaMatcher(context: () => TestContext, network: string) {
  let counter = 0;
  return async (intent: string, clarification?: { cnae: string }): Promise<LucaCnaeMatch> => {
    const res = await context().app.inject({
      method: 'POST',
      url: LUCA_MATCH_URL,
      payload: { intent, ...(clarification ? { clarification } : {}) },
      remoteAddress: `${network}.${++counter}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return lucaCnaeMatchResponseSchema.parse(res.json()).data;
  };
}

/** The subclasses Luca's question offers, in its order ([] without a question). */
export const optionCodes = (answer: LucaCnaeMatch) => answer.question?.options.map((option) => option.cnae) ?? [];

/**
 * A Luca test file's app: one per file with the real reference data (registers its beforeAll
 * and afterAll), and `match` through the route from addresses in `network`.
 */
export function lucaRouteSuite(network: string) {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp();
    await loadReferenceData(context.database.db);
  }, 120_000);
  afterAll(() => context?.close());
  const ctx = () => context!;
  return { ctx, match: lucaMatcher(ctx, network) };
}
