import { formatCnpj as maskCnpj } from '@contabil/contracts';

/** "12345678000190" -> "12.345.678/0001-90"; a value that is not a CNPJ is returned as given. */
export function formatCnpj(cnpj: string): string {
  const masked = maskCnpj(cnpj);
  return masked.includes('/') ? masked : cnpj;
}
