import { z } from 'zod';
import { isValidCnpj, messages, normalizeCnpj, type Address, type CnpjLookup } from '@contabil/contracts';
import type { AppConfig } from '../../config/env.js';
import { validationError } from '../../lib/app-error.js';

export type CnpjLookupOptions = AppConfig['cnpjLookup'];
export type CnpjCompany = NonNullable<CnpjLookup['company']>;

/** The fields we read of a BrasilAPI (Minha Receita) answer; everything else is ignored. */
const brasilApiCnpjSchema = z.object({
  razao_social: z.string().trim().min(1),
  nome_fantasia: z.string().nullish(),
  descricao_situacao_cadastral: z.string().nullish(),
  data_inicio_atividade: z.string().nullish(),
  cnae_fiscal: z.union([z.number(), z.string()]).nullish(),
  cnaes_secundarios: z.array(z.object({ codigo: z.union([z.number(), z.string()]).nullish() })).nullish(),
  cep: z.string().nullish(),
  uf: z.string().nullish(),
  municipio: z.string().nullish(),
  codigo_municipio_ibge: z.number().int().nullish(),
  bairro: z.string().nullish(),
  descricao_tipo_de_logradouro: z.string().nullish(),
  logradouro: z.string().nullish(),
  numero: z.string().nullish(),
  complemento: z.string().nullish(),
});
type BrasilApiCnpj = z.infer<typeof brasilApiCnpjSchema>;

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** BrasilAPI sends CNAEs as integers, so 0111-3/01 arrives as 111301; 0 means "none". */
function cnaeCode(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const digits = String(value).replace(/\D/g, '');
  if (digits === '' || /^0+$/.test(digits) || digits.length > 7) return null;
  return digits.padStart(7, '0');
}

function addressOf(answer: BrasilApiCnpj): Address | null {
  const zipCode = answer.cep?.replace(/\D/g, '') ?? '';
  const state = text(answer.uf);
  const city = text(answer.municipio);
  const street = [text(answer.descricao_tipo_de_logradouro), text(answer.logradouro)].filter(Boolean).join(' ');
  if (zipCode.length !== 8 || !state || !city || !street) return null;
  const number = text(answer.numero);
  const complement = text(answer.complemento);
  return {
    zipCode,
    state,
    city,
    street,
    ...(number ? { number } : {}),
    ...(complement ? { complement } : {}),
    neighborhood: text(answer.bairro) ?? '',
    ...(answer.codigo_municipio_ibge ? { ibgeCode: answer.codigo_municipio_ibge } : {}),
  };
}

export function toCnpjCompany(answer: BrasilApiCnpj): CnpjCompany {
  const mainCnae = cnaeCode(answer.cnae_fiscal);
  const secondary = (answer.cnaes_secundarios ?? []).map((c) => cnaeCode(c.codigo)).filter((c) => c !== null);
  return {
    legalName: answer.razao_social.trim(),
    tradeName: text(answer.nome_fantasia),
    registrationStatus: text(answer.descricao_situacao_cadastral),
    openedAt: text(answer.data_inicio_atividade),
    mainCnae,
    secondaryCnaes: [...new Set(secondary)].filter((code) => code !== mainCnae),
    address: addressOf(answer),
  };
}

/**
 * GET {url}/{cnpj} on a BrasilAPI-compatible service. The company when it answers 200
 * with a company; null for anything else (404, 5xx, timeout, network error, not JSON):
 * the spec counts every lookup failure as "does not exist".
 */
export async function fetchCnpj(options: CnpjLookupOptions, cnpj: string): Promise<CnpjCompany | null> {
  const normalized = normalizeCnpj(cnpj);
  try {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const res = await fetch(`${options.url}/${encodeURIComponent(normalized)}`, {
      headers: { accept: 'application/json' },
      signal,
    });
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => undefined);
      return null;
    }
    const parsed = brasilApiCnpjSchema.safeParse(JSON.parse(await res.text()));
    return parsed.success ? toCnpjCompany(parsed.data) : null;
  } catch {
    return null;
  }
}

/**
 * The CNPJ must exist when the lookup is required (production): otherwise a 400 on
 * `field` with "CNPJ não existe.". Answers what the lookup knows, or null when it is off.
 * The check digits were validated by the caller's schema.
 */
export async function assertCnpjExists(
  options: CnpjLookupOptions,
  cnpj: string,
  field = 'cnpj',
): Promise<CnpjCompany | null> {
  if (options.mode === 'off') return null;
  const company = await fetchCnpj(options, cnpj);
  if (!company) throw validationError({ [field]: messages.cnpjDoesNotExist });
  return company;
}

/**
 * `GET /cnpjs/{cnpj}` (the web's /api/cnpj-exists). Bad check digits: does not exist,
 * without calling out. Lookup required: exists when the lookup finds it. Lookup off
 * (development, tests): exists when the check digits are right, and nothing goes out.
 */
export async function checkCnpj(options: CnpjLookupOptions, cnpj: string): Promise<CnpjLookup> {
  if (!isValidCnpj(cnpj)) return { exists: false, company: null, checkedWith: 'check_digits' };
  if (options.mode === 'off') return { exists: true, company: null, checkedWith: 'check_digits' };
  const company = await fetchCnpj(options, cnpj);
  return { exists: company !== null, company, checkedWith: 'receita' };
}
