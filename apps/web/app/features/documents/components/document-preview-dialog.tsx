import { ExternalLink } from 'lucide-react';
import { documentTypeLabels, type CompanyDocument } from '@contabil/contracts';
import { buttonVariants } from '~/components/ui/button-variants';
import { Skeleton } from '~/components/ui/skeleton';
import { Loading } from '~/components/ui/list-skeleton';
import { QueryError } from '~/components/ui/query-error';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { useDownloadLink } from '../api/use-documents';
import { resolveLinkUrl } from '~/lib/files/storage-api';
import { previewKind } from '~/lib/files/document-files';
import { AppDialog } from '~/components/ui/dialog';
import { DownloadButton } from './download-button';

interface DocumentPreviewDialogProps {
  companyId: string;
  /** The document shown, or null when closed. */
  document: CompanyDocument | null;
  onClose: () => void;
}

/** A PDF (the browser's viewer in a frame) or a picture, from a short-lived inline link, with its download. */
export function DocumentPreviewDialog({ companyId, document, onClose }: DocumentPreviewDialogProps) {
  return (
    <AppDialog
      open={!!document}
      onOpenChange={(open) => !open && onClose()}
      title={document ? document.title : 'Visualizar documento'}
      description={document ? previewDescription(document) : 'Carregando o documento…'}
      className="w-[min(60rem,calc(100vw-1rem))]"
    >
      {document && <Preview companyId={companyId} document={document} />}
    </AppDialog>
  );
}

/** The type and the file's name, without repeating a title that is the type itself. */
function previewDescription(document: CompanyDocument): string {
  const type = documentTypeLabels[document.type];
  return document.title === type ? document.fileName : `${type} · ${document.fileName}`;
}

function Preview({ companyId, document }: { companyId: string; document: CompanyDocument }) {
  const { apiBaseUrl } = useRuntimeConfig();
  const kind = previewKind(document);
  const link = useDownloadLink(companyId, kind ? document.key : null, true);
  const url = link.data ? resolveLinkUrl(link.data.url, apiBaseUrl) : null;

  return (
    <>
      {!kind ? (
        <p className="text-sm text-muted-foreground">Este tipo de arquivo não abre aqui. Baixe para ver.</p>
      ) : link.isError ? (
        <QueryError error={link.error} onRetry={() => void link.refetch()} />
      ) : !url ? (
        <Loading label="Carregando a visualização…">
          <Skeleton className="h-[60dvh] w-full" />
        </Loading>
      ) : kind === 'pdf' ? (
        <iframe
          // The browser's viewer fits the page to the frame's width (phones too); the fragment is not sent.
          src={`${url}#view=FitH`}
          title={`Visualização: ${document.title}`}
          className="h-[65dvh] min-h-80 w-full rounded-md border border-border bg-muted"
        />
      ) : (
        <div className="flex justify-center rounded-md border border-border bg-muted p-2">
          <img src={url} alt={document.title} className="max-h-[65dvh] w-auto max-w-full object-contain" />
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {url && (
          <a href={url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'ghost' })}>
            <ExternalLink aria-hidden="true" />
            Abrir em outra aba
          </a>
        )}
        <DownloadButton companyId={companyId} document={document} variant="primary" size="md" />
      </div>
    </>
  );
}
