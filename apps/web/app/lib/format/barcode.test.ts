import { describe, expect, test } from 'vitest';
import { formatBarcode } from './barcode';

describe('formatBarcode', () => {
  test('a tax guide: four blocks of 11 digits and a check digit', () => {
    expect(formatBarcode('858900000024148003282601121012310007000000000001')).toBe(
      '85890000002-4 14800328260-1 12101231000-7 00000000000-1',
    );
  });
  test('a boleto: the five fields of the slip', () => {
    expect(formatBarcode('00190000090123456789012345678901212340000010000')).toBe(
      '00190.00009 01234.567890 12345.678901 2 12340000010000',
    );
  });
  test('anything else as given', () => {
    expect(formatBarcode('123')).toBe('123');
  });
});
