import { z } from 'zod';
import { masks, toCents, toReais } from '@contabil/contracts';
import { formatBrl } from './format/money';

/**
 * Input masks (spec section 5). A pattern is made of tokens and literals:
 * `#` a digit, `@` a letter, `*` a letter or a digit; anything else is written as is.
 * The patterns themselves come from the contracts, so the forms and the API agree.
 */

const TOKENS: Record<string, RegExp> = {
  '#': /[0-9]/,
  '@': /[A-Za-zÀ-ÿ]/,
  '*': /[0-9A-Za-z]/,
};

export function isMaskToken(char: string | undefined): boolean {
  return char !== undefined && char in TOKENS;
}

export interface ApplyMaskOptions {
  /** Letters come out in capitals (the alphanumeric CNPJ). */
  uppercase?: boolean;
}

/**
 * Fits `value` to `pattern`: characters that do not fit the next token are dropped,
 * literals are written only once a character follows them, and whatever does not fit
 * the pattern's length is cut off. Masked or raw input give the same result.
 */
export function applyMask(value: string, pattern: string, options: ApplyMaskOptions = {}): string {
  let output = '';
  let pendingLiterals = '';
  let index = 0;
  for (const token of pattern) {
    if (index >= value.length) break;
    const rule = TOKENS[token];
    if (!rule) {
      pendingLiterals += token;
      // Skip the literal when the input already has it in that place.
      if (value[index] === token) index += 1;
      continue;
    }
    while (index < value.length && !rule.test(value[index]!)) index += 1;
    if (index >= value.length) break;
    const char = value[index]!;
    output += pendingLiterals + (options.uppercase ? char.toUpperCase() : char);
    pendingLiterals = '';
    index += 1;
  }
  return output;
}

/**
 * The characters a person typed, without the literals. With a pattern, only the
 * characters standing where the pattern has tokens count (so "+55" in a pattern stays
 * out); without one, anything but letters and digits is removed.
 */
export function unmask(value: string, pattern?: string): string {
  if (!pattern) return value.replace(/[^0-9A-Za-zÀ-ÿ]/g, '');
  let output = '';
  let index = 0;
  for (const token of pattern) {
    if (index >= value.length) break;
    const rule = TOKENS[token];
    if (!rule) {
      if (value[index] === token) index += 1;
      continue;
    }
    while (index < value.length && !rule.test(value[index]!)) index += 1;
    if (index >= value.length) break;
    output += value[index];
    index += 1;
  }
  return output;
}

/** How many token characters `pattern` holds (the length of a complete unmasked value). */
export function maskLength(pattern: string): number {
  return Array.from(pattern).filter(isMaskToken).length;
}

/** A mask whose pattern may depend on what was typed (the phone's 10 or 11 digits). */
export interface MaskDefinition {
  pattern: string | ((value: string) => string);
  uppercase?: boolean;
  /** Digits only: phones get the numeric keyboard (inputMode="numeric"). */
  numeric: boolean;
}

/** Landline "(##) ####-####" up to 10 digits, mobile "(##) #####-####" from the 11th. */
export function phonePattern(value: string): string {
  return value.replace(/\D/g, '').length > 10 ? masks.mobilePhone : masks.landlinePhone;
}

export const DATE_PATTERN = '##/##/####';

/** The masks of the forms, by name. */
export const inputMasks = {
  cpf: { pattern: masks.cpf, numeric: true },
  cnpj: { pattern: masks.cnpj, uppercase: true, numeric: false },
  cep: { pattern: masks.cep, numeric: true },
  phone: { pattern: phonePattern, numeric: true },
  date: { pattern: DATE_PATTERN, numeric: true },
} as const satisfies Record<string, MaskDefinition>;
export type InputMaskName = keyof typeof inputMasks;

export function resolveMask(mask: InputMaskName | MaskDefinition): MaskDefinition {
  return typeof mask === 'string' ? inputMasks[mask] : mask;
}

export function patternFor(mask: MaskDefinition, value: string): string {
  return typeof mask.pattern === 'function' ? mask.pattern(value) : mask.pattern;
}

/** Masks `value` with a named mask or a definition. */
export function maskValue(value: string, mask: InputMaskName | MaskDefinition): string {
  const definition = resolveMask(mask);
  return applyMask(value, patternFor(definition, value), { uppercase: definition.uppercase ?? false });
}

/**
 * Where the caret goes after masking: right after the `significant`-th token character
 * of `masked` (the same character it followed before the mask moved things around).
 */
export function caretAfterMask(masked: string, pattern: string, significant: number): number {
  if (significant <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index++) {
    if (isMaskToken(pattern[index])) seen += 1;
    if (seen === significant) return index + 1;
  }
  return masked.length;
}

// ---------------------------------------------------------------- dates

/** Competence typed as mm/aaaa. */
export const COMPETENCE_MASK: MaskDefinition = { pattern: '##/####', numeric: true };

/** "03/2025" -> "2025-03"; anything that is not a full mm/aaaa comes back as given. */
export function brCompetenceToIso(value: string): string {
  const match = /^(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? `${match[2]}-${match[1]}` : value;
}

/** A month typed as mm/aaaa, parsed to the API's AAAA-MM. */
export const competenceFieldSchema = z
  .string()
  .trim()
  .transform(brCompetenceToIso)
  .pipe(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês no formato mm/aaaa'));

/** "31/12/1990" -> "1990-12-31"; anything that is not a full dd/mm/aaaa comes back as given. */
export function brDateToIso(value: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return value;
  const [, day, month, year] = match;
  return `${year}-${month}-${day}`;
}

/** "1990-12-31" -> "31/12/1990"; anything else comes back as given. */
export function isoToBrDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

// ---------------------------------------------------------------- money

/** 123456 -> "R$ 1.234,56" as a money field holds it: plain spaces, so typing and the caret behave. */
export function moneyFieldValue(cents: number): string {
  return formatBrl(cents).replace(/\s/g, ' ');
}

/**
 * The money field fills from the right, as a cash register does: the digits typed are
 * centavos. "123456" -> "R$ 1.234,56"; no digits -> "".
 */
export function maskMoney(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 13);
  if (!digits) return '';
  return moneyFieldValue(Number(digits));
}

/** "R$ 1.234,56" -> 123456; no digits -> undefined. */
export function centsFromMoney(value: string): number | undefined {
  const digits = value.replace(/\D/g, '');
  return digits ? Number(digits) : undefined;
}

/** "R$ 0,50" -> 0.5 (money travels in reais, decision 019); nothing typed -> undefined. */
export function reaisFromMoney(value: string): number | undefined {
  const cents = centsFromMoney(value);
  return cents === undefined ? undefined : toReais(cents);
}

/** 1234.5 -> "R$ 1.234,50", as the money field shows it. */
export function moneyFromReais(reais: number): string {
  return moneyFieldValue(toCents(reais));
}

// ---------------------------------------------------------------- percentages

/** "33,33" or "33.33" -> 33.33; "" or nonsense -> undefined. */
export function parseDecimal(value: string): number | undefined {
  const normalised = value.trim().replace(/\s|%/g, '').replace(',', '.');
  if (!normalised || !/^\d+(\.\d*)?$/.test(normalised)) return undefined;
  return Number(normalised);
}

/** 33.33 -> "33,33"; 50 -> "50". */
export function formatDecimal(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits, useGrouping: false }).format(value);
}
