import { describe, expect, test } from 'vitest';
import { masks } from '@contabil/contracts';
import {
  applyMask,
  brDateToIso,
  caretAfterMask,
  centsFromMoney,
  formatDecimal,
  isoToBrDate,
  maskLength,
  maskMoney,
  moneyFieldValue,
  maskValue,
  moneyFromReais,
  parseDecimal,
  reaisFromMoney,
  unmask,
} from './masks';

describe('applyMask', () => {
  test('# takes digits, @ letters, * either; literals are written in between', () => {
    expect(applyMask('12345678909', '###.###.###-##')).toBe('123.456.789-09');
    expect(applyMask('ab12', '@@-##')).toBe('ab-12');
    expect(applyMask('a1b2', '**-**')).toBe('a1-b2');
  });

  test('characters that do not fit the next token are dropped', () => {
    expect(applyMask('12a3', '###')).toBe('123');
    expect(applyMask('1a2', '@@')).toBe('a');
    expect(applyMask('1-2-3', '###')).toBe('123');
  });

  test('literals wait for a character after them, so deleting never gets stuck on one', () => {
    expect(applyMask('123', masks.cpf)).toBe('123');
    expect(applyMask('1234', masks.cpf)).toBe('123.4');
    expect(applyMask('01310', masks.cep)).toBe('01310');
    expect(applyMask('013101', masks.cep)).toBe('01310-1');
  });

  test('an already masked value stays the same, and extra characters are cut off', () => {
    expect(applyMask('123.456.789-09', masks.cpf)).toBe('123.456.789-09');
    expect(applyMask('123.456.789-0987', masks.cpf)).toBe('123.456.789-09');
    expect(applyMask('01310-100', masks.cep)).toBe('01310-100');
  });

  test('a literal at the start of the pattern is written before the first character', () => {
    expect(applyMask('11', masks.mobilePhone)).toBe('(11');
    expect(applyMask('119', masks.mobilePhone)).toBe('(11) 9');
  });

  test('uppercase option for the alphanumeric CNPJ', () => {
    expect(applyMask('12abc34501de35', masks.cnpj, { uppercase: true })).toBe('12.ABC.345/01DE-35');
    expect(applyMask('12abc34501dexx', masks.cnpj, { uppercase: true })).toBe('12.ABC.345/01DE');
  });
});

describe('unmask', () => {
  test('without a pattern keeps letters and digits', () => {
    expect(unmask('123.456.789-09')).toBe('12345678909');
    expect(unmask('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
  });

  test('with a pattern leaves out literal digits such as +55', () => {
    expect(unmask('+55 (11) 98765-4321', masks.leadPhone)).toBe('11987654321');
    expect(unmask('(11) 9876', masks.mobilePhone)).toBe('119876');
  });

  test('maskLength counts the tokens', () => {
    expect(maskLength(masks.cpf)).toBe(11);
    expect(maskLength(masks.cnpj)).toBe(14);
    expect(maskLength(masks.cep)).toBe(8);
  });
});

describe('named masks', () => {
  test('cpf, cep and the alphanumeric cnpj', () => {
    expect(maskValue('39053344705', 'cpf')).toBe('390.533.447-05');
    expect(maskValue('05010000', 'cep')).toBe('05010-000');
    expect(maskValue('11222333000181', 'cnpj')).toBe('11.222.333/0001-81');
    expect(maskValue('12.abc.345/01de-35', 'cnpj')).toBe('12.ABC.345/01DE-35');
  });

  test('the phone switches from landline to mobile at the 11th digit', () => {
    expect(maskValue('1133334444', 'phone')).toBe('(11) 3333-4444');
    expect(maskValue('11987654321', 'phone')).toBe('(11) 98765-4321');
    expect(maskValue('(11) 3333-44445', 'phone')).toBe('(11) 33334-4445');
    expect(maskValue('119876543210', 'phone')).toBe('(11) 98765-4321');
  });

  test('dates in dd/mm/aaaa', () => {
    expect(maskValue('31121990', 'date')).toBe('31/12/1990');
    expect(maskValue('3112', 'date')).toBe('31/12');
  });
});

describe('caretAfterMask', () => {
  test('keeps the caret right after the same typed character', () => {
    // "123.4|" after typing the 4th digit.
    expect(caretAfterMask('123.4', masks.cpf, 4)).toBe(5);
    // After the 3rd digit the caret stays before the dot that follows.
    expect(caretAfterMask('123.456', masks.cpf, 3)).toBe(3);
    expect(caretAfterMask('(11) 9', masks.mobilePhone, 2)).toBe(3);
    expect(caretAfterMask('123', masks.cpf, 0)).toBe(0);
  });
});

describe('dates', () => {
  test('dd/mm/aaaa <-> AAAA-MM-DD, leaving incomplete input alone', () => {
    expect(brDateToIso('31/12/1990')).toBe('1990-12-31');
    expect(brDateToIso('31/12/19')).toBe('31/12/19');
    expect(isoToBrDate('1990-12-31')).toBe('31/12/1990');
    expect(isoToBrDate('')).toBe('');
  });
});

describe('money and percentages', () => {
  test('the money field fills from the right in centavos', () => {
    expect(maskMoney('1')).toBe('R$ 0,01');
    expect(maskMoney('123456')).toBe('R$ 1.234,56');
    expect(maskMoney('R$ 1.234,567')).toBe('R$ 12.345,67');
    expect(maskMoney('')).toBe('');
    expect(maskMoney('000')).toBe('');
    expect(centsFromMoney('R$ 1.234,56')).toBe(123456);
    expect(centsFromMoney('')).toBeUndefined();
    expect(moneyFieldValue(9900)).toBe('R$ 99,00');
  });

  test('reais from the money field, and back', () => {
    expect(reaisFromMoney('R$ 0,50')).toBe(0.5);
    expect(reaisFromMoney('R$ 1.234,56')).toBe(1234.56);
    expect(reaisFromMoney('')).toBeUndefined();
    expect(moneyFromReais(1234.56)).toBe('R$ 1.234,56');
    expect(moneyFromReais(0.1 + 0.2)).toBe('R$ 0,30');
  });

  test('percentages accept a comma or a dot', () => {
    expect(parseDecimal('33,33')).toBe(33.33);
    expect(parseDecimal('50')).toBe(50);
    expect(parseDecimal('12.5%')).toBe(12.5);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('abc')).toBeUndefined();
    expect(formatDecimal(33.33)).toBe('33,33');
    expect(formatDecimal(100)).toBe('100');
  });
});
