import { Download } from 'lucide-react';
import type { CompanyDocument } from '@contabil/contracts';
import { Button, type ButtonProps } from '~/components/ui/button';
import { useDocumentDownload } from '../use-document-download';

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
  const { isBusy, download } = useDocumentDownload(companyId, document);

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
