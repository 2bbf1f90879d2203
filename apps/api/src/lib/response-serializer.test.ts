import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

const schema = z.object({ a: z.number(), b: z.string() });
const list = { schema, method: 'GET', url: '/bank-statements/transactions', httpStatus: '200' };

describe('responseSerializerCompiler', () => {
  test('outside production a plain list answer must be the contract bytes', () => {
    const serialize = responseSerializerCompiler(false)(list);
    expect(serialize({ a: 1, b: 'x' })).toBe('{"a":1,"b":"x"}');
    expect(() => serialize({ b: 'x', a: 1 })).toThrow(/not the contract's bytes/);
    expect(() => serialize({ a: 1, b: 'x', secret: 's' })).toThrow(/not the contract's bytes/);
    expect(() => serialize({ a: 'one', b: 'x' })).toThrow();
  });

  test('production writes the list answer as it is; other routes and statuses keep the check', () => {
    expect(responseSerializerCompiler(true)(list)({ a: 1, b: 'x' })).toBe('{"a":1,"b":"x"}');
    const other = responseSerializerCompiler(true)({ ...list, url: '/companies' });
    expect(other({ a: 1, b: 'x', secret: 's' })).toBe('{"a":1,"b":"x"}');
    const error = responseSerializerCompiler(true)({ ...list, httpStatus: '400' });
    expect(error({ a: 1, b: 'x', secret: 's' })).toBe('{"a":1,"b":"x"}');
  });
});
