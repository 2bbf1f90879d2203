import type { Address } from '@contabil/contracts';

/** The spec's address lookup result: what a CEP tells (the number is the person's to type). */
export type CepAddress = Omit<Address, 'number'>;

export type CepLookupOutcome =
  { status: 'found'; address: CepAddress } | { status: 'not_found' } | { status: 'unavailable' };

export const CEP_NOT_FOUND_MESSAGE = 'Não encontramos este CEP. Confira o número ou preencha o endereço abaixo.';
export const CEP_UNAVAILABLE_MESSAGE =
  'Não foi possível buscar o endereço agora. Preencha os campos abaixo que seguimos normalmente.';

const LOOKUP_TIMEOUT_MS = 6_000;

/**
 * ViaCEP's answer -> the lookup result. ViaCEP answers 200 with `{ erro: true }` (or
 * "true") for a CEP it does not know; every value is a string. null when not found.
 */
export function viaCepToAddress(body: unknown): CepAddress | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as Record<string, unknown>;
  if (answer.erro) return null;
  const text = (key: string) => (typeof answer[key] === 'string' ? (answer[key] as string).trim() : '');
  const zipCode = text('cep').replace(/\D/g, '');
  if (zipCode.length !== 8) return null;
  const ibge = Number(text('ibge'));
  const complement = text('complemento');
  return {
    zipCode,
    state: text('uf').toUpperCase(),
    city: text('localidade'),
    street: text('logradouro'),
    neighborhood: text('bairro'),
    ...(complement ? { complement } : {}),
    ...(Number.isInteger(ibge) && ibge > 0 ? { ibgeCode: ibge } : {}),
  };
}

export interface CepLookupOptions {
  /** The ViaCEP-compatible base URL (runtime config `cepLookupUrl`). */
  baseUrl: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * `GET {baseUrl}/{cep}/json` from the browser, without a token. A CEP that is not 8
 * digits, a 400 or `{ erro }` are "not found"; a network failure, a timeout or a 5xx
 * are "unavailable": the person then types the address by hand. An abort by the
 * caller (a newer CEP typed) is thrown as is.
 */
export async function lookupCep(cep: string, options: CepLookupOptions): Promise<CepLookupOutcome> {
  const digits = cep.replace(/\D/g, '');
  if (digits.length !== 8) return { status: 'not_found' };
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeout = AbortSignal.timeout(options.timeoutMs ?? LOOKUP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetchImpl(`${options.baseUrl.replace(/\/+$/, '')}/${digits}/json`, {
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { status: 'unavailable' };
  }
  if (response.status === 400 || response.status === 404) return { status: 'not_found' };
  if (!response.ok) return { status: 'unavailable' };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { status: 'unavailable' };
  }
  const address = viaCepToAddress(body);
  return address ? { status: 'found', address } : { status: 'not_found' };
}
