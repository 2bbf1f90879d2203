import { describe, expect, test } from 'vitest';
import { isLeadFieldFixed } from './lead-field-fixed';

const control = (value: string) => ({ value }) as HTMLInputElement;

describe('isLeadFieldFixed', () => {
  test('a name is fixed once it has a letter', () => {
    expect(isLeadFieldFixed('name', control('  '))).toBe(false);
    expect(isLeadFieldFixed('name', control('Ana'))).toBe(true);
  });
  test('an e-mail is fixed once it has someone, an @ and a domain with a dot', () => {
    expect(isLeadFieldFixed('email', control('carlos@'))).toBe(false);
    expect(isLeadFieldFixed('email', control('carlos@exemplo'))).toBe(false);
    expect(isLeadFieldFixed('email', control('carlos@exemplo.com.br'))).toBe(true);
  });
  test('the optional phone is fixed empty or complete', () => {
    expect(isLeadFieldFixed('phone', control('+55 (11) 9123-4'))).toBe(false);
    expect(isLeadFieldFixed('phone', control(''))).toBe(true);
    expect(isLeadFieldFixed('phone', control('+55 (11) 91234-5678'))).toBe(true);
  });
});
