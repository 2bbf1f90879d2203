import { z } from 'zod';
import { messages } from './messages.js';

/** The 27 federative units (UF). */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export const stateSchema = z
  .string({ error: messages.invalidState })
  .trim()
  .toUpperCase()
  .pipe(z.enum(BRAZILIAN_STATES, { error: messages.invalidState }));
export type BrazilianState = (typeof BRAZILIAN_STATES)[number];

/** Input masks of the forms (spec section 5: # digit, @ letter, * letter or digit). */
export const masks = {
  cpf: '###.###.###-##',
  /** Letters allowed in the first 12 characters: the alphanumeric CNPJ (IN RFB 2.229/2024). */
  cnpj: '**.***.***/****-##',
  cep: '#####-###',
  mobilePhone: '(##) #####-####',
  landlinePhone: '(##) ####-####',
  /** Lead forms: a formatted phone has at least 17 characters (spec section 5). */
  leadPhone: '+55 (##) #####-####',
} as const;

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** Accepts "01310-100" or "01310100"; outputs the 8 digits. */
export const cepSchema = z
  .string({ error: messages.invalidCep })
  .refine((value) => /^\d{5}-?\d{3}$/.test(value.trim()), messages.invalidCep)
  .transform(onlyDigits);

export function formatCep(cep: string): string {
  const digits = onlyDigits(cep);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : cep;
}

/** A Brazilian phone with area code, masked or not; outputs 10 or 11 digits. */
export const phoneSchema = z
  .string({ error: messages.invalidPhone })
  .refine((value) => {
    const digits = onlyDigits(value.replace(/^\s*\+55/, ''));
    return digits.length === 10 || digits.length === 11;
  }, messages.invalidPhone)
  .transform((value) => onlyDigits(value.replace(/^\s*\+55/, '')));

export function formatPhone(phone: string): string {
  const digits = onlyDigits(phone);
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return phone;
}

/** A calendar date, "AAAA-MM-DD", that exists (no 31 de fevereiro). */
export const isoDateSchema = z
  .string({ error: messages.invalidDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, messages.invalidDate);

/** Reais with at most two decimals, i.e. whole centavos (1500.5 yes, 10.005 no). */
export const hasWholeCents = (reais: number) => Math.abs(Math.round(reais * 100) - reais * 100) < 1e-6;

/** Money on the wire: decimal reais, at most two decimals; integer cents in the database (decision 019). */
export const reaisSchema = z
  .number({ error: 'Informe um valor' })
  .refine(hasWholeCents, 'Use no máximo duas casas decimais');
