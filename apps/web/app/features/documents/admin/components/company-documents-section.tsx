import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FilePlus2, FileText, Receipt } from 'lucide-react';
import {
  DOCUMENT_GROUPS,
  documentStatusLabels,
  documentTypeLabels,
  type CompanyDocument,
  type DocumentGroup,
  type DocumentStatus,
  type DocumentType,
} from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DetailSection } from '~/components/ui/detail-section';
import { FilterSelect } from '~/components/ui/filter-select';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import {
  deleteDocument,
  DOCUMENTS_PAGE_SIZE,
  documentsKeys,
  useDocuments,
  DocumentPreviewDialog,
} from '~/features/documents';
import { toast } from '~/platform/toast';
import { useApiClient } from '~/lib/api-client-context';
import { reviewDocument } from '../api/admin-documents-api';
import { documentName } from '../document-format';
import { RejectDocumentDialog } from './reject-document-dialog';
import { SendDocumentForm } from './send-document-form';
import { SendGuideForm } from './send-guide-form';
import { DocumentsList } from './documents-list';

export const DOCUMENTS_SECTION_TITLE = 'Documentos';

export const documentGroupLabels: Readonly<Record<DocumentGroup, string>> = {
  guide: 'Guias de impostos',
  company: 'Documentos da empresa',
  receipt: 'Comprovantes',
  invoice: 'Notas fiscais',
  statement: 'Extratos',
  other: 'Outros',
};

/** Every type but the guides: what the company may send for review. */
const REVIEWED_TYPES: DocumentType[] = (Object.keys(DOCUMENT_GROUPS) as DocumentGroup[])
  .filter((group) => group !== 'guide')
  .flatMap((group) => DOCUMENT_GROUPS[group]);

interface Filters {
  group: DocumentGroup | null;
  status: DocumentStatus | null;
  offset: number;
}

type Open =
  { view: 'guide' | 'document' } | { view: 'preview' | 'reject' | 'delete'; document: CompanyDocument } | null;

/**
 * The company page's documents, for our accountants: what was delivered and sent, with
 * previews and downloads; "Enviar guia" and "Enviar documento"; the review (approve,
 * reject with a reason) of what the company sent; and deletion.
 */
export function CompanyDocumentsSection({ companyId }: { companyId: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ group: null, status: null, offset: 0 });
  const [open, setOpen] = useState<Open>(null);
  const documents = useDocuments(companyId, {
    ...(filters.group ? { types: DOCUMENT_GROUPS[filters.group] } : {}),
    ...(filters.status ? { statuses: [filters.status] } : {}),
    limit: DOCUMENTS_PAGE_SIZE,
    offset: filters.offset,
  });
  const toReview = useDocuments(companyId, { types: REVIEWED_TYPES, statuses: ['pending'], limit: 1, offset: 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentsKeys.company(companyId) });
  const close = () => setOpen(null);

  const approve = useMutation({
    mutationFn: (document: CompanyDocument) => reviewDocument(client, companyId, document.id, { status: 'approved' }),
    onSuccess: (document) => toast.success(`${documentName(document, documentTypeLabels)} aprovado.`),
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (document: CompanyDocument) => deleteDocument(client, companyId, document.id),
    onSuccess: (_, document) => {
      toast.success(`${documentName(document, documentTypeLabels)} excluído.`);
      close();
    },
    onSettled: refresh,
  });

  const sent = (document: CompanyDocument) => {
    toast.success(`${documentName(document, documentTypeLabels)} enviado para a empresa.`);
    close();
    // The new document shows first: no filter that could hide it.
    setFilters({ group: null, status: null, offset: 0 });
    void refresh();
  };
  const reject = async (document: CompanyDocument, reason: string) => {
    await reviewDocument(client, companyId, document.id, { status: 'rejected', reason });
    toast.success(`${documentName(document, documentTypeLabels)} recusado. A empresa vê o motivo.`);
    close();
    await refresh();
  };

  const pendingReviews = toReview.data?.total ?? 0;
  const isFiltered = !!(filters.group || filters.status);
  const isSending = open?.view === 'guide' || open?.view === 'document';

  return (
    <DetailSection
      title={DOCUMENTS_SECTION_TITLE}
      actions={
        // Hidden while a form is open: one send at a time, and its own Cancel closes it.
        !isSending && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setOpen({ view: 'guide' })}>
              <Receipt aria-hidden="true" />
              Enviar guia
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen({ view: 'document' })}>
              <FilePlus2 aria-hidden="true" />
              Enviar documento
            </Button>
          </div>
        )
      }
    >
      {open?.view === 'guide' && <SendGuideForm companyId={companyId} onSent={sent} onCancel={close} />}
      {open?.view === 'document' && <SendDocumentForm companyId={companyId} onSent={sent} onCancel={close} />}

      {pendingReviews > 0 && (
        <Alert className="flex flex-wrap items-center justify-between gap-2 border-warning-border bg-warning-soft">
          <span>
            {pendingReviews === 1
              ? '1 documento enviado pela empresa aguarda revisão.'
              : `${pendingReviews} documentos enviados pela empresa aguardam revisão.`}
          </span>
          {filters.status !== 'pending' && (
            <Button variant="link" onClick={() => setFilters({ group: null, status: 'pending', offset: 0 })}>
              Ver pendentes
            </Button>
          )}
        </Alert>
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        <FilterSelect
          label="Tipo"
          value={filters.group}
          options={documentGroupLabels}
          onChange={(group) => setFilters({ ...filters, group, offset: 0 })}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={documentStatusLabels}
          onChange={(status) => setFilters({ ...filters, status, offset: 0 })}
        />
      </div>

      <QueryStates
        query={documents}
        loading={<ListSkeleton rows={3} label="Carregando documentos…" />}
        keepDataOnError
        empty={
          <EmptyState
            icon={FileText}
            headingLevel="h3"
            title={isFiltered ? 'Nenhum documento com estes filtros' : 'Nenhum documento ainda'}
          >
            <p>
              {isFiltered
                ? 'Mude os filtros para ver os outros documentos da empresa.'
                : 'As guias e os documentos enviados pela contabilidade ou pela empresa aparecem aqui.'}
            </p>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="grid gap-4" aria-busy={documents.isFetching || undefined}>
            <DocumentsList
              companyId={companyId}
              documents={data.items}
              approvingId={approve.isPending ? (approve.variables?.id ?? null) : null}
              onPreview={(document) => setOpen({ view: 'preview', document })}
              onApprove={(document) => approve.mutate(document)}
              onReject={(document) => setOpen({ view: 'reject', document })}
              onDelete={(document) => {
                remove.reset();
                setOpen({ view: 'delete', document });
              }}
            />
            <ListPagination page={data} onChange={(offset) => setFilters({ ...filters, offset })} noun="documentos" />
          </div>
        )}
      </QueryStates>

      <DocumentPreviewDialog
        companyId={companyId}
        document={open?.view === 'preview' ? open.document : null}
        onClose={close}
      />
      {open?.view === 'reject' && (
        <RejectDocumentDialog
          document={open.document}
          onClose={close}
          onReject={({ reason }) => reject(open.document, reason)}
        />
      )}
      <ConfirmDialog
        open={open?.view === 'delete'}
        onOpenChange={(next) => !next && close()}
        title="Excluir o documento?"
        description={
          open?.view === 'delete'
            ? `${documentName(open.document, documentTypeLabels)} (${open.document.fileName}) sai da lista da empresa e o arquivo é apagado. Não dá para desfazer.`
            : ''
        }
        confirmLabel="Excluir"
        busyLabel="Excluindo…"
        isBusy={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => open?.view === 'delete' && remove.mutate(open.document)}
        tone="destructive"
      />
    </DetailSection>
  );
}
