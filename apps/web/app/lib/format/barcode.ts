/**
 * A "linha digitável" as printed on the slip: a boleto's 47 digits as
 * "00190.00009 01234.567890 12345.678901 2 12340000010000", a tax guide's 48 as four
 * blocks of 11 digits and a check digit. Anything else is returned as given.
 */
export function formatBarcode(value: string): string {
  const d = value.replace(/\D/g, '');
  if (d.length === 47) {
    return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
  }
  if (d.length === 48) {
    return [0, 12, 24, 36].map((start) => `${d.slice(start, start + 11)}-${d.slice(start + 11, start + 12)}`).join(' ');
  }
  return value;
}
