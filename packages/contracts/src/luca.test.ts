import { describe, expect, test } from 'vitest';
import {
  LUCA_INTENT_MAX_LENGTH,
  lucaCnaeMatchInputSchema,
  lucaIntentInputSchema,
  lucaMessages,
  lucaQuestionSchema,
} from './index.js';

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

describe('lucaCnaeMatchInputSchema and the question', () => {
  test('the clarification is an option code of 7 digits', () => {
    expect(lucaCnaeMatchInputSchema.parse({ intent: 'tenho um salão', clarification: { cnae: '8230002' } })).toEqual({
      intent: 'tenho um salão',
      clarification: { cnae: '8230002' },
    });
    const bad = lucaCnaeMatchInputSchema.safeParse({ intent: 'tenho um salão', clarification: { cnae: '8230-0/02' } });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('Opção inválida');
  });

  test('a question has 2 to 4 options', () => {
    const option = { label: 'Salão de festas e eventos', cnae: '8230002' };
    expect(lucaQuestionSchema.safeParse({ text: 'O seu salão é de quê?', options: [option] }).success).toBe(false);
    expect(lucaQuestionSchema.safeParse({ text: 'O seu salão é de quê?', options: [option, option] }).success).toBe(
      true,
    );
    expect(lucaQuestionSchema.safeParse({ text: 'x', options: Array(5).fill(option) }).success).toBe(false);
  });
});
