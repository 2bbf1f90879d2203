import { describe, expect, test } from 'vitest';
import {
  cnpjSchema,
  cpfSchema,
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
  messages,
  normalizeCnpj,
  normalizeCpf,
} from './index.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('CNPJ (numeric and alphanumeric, IN RFB 2.229/2024)', () => {
  test('the Receita example 12.ABC.345/01DE-35 is valid, masked or not', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(normalizeCnpj('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
  });

  test('a wrong check digit is invalid', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-45')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
  });

  test('lower-case input is accepted and normalized', () => {
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(cnpjSchema.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  test('real numeric CNPJs keep passing', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('00.000.000/0001-91')).toBe(true); // Banco do Brasil
    expect(isValidCnpj('34028316000103')).toBe(true);
    expect(cnpjSchema.parse('00.000.000/0001-91')).toBe('00000000000191');
  });

  test('all-same-digit numeric CNPJs are invalid', () => {
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    for (let d = 0; d <= 9; d++) expect(isValidCnpj(String(d).repeat(14))).toBe(false);
  });

  test('wrong length is invalid', () => {
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001810')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3')).toBe(false);
  });

  test('letters in the check-digit positions are invalid', () => {
    expect(isValidCnpj('12ABC34501DEAB')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12ABC34501DEA5')).toBe(false);
  });

  test('characters outside [0-9A-Z] and the mask are invalid', () => {
    expect(isValidCnpj('12ABC34501DÉ35')).toBe(false);
    expect(isValidCnpj('12_ABC34501DE35')).toBe(false);
    expect(isValidCnpj('12ABC345*01DE35')).toBe(false);
  });

  test('formatting round-trips', () => {
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    for (const cnpj of ['12.ABC.345/01DE-35', '11.222.333/0001-81', '00.000.000/0001-91']) {
      expect(formatCnpj(normalizeCnpj(cnpj))).toBe(cnpj);
      expect(normalizeCnpj(formatCnpj(cnpj))).toBe(normalizeCnpj(cnpj));
    }
  });
});

describe('CPF', () => {
  test('529.982.247-25 is valid, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
  });

  test('all-same-digit CPFs are invalid', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });

  test('a wrong check digit is invalid', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-35')).toBe(false);
  });

  test('wrong length or non-digits are invalid', () => {
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529.982.247-2A')).toBe(false);
  });

  test('formatting round-trips', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(normalizeCpf(formatCpf('52998224725'))).toBe('52998224725');
  });
});

describe('schemas', () => {
  test('the messages, word for word', () => {
    expect(messages.invalidCnpj).toBe('CNPJ inválido');
    expect(messages.invalidCpf).toBe('CPF inválido');
    expect(firstMessage(cnpjSchema.safeParse('12.ABC.345/01DE-36'))).toBe('CNPJ inválido');
    expect(firstMessage(cnpjSchema.safeParse('11.111.111/1111-11'))).toBe('CNPJ inválido');
    expect(firstMessage(cnpjSchema.safeParse(undefined))).toBe('CNPJ inválido');
    expect(firstMessage(cnpjSchema.safeParse(11222333000181))).toBe('CNPJ inválido');
    expect(firstMessage(cpfSchema.safeParse('111.111.111-11'))).toBe('CPF inválido');
    expect(firstMessage(cpfSchema.safeParse(undefined))).toBe('CPF inválido');
  });

  test('the output is the normalized form', () => {
    expect(cnpjSchema.parse('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(cnpjSchema.parse('11.222.333/0001-81')).toHaveLength(14);
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
  });
});
