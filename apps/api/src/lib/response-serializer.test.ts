import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';
import { WrittenJson, withWrittenData } from './written-json.js';

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

describe('an answer already written (WrittenJson)', () => {
  test('production sends its text; elsewhere it must be the contract bytes', () => {
    const written = new WrittenJson('{"a":1,"b":"x"}');
    expect(responseSerializerCompiler(true)(list)(written)).toBe('{"a":1,"b":"x"}');
    expect(responseSerializerCompiler(false)(list)(written)).toBe('{"a":1,"b":"x"}');
    const serialize = responseSerializerCompiler(false)(list);
    expect(() => serialize(new WrittenJson('{"b":"x","a":1}'))).toThrow(/not the contract's bytes/);
    expect(() => serialize(new WrittenJson('{"a":1.0,"b":"x"}'))).toThrow(/not the contract's bytes/);
    expect(() => serialize(new WrittenJson('{"a": 1,"b":"x"}'))).toThrow(/not the contract's bytes/);
    expect(() => serialize(new WrittenJson('{"a":1,"b":"\\u0078"}'))).toThrow(/not the contract's bytes/);
    expect(() => serialize(new WrittenJson('{"a":"one","b":"x"}'))).toThrow();
    // A route without the plain path never sends it unchecked.
    expect(() => responseSerializerCompiler(true)({ ...list, url: '/companies' })(written)).toThrow();
  });

  test('withWrittenData puts the items first, the rest as JSON.stringify writes it', () => {
    expect(withWrittenData({ data: [], total: 2, next: null } as { data: [] }, '[{"id":1},{"id":2}]').text).toBe(
      '{"data":[{"id":1},{"id":2}],"total":2,"next":null}',
    );
    expect(() => withWrittenData({ total: 2, data: [] } as unknown as { data: [] }, '[]')).toThrow();
  });
});
