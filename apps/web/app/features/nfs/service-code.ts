import type { NfsServiceCode } from '@contabil/contracts';

/** "010101" -> "01.01.01", as the national list writes it; anything else comes back as given. */
export function formatServiceCode(code: string): string {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(code.trim());
  return match ? `${match[1]}.${match[2]}.${match[3]}` : code;
}

/** "01.01.01 – Análise e desenvolvimento de sistemas.": a code with its wording, on one line. */
export function serviceCodeLabel(code: Pick<NfsServiceCode, 'code' | 'description'>): string {
  return `${formatServiceCode(code.code)} – ${code.description}`;
}
