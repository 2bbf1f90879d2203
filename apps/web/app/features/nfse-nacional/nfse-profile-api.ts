import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  nfseFiscalProfileSchema,
  type NfseCertificateUpload,
  type NfseFiscalProfile,
  type NfseFiscalProfileInput,
} from '@contabil/contracts';
import { ApiError, type ApiClient } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';

export const nfseProfileKeys = {
  profile: (companyId: string) => ['nfse-profile', companyId] as const,
};

const profilePath = (companyId: string) => `/nfse/profile?companyId=${encodeURIComponent(companyId)}`;

/** `GET /nfse/profile`: the company's fiscal profile, or null before its first save (404). */
export async function fetchFiscalProfile(
  client: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<NfseFiscalProfile | null> {
  try {
    return await client.request(profilePath(companyId), {
      schema: nfseFiscalProfileSchema,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `PUT /nfse/profile`: creates or changes it (company-admins and our accountants; 403 for members). */
export function saveFiscalProfile(
  client: ApiClient,
  companyId: string,
  input: NfseFiscalProfileInput,
): Promise<NfseFiscalProfile> {
  return client.request(profilePath(companyId), { method: 'PUT', body: input, schema: nfseFiscalProfileSchema });
}

/**
 * `PUT /nfse/profile/certificate`: the A1 in base64 and its password. A refusal (another CNPJ,
 * expired, wrong password) is a 400 on `certificate` or `password`: never retried.
 */
export function uploadCertificate(
  client: ApiClient,
  companyId: string,
  input: NfseCertificateUpload,
): Promise<NfseFiscalProfile> {
  return client.request(`/nfse/profile/certificate?companyId=${encodeURIComponent(companyId)}`, {
    method: 'PUT',
    body: input,
    schema: nfseFiscalProfileSchema,
    retry: false,
  });
}

export function useFiscalProfile(companyId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: nfseProfileKeys.profile(companyId),
    queryFn: ({ signal }) => fetchFiscalProfile(client, companyId, signal),
  });
}

export function useSaveFiscalProfile(companyId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NfseFiscalProfileInput) => saveFiscalProfile(client, companyId, input),
    onSuccess: (profile) => queryClient.setQueryData(nfseProfileKeys.profile(companyId), profile),
  });
}

export function useUploadCertificate(companyId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NfseCertificateUpload) => uploadCertificate(client, companyId, input),
    onSuccess: (profile) => queryClient.setQueryData(nfseProfileKeys.profile(companyId), profile),
  });
}
