import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_GROUPS, SIGNED_LINK_TTL_SECONDS, type DocumentCreate } from '@contabil/contracts';
import { useApiClient } from '~/lib/api-client-context';
import {
  createDocument,
  deleteDocument,
  documentsKeys,
  fetchArchiveMonths,
  fetchDocuments,
  markGuidePaid,
  WHOLE_LIST_LIMIT,
  type DocumentsQuery,
} from './documents-api';
import { fetchDownloadLink } from '~/lib/files/storage-api';

/** Guides still to pay, by due date (the API's order for guides). */
export const GUIDES_TO_PAY_QUERY: DocumentsQuery = {
  types: DOCUMENT_GROUPS.guide,
  statuses: ['pending', 'overdue'],
  limit: WHOLE_LIST_LIMIT,
  offset: 0,
};

/** Every document of the company's own kinds (contrato social, CNPJ card...). */
export const COMPANY_DOCUMENTS_QUERY: DocumentsQuery = {
  types: DOCUMENT_GROUPS.company,
  limit: WHOLE_LIST_LIMIT,
  offset: 0,
};

/** One page of the company's documents; the previous page stays on screen while the next loads. */
export function useDocuments(companyId: string, query: DocumentsQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: documentsKeys.list(companyId, query),
    queryFn: ({ signal }) => fetchDocuments(client, companyId, query, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
  });
}

/** The months that have documents (newest first), for "Baixar tudo do mês". */
export function useArchiveMonths(companyId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: documentsKeys.archiveMonths(companyId),
    queryFn: ({ signal }) => fetchArchiveMonths(client, companyId, signal),
  });
}

/**
 * A signed link to a document's file, for a preview (`inline`). Kept for less than the
 * link lives, and asked for again when the preview opens after that.
 */
export function useDownloadLink(companyId: string, key: string | null, inline: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: documentsKeys.link(companyId, key ?? '', inline),
    queryFn: ({ signal }) => fetchDownloadLink(client, companyId, key ?? '', { inline, signal }),
    enabled: !!key,
    staleTime: (SIGNED_LINK_TTL_SECONDS / 2) * 1000,
    gcTime: (SIGNED_LINK_TTL_SECONDS / 2) * 1000,
    refetchOnWindowFocus: false,
  });
}

function useInvalidateDocuments(companyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentsKeys.company(companyId) });
}

export function useCreateDocument(companyId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateDocuments(companyId);
  return useMutation({
    mutationFn: (input: DocumentCreate) => createDocument(client, companyId, input),
    onSuccess: invalidate,
  });
}

export function useMarkGuidePaid(companyId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateDocuments(companyId);
  return useMutation({
    mutationFn: ({ id, receiptKey }: { id: string; receiptKey: string | null }) =>
      markGuidePaid(client, companyId, id, receiptKey),
    // A refusal (already paid elsewhere) also means what is on screen is old.
    onSettled: invalidate,
  });
}

export function useDeleteDocument(companyId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateDocuments(companyId);
  return useMutation({
    mutationFn: (id: string) => deleteDocument(client, companyId, id),
    onSettled: invalidate,
  });
}
