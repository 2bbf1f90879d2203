import { describe, expect, test } from 'vitest';
import type { NfsRequest } from '@contabil/contracts';
import { DUPLICATE_WARNING, SELF_TAKER_WARNING, requestWarnings } from './request-warnings';

const input: Parameters<typeof requestWarnings>[0] = {
  cnpj: '11222333000181',
  totalValue: 1500,
  serviceCode: '010101',
  serviceDescription: 'Desenvolvimento do site',
  competenceDate: '2026-11-26',
};

const sent = (changes: Partial<NfsRequest> = {}) =>
  ({
    id: 'r1',
    status: 'requested',
    cnpj: '11222333000181',
    cpf: null,
    totalValue: 1500,
    serviceCode: '010101',
    serviceDescription: 'Desenvolvimento do site ',
    competenceDate: '2026-11-26',
    ...changes,
  }) as NfsRequest;

// Issue 27: a note to the company itself, or the same note twice in a day, is asked about first.
describe('requestWarnings', () => {
  test("the taker CNPJ is the company's own", () => {
    expect(requestWarnings(input, { companyCnpj: '11.222.333/0001-81', todaysRequests: [] })).toEqual([
      SELF_TAKER_WARNING,
    ]);
  });

  test('an identical request already sent today', () => {
    expect(requestWarnings(input, { companyCnpj: null, todaysRequests: [sent()] })).toEqual([DUPLICATE_WARNING]);
  });

  test('a different value, a cancelled one or another taker is not a repeat; a different company CNPJ is fine', () => {
    const context = (todaysRequests: NfsRequest[]) => ({ companyCnpj: '99888777000166', todaysRequests });
    expect(requestWarnings(input, context([sent({ totalValue: 1600 })]))).toEqual([]);
    expect(requestWarnings(input, context([sent({ status: 'cancelled' })]))).toEqual([]);
    expect(requestWarnings(input, context([sent({ cnpj: '19131243000197' })]))).toEqual([]);
  });
});
