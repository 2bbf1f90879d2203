import { useQuery } from '@tanstack/react-query';
import { cnpjLookupSchema, isValidCnpj, normalizeCnpj, type CnpjLookup } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';

/** `GET /cnpjs/{cnpj}`: whether the Receita knows the CNPJ, and the company's public data. */
export function lookupCnpj(client: ApiClient, cnpj: string, signal?: AbortSignal): Promise<CnpjLookup> {
  return client.request(`/cnpjs/${encodeURIComponent(normalizeCnpj(cnpj))}`, {
    schema: cnpjLookupSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Looks the CNPJ up once it is complete and valid. */
export function useCnpjLookup(cnpj: string) {
  const client = useApiClient();
  const normalized = normalizeCnpj(cnpj);
  const isValid = isValidCnpj(normalized);
  const query = useQuery({
    queryKey: ['cnpjs', normalized],
    queryFn: ({ signal }) => lookupCnpj(client, normalized, signal),
    enabled: isValid,
    staleTime: 10 * 60 * 1000,
  });
  return { ...query, isValid };
}
