import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * The lists called most, whose 200 answers production writes with JSON.stringify alone,
 * without zod's check of the answer against the contract (decision 017: zod's pass over
 * 50 rows was a measured share of the list's CPU). Elsewhere (tests, development) zod
 * checks the answer as on every route, and the plain bytes must be the same as zod's (same
 * fields, same order), or the call fails: what production sends is what the tests saw.
 */
const PLAIN_IN_PRODUCTION = new Set(['GET /bank-statements/transactions']);

export function responseSerializerCompiler(production: boolean): typeof checkedSerializerCompiler {
  return (route) => {
    const checked = checkedSerializerCompiler(route);
    if (route.httpStatus !== '200' || !PLAIN_IN_PRODUCTION.has(`${route.method} ${route.url}`)) return checked;
    if (production) return (data) => JSON.stringify(data);
    return (data) => {
      const answer = checked(data);
      if (JSON.stringify(data) !== answer)
        throw new Error(`${route.method} ${route.url}: the answer is not the contract's bytes (fields or their order)`);
      return answer;
    };
  };
}
