import { useState } from 'react';
import type { CompanyDocument } from '@contabil/contracts';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { fetchDownloadLink, resolveLinkUrl, saveFromLink } from '~/lib/files/storage-api';

export const DOWNLOAD_FAILED_MESSAGE = 'Não foi possível baixar o arquivo agora. Tente novamente.';

/**
 * A document's download: a signed link (`GET /download/{key}`) asked for when pressed (it
 * lives minutes), then the file saved from it; a failure is a toast.
 */
export function useDocumentDownload(companyId: string, document: Pick<CompanyDocument, 'key' | 'fileName'>) {
  const client = useApiClient();
  const { apiBaseUrl } = useRuntimeConfig();
  const [isBusy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const link = await fetchDownloadLink(client, companyId, document.key, { inline: false });
      saveFromLink(resolveLinkUrl(link.url, apiBaseUrl), document.fileName);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : DOWNLOAD_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return { isBusy, download };
}
