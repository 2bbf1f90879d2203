import { describe, expect, test } from 'vitest';
import { formatLeadPhone } from './lead-phone-mask';

describe('formatLeadPhone', () => {
  test.each([
    ['', ''],
    ['1', '+55 (1'],
    ['11', '+55 (11'],
    ['119', '+55 (11) 9'],
    ['+55 (11) 9123', '+55 (11) 9123'],
    ['+55 (11) 91234', '+55 (11) 9123-4'],
    ['11912345678', '+55 (11) 91234-5678'],
    ['1132345678', '+55 (11) 3234-5678'],
    ['+5511912345678', '+55 (11) 91234-5678'],
    ['5511912345678', '+55 (11) 91234-5678'],
    ['+55 (11) 91234-56789', '+55 (11) 91234-5678'],
    ['+55 (', ''],
  ])('%s -> %s', (typed, shown) => {
    expect(formatLeadPhone(typed)).toBe(shown);
  });

  test('a full mobile number has at least the 17 characters the contract asks for', () => {
    expect(formatLeadPhone('11912345678').length).toBeGreaterThanOrEqual(17);
  });
});
