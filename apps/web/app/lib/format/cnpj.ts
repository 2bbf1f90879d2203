/** "12345678000190" -> "12.345.678/0001-90"; a value without exactly 14 digits is returned as given. */
export function formatCnpj(cnpj: string): string {
  const digits = cnpj.replace(/\D/g, '');
  const match = /^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/.exec(digits);
  if (!match) return cnpj;
  const [, a, b, c, d, e] = match;
  return `${a}.${b}.${c}/${d}-${e}`;
}
