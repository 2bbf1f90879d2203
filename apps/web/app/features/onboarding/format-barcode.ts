/**
 * The "linha digitável" as printed on the guide: 47 digits (boleto) as
 * "00000.00000 00000.000000 00000.000000 0 00000000000000", 48 (arrecadação) in four
 * blocks "00000000000-0". Anything else comes back as given.
 */
export function formatBarcode(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 47) {
    const d = (start: number, end: number) => digits.slice(start, end);
    return `${d(0, 5)}.${d(5, 10)} ${d(10, 15)}.${d(15, 21)} ${d(21, 26)}.${d(26, 32)} ${d(32, 33)} ${d(33, 47)}`;
  }
  if (digits.length === 48) {
    return Array.from({ length: 4 }, (_, block) => {
      const part = digits.slice(block * 12, block * 12 + 12);
      return `${part.slice(0, 11)}-${part.slice(11)}`;
    }).join(' ');
  }
  return value;
}
