import { sentenceCaseSlug } from './slug-text';

export interface CnaeSlug {
  /** The 7 digits of the subclass ("6201501"). */
  code: string;
  /** As the IBGE writes it ("6201-5/01"). */
  formattedCode: string;
  /** The description part of the slug in readable words, or null when the URL has only the code. */
  text: string | null;
}

const CNAE_SLUG = /^(\d{7})(?:-(.*))?$/;

/** Reads `{code}-{text}` (spec section 2), e.g. "6201501-desenvolvimento-de-programas". */
export function parseCnaeSlug(codeText: string): CnaeSlug | null {
  const match = CNAE_SLUG.exec(codeText);
  if (!match) return null;
  const [, code = '', textSlug] = match;
  const text = textSlug ? sentenceCaseSlug(textSlug) : '';
  return { code, formattedCode: formatCnaeCode(code), text: text || null };
}

/** "6201501" -> "6201-5/01" (class, check digit, subclass); anything else is returned as given. */
export function formatCnaeCode(code: string): string {
  const match = /^(\d{4})(\d)(\d{2})$/.exec(code);
  if (!match) return code;
  const [, group, digit, subclass] = match;
  return `${group}-${digit}/${subclass}`;
}
