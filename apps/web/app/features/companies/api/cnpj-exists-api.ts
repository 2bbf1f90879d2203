import { useQuery } from '@tanstack/react-query';
import { cnpjExistsResponseSchema, isValidCnpj, normalizeCnpj, type CnpjExistsResponse } from '@contabil/contracts';

/**
 * The web server's `GET /api/cnpj-exists?cnpj=` (spec section 7): the company-creation forms
 * check the CNPJ there, not at the API. The answer has `exists` (any failure is false).
 */
export async function checkCnpjExists(
  cnpj: string,
  signal?: AbortSignal,
  fetchFn: typeof fetch = fetch,
): Promise<CnpjExistsResponse> {
  const params = new URLSearchParams({ cnpj: normalizeCnpj(cnpj) });
  const response = await fetchFn(`/api/cnpj-exists?${params}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`cnpj-exists ${response.status}`);
  return cnpjExistsResponseSchema.parse(await response.json());
}

/** Checks the CNPJ once it is complete and its check digits are right. */
export function useCnpjExists(cnpj: string, fetchFn?: typeof fetch) {
  const normalized = normalizeCnpj(cnpj);
  const isValid = isValidCnpj(normalized);
  const query = useQuery({
    queryKey: ['cnpj-exists', normalized],
    queryFn: ({ signal }) => checkCnpjExists(normalized, signal, fetchFn),
    enabled: isValid,
    staleTime: 10 * 60 * 1000,
  });
  return { ...query, isValid };
}
