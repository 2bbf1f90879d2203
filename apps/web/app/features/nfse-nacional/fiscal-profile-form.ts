import { z } from 'zod';
import {
  formatCnpj,
  nfseCertificateUploadSchema,
  nfseFiscalProfileInputSchema,
  nfseProfileMessages,
  type NfseFiscalProfile,
  type NfseFiscalProfileInput,
} from '@contabil/contracts';

/** opSimpNac: the company's situation in the Simples Nacional, as the DPS names it. */
export const SIMPLES_OPTION_LABELS = {
  '1': 'Não optante',
  '2': 'MEI',
  '3': 'Optante (ME ou EPP)',
} as const satisfies Record<NfseFiscalProfileInput['simplesOption'], string>;

/** regApTribSN: how an ME/EPP pays the taxes of the note. */
export const SIMPLES_APURATION_LABELS = {
  '1': 'Federais e ISS pelo Simples',
  '2': 'Federais pelo Simples, ISS fora',
  '3': 'Federais e ISS fora do Simples',
} as const;

/** regEspTrib: the municipal special regime. */
export const SPECIAL_REGIME_LABELS = {
  '0': 'Nenhum',
  '1': 'Ato cooperado (cooperativa)',
  '2': 'Estimativa',
  '3': 'Microempresa municipal',
  '4': 'Notário ou registrador',
  '5': 'Profissional autônomo',
  '6': 'Sociedade de profissionais',
} as const;

/** How the company's notes are issued (decision 018). */
export const EMISSION_MODE_LABELS = {
  manual: 'Pelos nossos contadores',
  automatic: 'Automática pela API nacional',
  reviewed: 'Pela API nacional, depois da revisão do contador',
} as const satisfies Record<NfseFiscalProfile['emissionMode'], string>;

/** What each mode means for the customer, under the choice. */
export const EMISSION_MODE_HINTS = {
  manual: 'Você pede a nota e um contador do escritório a emite no sistema nacional.',
  automatic: 'Cada pedido válido, e cada nota recorrente, é assinado com o seu certificado e enviado na hora.',
  reviewed: 'Um contador revisa cada pedido; aprovado, o sistema assina e envia a nota.',
} as const satisfies Record<NfseFiscalProfile['emissionMode'], string>;

export type EmissionMode = keyof typeof EMISSION_MODE_LABELS;
export type SimplesOption = keyof typeof SIMPLES_OPTION_LABELS;
export type SimplesApuration = keyof typeof SIMPLES_APURATION_LABELS;
export type SpecialRegime = keyof typeof SPECIAL_REGIME_LABELS;

/** What the form holds: texts and the codes of the choices ('' = nothing chosen). */
export interface FiscalProfileFormInput {
  municipalRegistration: string;
  /** The municipality's name as typed or picked (only shown; the code is what is sent). */
  cityName: string;
  municipalityCode: string;
  simplesOption: SimplesOption | '';
  simplesApuration: SimplesApuration | '';
  specialRegime: SpecialRegime;
  dpsSeries: string;
  emissionMode: EmissionMode;
  /** The NBS code (9 digits) for requests that name none. */
  defaultNbs: string;
}

const APURATION_REQUIRED = 'Escolha como a empresa apura os tributos no Simples Nacional';
const SIMPLES_REQUIRED = 'Escolha a situação da empresa no Simples Nacional';

type FormTexts = Omit<FiscalProfileFormInput, 'cityName'>;

/** The form's texts shaped as `PUT /nfse/profile` takes them (apuration only for ME/EPP). */
function toProfileInput(values: FormTexts) {
  return {
    municipalRegistration: values.municipalRegistration.trim() || null,
    municipalityCode: values.municipalityCode,
    simplesOption: values.simplesOption || '1',
    simplesApuration: values.simplesOption === '3' ? values.simplesApuration || null : null,
    specialRegime: values.specialRegime,
    dpsSeries: values.dpsSeries,
    emissionMode: values.emissionMode,
    defaultNbs: values.defaultNbs.trim() || null,
  };
}

/** The form checked with the API's own rules (contracts), all fields at once, then shaped for the API. */
export const fiscalProfileFormSchema = z
  .object({
    municipalRegistration: z.string(),
    cityName: z.string(),
    municipalityCode: z.string().trim(),
    // The choices come from the selects: their codes, or '' before one is chosen.
    simplesOption: z.enum(['', '1', '2', '3']),
    simplesApuration: z.enum(['', '1', '2', '3']),
    specialRegime: z.enum(['0', '1', '2', '3', '4', '5', '6']),
    dpsSeries: z.string().trim(),
    emissionMode: z.enum(['manual', 'automatic', 'reviewed']),
    defaultNbs: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (!values.simplesOption) ctx.addIssue({ code: 'custom', path: ['simplesOption'], message: SIMPLES_REQUIRED });
    if (values.simplesOption === '3' && !values.simplesApuration)
      ctx.addIssue({ code: 'custom', path: ['simplesApuration'], message: APURATION_REQUIRED });
    const parsed = nfseFiscalProfileInputSchema.safeParse(toProfileInput(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform((values): NfseFiscalProfileInput => nfseFiscalProfileInputSchema.parse(toProfileInput(values)));

export type FiscalProfileFormValues = z.output<typeof fiscalProfileFormSchema>;

/** The form's fields from the saved profile (or empty, with series 1, before the first save). */
export function fiscalProfileFormDefaults(profile: NfseFiscalProfile | null): FiscalProfileFormInput {
  return {
    municipalRegistration: profile?.municipalRegistration ?? '',
    cityName: '',
    municipalityCode: profile?.municipalityCode ?? '',
    simplesOption: profile?.simplesOption ?? '',
    simplesApuration: profile?.simplesApuration ?? '',
    specialRegime: profile?.specialRegime ?? '0',
    dpsSeries: profile?.dpsSeries ?? '1',
    emissionMode: profile?.emissionMode ?? 'manual',
    defaultNbs: profile?.defaultNbs ?? '',
  };
}

/** Only digits, up to 7: the IBGE code as it is typed. */
export function ibgeCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 7);
}

// ---------------------------------------------------------------- certificate

/** The largest PKCS#12 the API takes (its base64 is at most 140,000 characters). */
export const CERTIFICATE_MAX_BYTES = 100 * 1024;
export const CERTIFICATE_ACCEPT = '.pfx,.p12,application/x-pkcs12';

/** What is wrong with the chosen file before it is sent, or null. */
export function certificateFileProblem(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return nfseProfileMessages.certificateRequired;
  if (file.size > CERTIFICATE_MAX_BYTES) return nfseProfileMessages.certificateTooLarge;
  if (!/\.(pfx|p12)$/i.test(file.name)) return nfseProfileMessages.certificateRequired;
  return null;
}

export const certificatePasswordSchema = nfseCertificateUploadSchema.shape.password;

/** The file's bytes in base64, as `PUT /nfse/profile/certificate` takes them. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

const DAY_MS = 86_400_000;
/** The warnings the product e-mails (30 and 7 days before), shown on the screen from 30 days. */
export const EXPIRY_WARNING_DAYS = 30;

/** A calendar day in Brasília, `YYYY-MM-DD`. */
function brasiliaDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(instant);
}

/** dd/mm/aaaa of an instant, in Brasília (as the API's messages write it). */
export function brazilianDate(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
}

export interface CertificateExpiry {
  tone: 'success' | 'warning' | 'destructive';
  label: string;
  /** Whole calendar days (Brasília) from today to the expiry day; negative once past. */
  daysLeft: number;
}

/**
 * The badge beside the expiry date: expired (the instant has passed), expiring (within 30
 * calendar days in Brasília, "vence hoje" on the day itself), or valid.
 */
export function certificateExpiry(notAfterIso: string, now: Date): CertificateExpiry {
  const notAfter = new Date(notAfterIso);
  const daysLeft = Math.round(
    (Date.parse(`${brasiliaDay(notAfter)}T00:00:00Z`) - Date.parse(`${brasiliaDay(now)}T00:00:00Z`)) / DAY_MS,
  );
  if (notAfter.getTime() <= now.getTime()) return { tone: 'destructive', label: 'Vencido', daysLeft };
  if (daysLeft <= 0) return { tone: 'warning', label: 'Vence hoje', daysLeft };
  if (daysLeft <= EXPIRY_WARNING_DAYS)
    return { tone: 'warning', label: daysLeft === 1 ? 'Vence amanhã' : `Vence em ${daysLeft} dias`, daysLeft };
  return { tone: 'success', label: 'Válido', daysLeft };
}

/** The holder's CNPJ as people read it. */
export function certificateCnpj(cnpj: string): string {
  return formatCnpj(cnpj);
}
