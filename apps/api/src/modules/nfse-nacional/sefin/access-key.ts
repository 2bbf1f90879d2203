/** Modulus 11 check digit (weights 2 to 9 from the right; 10 and 11 give 0), as the national keys use. */
export function mod11CheckDigit(digits: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  const digit = 11 - rest;
  return digit >= 10 ? '0' : String(digit);
}

/**
 * The NFS-e access key (50 digits, infNFSe/@Id without "NFS"): municipality (7) + generating
 * environment (1) + type of registration (1) + registration (14) + note number (13) +
 * year and month of issue (4, AAMM) + random code (9) + check digit (1).
 */
export function buildAccessKey(parts: {
  municipalityCode: string;
  generator: '1' | '2';
  cnpj: string;
  noteNumber: number;
  issuedAt: Date;
  randomCode: string;
}): string {
  const yearMonth = parts.issuedAt.toISOString().slice(2, 7).replace('-', '');
  const body = [
    parts.municipalityCode,
    parts.generator,
    '2',
    parts.cnpj.padStart(14, '0'),
    String(parts.noteNumber).padStart(13, '0'),
    yearMonth,
    parts.randomCode.padStart(9, '0'),
  ].join('');
  return body + mod11CheckDigit(body);
}

export function accessKeyIsValid(key: string): boolean {
  return /^\d{50}$/.test(key) && mod11CheckDigit(key.slice(0, 49)) === key[49];
}
