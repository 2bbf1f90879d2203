import { useState } from 'react';
import { FolderOpen, Trash2 } from 'lucide-react';
import { documentTypeLabels, type CompanyDocument, type DocumentType } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { Loading } from '~/components/ui/list-skeleton';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { COMPANY_DOCUMENTS_QUERY, useCreateDocument, useDeleteDocument, useDocuments } from '../api/use-documents';
import { formatFileSize, PDF_OR_IMAGE_FILE } from '~/lib/files/document-files';
import { canDelete, COMPANY_DOCUMENT_TYPES, sentByText } from '../document-status';
import { useSignedUpload } from '~/lib/files/use-signed-upload';
import { DocumentPreviewDialog } from './document-preview-dialog';
import { DocumentsPageFrame } from './documents-page-frame';
import { DocumentStatusBadge } from './document-status-badge';
import { DocumentActions } from './documents-table';
import { UploadField } from '~/components/ui/upload-field';

export const COMPANY_DOCUMENT_SENT_MESSAGE = 'Documento enviado. Ele fica pendente até nossos contadores analisarem.';
export const DOCUMENT_DELETED_MESSAGE = 'Documento excluído.';

/** What each kind of company document is, under its title. */
const TYPE_DESCRIPTIONS: Partial<Record<DocumentType, string>> = {
  articles_of_association: 'O contrato social e as alterações registradas na junta comercial.',
  cnpj_card: 'O comprovante de inscrição no CNPJ, emitido no site da Receita Federal.',
  municipal_registration: 'A inscrição na prefeitura, para quem presta serviços.',
  state_registration: 'A inscrição estadual, para quem vende mercadorias.',
  license: 'Alvará de funcionamento, licenças sanitária e ambiental, vistoria dos bombeiros.',
  digital_certificate: 'O comprovante do certificado digital da empresa (e-CNPJ), com a validade.',
};

const UPLOAD_LABELS: Partial<Record<DocumentType, string>> = {
  articles_of_association: 'Enviar contrato social',
  cnpj_card: 'Enviar cartão CNPJ',
  municipal_registration: 'Enviar inscrição municipal',
  state_registration: 'Enviar inscrição estadual',
  license: 'Enviar alvará ou licença',
  digital_certificate: 'Enviar certificado digital',
};

/** `/app/documents/company`: the company's own documents by type, each with its upload. */
export function CompanyDocumentsPage() {
  return (
    <DocumentsPageFrame
      className="grid gap-8"
      title="Documentos da empresa"
      description="Os documentos que registram a sua empresa, prontos para baixar quando alguém pedir. Os que você envia ficam pendentes até nossos contadores analisarem."
      otherPage={{ to: '/app/documents', icon: FolderOpen, label: 'Guias e documentos' }}
      noCompanyText="Escolha a empresa no topo da página para ver e enviar os documentos dela."
    >
      {(company) => <CompanyDocumentsByType companyId={company.id} />}
    </DocumentsPageFrame>
  );
}

function CompanyDocumentsByType({ companyId }: { companyId: string }) {
  const documents = useDocuments(companyId, COMPANY_DOCUMENTS_QUERY);
  const [previewing, setPreviewing] = useState<CompanyDocument | null>(null);
  const [deleting, setDeleting] = useState<CompanyDocument | null>(null);

  return (
    <QueryStates
      query={documents}
      loading={
        <Loading label="Carregando os documentos…" className="grid gap-4 lg:grid-cols-2">
          {COMPANY_DOCUMENT_TYPES.map((type) => (
            <Skeleton key={type} className="h-56 w-full" />
          ))}
        </Loading>
      }
    >
      {(page) => (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            {COMPANY_DOCUMENT_TYPES.map((type) => (
              <TypeSection
                key={type}
                companyId={companyId}
                type={type}
                documents={page.items.filter((document) => document.type === type)}
                onPreview={setPreviewing}
                onDelete={setDeleting}
              />
            ))}
          </div>
          <DocumentPreviewDialog companyId={companyId} document={previewing} onClose={() => setPreviewing(null)} />
          <DeleteDocumentDialog companyId={companyId} document={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </QueryStates>
  );
}

interface TypeSectionProps {
  companyId: string;
  type: DocumentType;
  documents: CompanyDocument[];
  onPreview: (document: CompanyDocument) => void;
  onDelete: (document: CompanyDocument) => void;
}

function TypeSection({ companyId, type, documents, onPreview, onDelete }: TypeSectionProps) {
  const headingId = `tipo-${type}`;
  const upload = useSignedUpload(companyId, PDF_OR_IMAGE_FILE);
  const create = useCreateDocument(companyId);

  const send = async (file: File | null) => {
    if (!file) return;
    const sent = await upload.start(file);
    if (!sent) return;
    create.mutate(
      { key: sent.key, type },
      {
        onSuccess: () => {
          toast.success(COMPANY_DOCUMENT_SENT_MESSAGE);
          upload.reset();
        },
        onError: (error) => upload.fail(error.message),
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 content-start gap-4 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {documentTypeLabels[type]}
        </h2>
        <p className="text-sm text-muted-foreground">{TYPE_DESCRIPTIONS[type]}</p>
      </div>
      {documents.length === 0 ? (
        <p className="rounded-md bg-muted/60 px-3 py-2 text-sm text-muted-foreground">Nenhum arquivo enviado ainda.</p>
      ) : (
        <ul className="grid gap-3" aria-label={`Arquivos: ${documentTypeLabels[type]}`}>
          {documents.map((document) => (
            <li key={document.id} className="grid gap-3 rounded-md border border-border p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-0.5">
                  <span className="text-sm font-medium [overflow-wrap:anywhere]">{document.fileName}</span>
                  <span className="text-xs text-muted-foreground">
                    <span className="tabular-nums">{formatDate(document.createdAt)}</span> · {sentByText(document)} ·{' '}
                    {formatFileSize(document.size)}
                  </span>
                </div>
                <DocumentStatusBadge document={document} />
              </div>
              {document.status === 'rejected' && document.rejectionReason && (
                <Alert tone="error" role="note">
                  <strong className="font-semibold">Motivo da recusa:</strong> {document.rejectionReason}
                </Alert>
              )}
              <div className="flex flex-wrap gap-2">
                <DocumentActions companyId={companyId} document={document} onPreview={onPreview} />
                {canDelete(document) && (
                  <Button variant="outline" size="sm" className="text-destructive" onClick={() => onDelete(document)}>
                    <Trash2 aria-hidden="true" />
                    Excluir
                    <span className="sr-only">: {document.fileName}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <UploadField
        upload={upload}
        label={UPLOAD_LABELS[type] ?? 'Enviar arquivo'}
        rule={PDF_OR_IMAGE_FILE}
        disabled={create.isPending}
        progressLabel={`Envio: ${documentTypeLabels[type]}`}
        onFile={(file) => void send(file)}
      />
    </section>
  );
}

function DeleteDocumentDialog({
  companyId,
  document,
  onClose,
}: {
  companyId: string;
  document: CompanyDocument | null;
  onClose: () => void;
}) {
  const remove = useDeleteDocument(companyId);
  return (
    <ConfirmDialog
      open={!!document}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
      title="Excluir este documento?"
      description={
        document
          ? `${document.fileName} (${documentTypeLabels[document.type]}) será excluído e não poderá ser recuperado.`
          : ''
      }
      confirmLabel="Sim, excluir"
      busyLabel="Excluindo…"
      isBusy={remove.isPending}
      error={remove.error?.message ?? null}
      tone="destructive"
      onConfirm={() => {
        if (!document) return;
        remove.mutate(document.id, {
          onSuccess: () => {
            toast.success(DOCUMENT_DELETED_MESSAGE);
            remove.reset();
            onClose();
          },
        });
      }}
    />
  );
}
