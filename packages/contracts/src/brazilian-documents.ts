import { z } from 'zod';
import { messages } from './messages.js';

/**
 * CNPJ and CPF: normalization, check-digit validation, formatting and zod schemas.
 *
 * CNPJ follows IN RFB 2.229/2024 (alphanumeric CNPJ): 14 characters, the first 12
 * in [0-9A-Z], the last 2 always digits. Each character is worth its ASCII code
 * minus 48 ('0'..'9' = 0..9, 'A' = 17 ... 'Z' = 42), so numeric CNPJs keep the
 * classic rule unchanged. Official example: 12.ABC.345/01DE-35.
 */

export const CNPJ_LENGTH = 14;
export const CPF_LENGTH = 11;

const CNPJ_PATTERN = /^[0-9A-Z]{12}[0-9]{2}$/;
const CPF_PATTERN = /^[0-9]{11}$/;
/** Mask characters accepted (and removed) in input: dots, slash, hyphen, whitespace. */
const CNPJ_MASK = /[./\-\s]/g;
const CPF_MASK = /[.\-\s]/g;

const CNPJ_DV1_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_DV2_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** remainder = sum(value × weight) mod 11; check digit = 0 if remainder < 2, else 11 − remainder. */
function checkDigit(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (values[i] ?? 0) * (weights[i] ?? 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** True for strings made of a single repeated character, e.g. 00000000000000. */
function isRepeated(value: string): boolean {
  return /^(.)\1*$/.test(value);
}

/** Removes the mask (dots, slash, hyphen, spaces) and upper-cases letters. */
export function normalizeCnpj(input: string): string {
  return input.replace(CNPJ_MASK, '').toUpperCase();
}

/**
 * Validates a numeric or alphanumeric CNPJ, masked or not, in any letter case.
 * Numeric CNPJs with all digits equal (00000000000000, 11111111111111, ...) are invalid.
 */
export function isValidCnpj(input: string): boolean {
  const cnpj = normalizeCnpj(input);
  if (!CNPJ_PATTERN.test(cnpj)) return false;
  if (/^[0-9]+$/.test(cnpj) && isRepeated(cnpj)) return false;
  const values = Array.from(cnpj, (char) => char.charCodeAt(0) - 48);
  const dv1 = checkDigit(values, CNPJ_DV1_WEIGHTS);
  if (values[12] !== dv1) return false;
  const dv2 = checkDigit(values, CNPJ_DV2_WEIGHTS);
  return values[13] === dv2;
}

/**
 * "12ABC34501DE35" -> "12.ABC.345/01DE-35". Input that does not normalize to
 * 14 alphanumeric characters is returned normalized but unmasked.
 */
export function formatCnpj(input: string): string {
  const cnpj = normalizeCnpj(input);
  if (!/^[0-9A-Z]{14}$/.test(cnpj)) return cnpj;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/** Removes the mask (dots, hyphen, spaces). */
export function normalizeCpf(input: string): string {
  return input.replace(CPF_MASK, '');
}

/** Validates a CPF, masked or not. All-same-digit CPFs (111.111.111-11, ...) are invalid. */
export function isValidCpf(input: string): boolean {
  const cpf = normalizeCpf(input);
  if (!CPF_PATTERN.test(cpf) || isRepeated(cpf)) return false;
  const values = Array.from(cpf, Number);
  const dv1 = checkDigit(values, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  if (values[9] !== dv1) return false;
  const dv2 = checkDigit(values, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return values[10] === dv2;
}

/**
 * "12345678909" -> "123.456.789-09". Input that does not normalize to 11 digits
 * is returned normalized but unmasked.
 */
export function formatCpf(input: string): string {
  const cpf = normalizeCpf(input);
  if (!CPF_PATTERN.test(cpf)) return cpf;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** Accepts a masked or unmasked CNPJ in any case; outputs the normalized 14-character form. */
export const cnpjSchema = z
  .string({ error: messages.invalidCnpj })
  .refine(isValidCnpj, messages.invalidCnpj)
  .transform(normalizeCnpj);

/** Accepts a masked or unmasked CPF; outputs the 11 digits. */
export const cpfSchema = z
  .string({ error: messages.invalidCpf })
  .refine(isValidCpf, messages.invalidCpf)
  .transform(normalizeCpf);
