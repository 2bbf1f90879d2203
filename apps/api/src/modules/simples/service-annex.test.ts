import { describe, expect, test } from 'vitest';
import { serviceAnnexRule, serviceSubitem } from './service-annex.js';

describe('serviceAnnexRule (LC 116 subitem -> annex, our reading of LC 123 art. 18)', () => {
  test.each([
    ['171101', 'III'], // organização de festas: § 5º-F (the bakery's note)
    ['17.19.01', 'III'], // contabilidade
    ['171401', 'IV'], // advocacia: § 5º-C
    ['070201', 'IV'], // construção civil: § 5º-C
    ['010101', 'FATOR_R'], // programas de computador: § 5º-D/§ 5º-M
    ['040101', 'FATOR_R'], // medicina: § 5º-I
    ['170601', 'FATOR_R'], // publicidade: § 5º-I
  ])('%s -> %s', (code, rule) => {
    expect(serviceAnnexRule(code).rule).toBe(rule);
  });

  test('codes are read by subitem, with or without dots; anything else has none', () => {
    expect(serviceSubitem('17.11.01')).toBe('17.11');
    expect(serviceSubitem('1711')).toBeNull();
  });
});
