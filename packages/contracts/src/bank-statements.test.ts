import { describe, expect, test } from 'vitest';
import {
  BANK_TRANSACTIONS_MAX_PAGE_SIZE,
  bankExportParamsSchema,
  bankStatementMessages,
  bankTransactionsQuerySchema,
  categoryRuleInputSchema,
  normaliseCounterpart,
} from './index.js';

const companyId = '0b5c4c1e-6a39-4f3c-9d57-0c1d6f1b2a3c';

describe('normaliseCounterpart', () => {
  test('drops case, accents, digits and symbols', () => {
    expect(normaliseCounterpart('Pix recebido - JOSÉ  da Conceição 12/03 #4471')).toBe(
      'PIX RECEBIDO JOSE DA CONCEICAO',
    );
    expect(normaliseCounterpart('123/456')).toBe('');
  });
});

describe('bankTransactionsQuerySchema', () => {
  test('defaults to 10 per page and allows up to 200', () => {
    expect(bankTransactionsQuerySchema.parse({ companyId })).toMatchObject({ limit: 10, offset: 0 });
    expect(bankTransactionsQuerySchema.parse({ companyId, limit: '200' }).limit).toBe(BANK_TRANSACTIONS_MAX_PAGE_SIZE);
    expect(bankTransactionsQuerySchema.safeParse({ companyId, limit: '201' }).success).toBe(false);
  });

  test('reads booleans and refuses an inverted date range', () => {
    expect(bankTransactionsQuerySchema.parse({ companyId, withoutTaxCategory: 'true' }).withoutTaxCategory).toBe(true);
    const result = bankTransactionsQuerySchema.safeParse({ companyId, from: '2026-03-10', to: '2026-03-01' });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(bankStatementMessages.invalidDateRange);
  });
});

describe('categoryRuleInputSchema', () => {
  test('needs at least two letters once normalised', () => {
    const taxCategoryId = companyId;
    const messageOf = (match: unknown) => {
      const result = categoryRuleInputSchema.safeParse({ match, taxCategoryId });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(messageOf(undefined)).toBe(bankStatementMessages.ruleMatchRequired);
    expect(messageOf('a')).toBe(bankStatementMessages.ruleMatchTooShort);
    expect(messageOf('12/03')).toBe(bankStatementMessages.ruleMatchNoLetters);
    expect(messageOf('aluguel')).toBeNull();
  });
});

describe('bankExportParamsSchema', () => {
  test('type defaults to txt', () => {
    expect(bankExportParamsSchema.parse({ id: companyId }).type).toBe('txt');
    expect(bankExportParamsSchema.safeParse({ id: companyId, type: 'pdf' }).success).toBe(false);
  });
});
