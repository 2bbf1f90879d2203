import { describe, expect, test } from 'vitest';
import { preRegistrationPayloadSchema } from '@contabil/contracts';
import { preRegistrationFromPayload, preRegistrationToInput } from './pre-registration-form';

const saved = {
  nameOptions: ['Silva Tecnologia'],
  legalNature: 'private_limited',
  size: 'ME',
  branchType: 'matriz',
  mainCnae: '6201501',
  secondaryCnaes: [],
  shareCapital: 10_000.5,
  activityDescription: 'Desenvolvimento de software sob encomenda',
};

describe('the share capital, in reais (decision 019)', () => {
  test('a saved payload fills the money field, and the form sends back the same reais', () => {
    const values = preRegistrationFromPayload(saved, ['private_limited']);
    expect(values.shareCapital).toBe('R$ 10.000,50');
    const input = preRegistrationToInput(values);
    expect(input.shareCapital).toBe(10_000.5);
    expect(preRegistrationPayloadSchema.parse(input).shareCapital).toBe(10_000.5);
  });

  test('an empty field sends nothing, and the contract asks for the value', () => {
    const values = preRegistrationFromPayload({ ...saved, shareCapital: undefined }, ['private_limited']);
    expect(values.shareCapital).toBe('');
    expect(preRegistrationToInput(values).shareCapital).toBeUndefined();
  });

  test('R$ 0,99 is under the minimum, with the contract’s message', () => {
    const input = preRegistrationToInput({
      ...preRegistrationFromPayload(saved, ['private_limited']),
      shareCapital: 'R$ 0,99',
    });
    const result = preRegistrationPayloadSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'O capital social precisa ser de pelo menos R$ 1,00',
    ]);
  });
});
