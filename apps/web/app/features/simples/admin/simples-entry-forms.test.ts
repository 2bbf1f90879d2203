import { describe, expect, test } from 'vitest';
import { simplesMessages } from '@contabil/contracts';
import { competenceFieldSchema } from '~/lib/masks';
import { payrollFormSchema, revenueFormSchema } from './simples-entry-forms';

describe('the accountant forms of the Simples computation', () => {
  test('revenue: "R$ 1.850,44" is 1850.44 reais; services need a 6-digit code', () => {
    expect(
      revenueFormSchema.parse({ activity: 'service', serviceCode: '17.11.01', amount: 'R$ 1.850,44', description: '' }),
    ).toMatchObject({ amount: 1850.44, serviceCode: '17.11.01' });
    const missing = revenueFormSchema.safeParse({
      activity: 'service',
      serviceCode: '',
      amount: 'R$ 1,00',
      description: '',
    });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['serviceCode'],
      message: simplesMessages.serviceCodeRequired,
    });
    const empty = revenueFormSchema.safeParse({ activity: 'commerce', serviceCode: '', amount: '', description: '' });
    expect(empty.error?.issues[0]?.message).toBe(simplesMessages.amountInvalid);
  });

  test('payroll: blank fields are zero', () => {
    expect(payrollFormSchema.parse({ proLabore: 'R$ 3.000,00', salaries: '', charges: 'R$ 660,00' })).toEqual({
      proLabore: 3000,
      salaries: 0,
      charges: 660,
    });
  });

  test('months: mm/aaaa -> AAAA-MM', () => {
    expect(competenceFieldSchema.parse('03/2026')).toBe('2026-03');
    expect(competenceFieldSchema.safeParse('13/2026').success).toBe(false);
  });
});
