import { describe, expect, test } from 'vitest';
import { LUCA_INTENT_MAX_LENGTH, lucaIntentInputSchema, lucaMessages } from './index.js';

const messageOf = (input: unknown) => {
  const result = lucaIntentInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('lucaIntentInputSchema', () => {
  test('trims the intent', () => {
    expect(lucaIntentInputSchema.parse({ intent: '  clínica de fisioterapia \n' })).toEqual({
      intent: 'clínica de fisioterapia',
    });
  });

  test('3 to 500 characters, with Portuguese messages', () => {
    expect(messageOf({})).toBe(lucaMessages.intentRequired);
    expect(messageOf({ intent: '   ' })).toBe(lucaMessages.intentRequired);
    expect(messageOf({ intent: 'ab' })).toBe(lucaMessages.intentTooShort);
    expect(messageOf({ intent: 'abc' })).toBeNull();
    expect(messageOf({ intent: 'a'.repeat(LUCA_INTENT_MAX_LENGTH) })).toBeNull();
    expect(messageOf({ intent: 'a'.repeat(LUCA_INTENT_MAX_LENGTH + 1) })).toBe(lucaMessages.intentTooLong);
  });
});
