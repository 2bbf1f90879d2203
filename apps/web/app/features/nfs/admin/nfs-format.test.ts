import { describe, expect, test } from 'vitest';
import { formatInvoiceValue, formatRequestedAt, takerDocument } from './nfs-format';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('nfs formats', () => {
  test('value in reais', () => {
    expect(plain(formatInvoiceValue(1500.5))).toBe('R$ 1.500,50');
    expect(plain(formatInvoiceValue(1))).toBe('R$ 1,00');
  });

  test('requested at: dd/mm/aaaa HH:mm in Brasília', () => {
    expect(formatRequestedAt('2026-03-01T02:30:00.000Z')).toBe('28/02/2026 23:30');
    expect(formatRequestedAt('2026-11-22T12:05:00.000Z')).toBe('22/11/2026 09:05');
  });

  test("the taker's document by emission type", () => {
    expect(takerDocument({ emissionType: 'cnpj', cnpj: '12345678000195', cpf: null })).toBe('CNPJ 12.345.678/0001-95');
    expect(takerDocument({ emissionType: 'cpf', cnpj: null, cpf: '12345678909' })).toBe('CPF 123.456.789-09');
    expect(takerDocument({ emissionType: 'cpf', cnpj: null, cpf: null })).toBe('CPF não informado');
  });
});
