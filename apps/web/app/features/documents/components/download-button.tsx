import { useState } from 'react';
import { Download } from 'lucide-react';
import type { CompanyDocument } from '@contabil/contracts';
import { Button, type ButtonProps } from '~/components/ui/button';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { fetchDownloadLink, resolveLinkUrl, saveFromLink } from '~/lib/files/storage-api';

export const DOWNLOAD_FAILED_MESSAGE = 'Não foi possível baixar o arquivo agora. Tente novamente.';

interface DownloadButtonProps {
  companyId: string;
  document: Pick<CompanyDocument, 'key' | 'fileName' | 'title'>;
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * Asks for a signed download link (`GET /download/{key}`) when pressed and saves the file
 * from it: the link lives minutes, so it is never asked for ahead of time.
 */
export function DownloadButton({
  companyId,
  document,
  label = 'Baixar',
  variant = 'outline',
  size = 'sm',
  className,
}: DownloadButtonProps) {
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

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      onClick={() => void download()}
    >
      <Download aria-hidden="true" />
      {label}
      <span className="sr-only">: {document.title}</span>
    </Button>
  );
}
