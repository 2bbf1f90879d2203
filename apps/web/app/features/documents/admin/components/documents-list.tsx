import { Check, X } from 'lucide-react';
import { documentTypeLabels, type CompanyDocument } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { formatDate, formatDateTime } from '~/lib/format/dates';
import { formatFileSize, previewKind } from '~/lib/files/document-files';
import { formatCompetence } from '~/lib/format/months';
import { awaitsReview, documentName, formatAmount, senderLabel } from '../document-format';
import { DeleteAction, DownloadAction, PreviewAction } from './document-actions';
import { AdminDocumentStatusBadge } from './document-status-badge';

interface DocumentsListProps {
  companyId: string;
  documents: readonly CompanyDocument[];
  /** The document whose approval is being sent, if any. */
  approvingId: string | null;
  onPreview: (document: CompanyDocument) => void;
  onApprove: (document: CompanyDocument) => void;
  onReject: (document: CompanyDocument) => void;
  onDelete: (document: CompanyDocument) => void;
}

/** One row per document: what it is, its figures, who sent it, and what can be done with it. */
export function DocumentsList({
  companyId,
  documents,
  approvingId,
  onPreview,
  onApprove,
  onReject,
  onDelete,
}: DocumentsListProps) {
  return (
    <ul className="divide-y divide-border rounded-md border border-border" aria-label="Documentos da empresa">
      {documents.map((document) => {
        const name = documentName(document, documentTypeLabels);
        const review = awaitsReview(document);
        return (
          <li
            key={document.id}
            className="grid gap-3 p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start"
            aria-label={name}
          >
            <div className="grid min-w-0 gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {documentTypeLabels[document.type]}
                </span>
                <AdminDocumentStatusBadge status={document.status} />
                {review && <span className="text-xs font-medium text-warning">Aguarda revisão</span>}
              </div>
              <p className="font-medium [overflow-wrap:anywhere]">{name}</p>
              <Figures document={document} />
              <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                Enviado por {senderLabel(document)} em {formatDateTime(document.createdAt)} · {document.fileName} (
                {formatFileSize(document.size)})
              </p>
              {document.status === 'rejected' && document.rejectionReason && (
                <p className="text-sm text-destructive [overflow-wrap:anywhere]">
                  Motivo da recusa: {document.rejectionReason}
                </p>
              )}
              {document.paidAt && (
                <p className="text-xs text-muted-foreground">Pago em {formatDate(document.paidAt)}</p>
              )}
            </div>
            {/* Two groups that wrap as wholes: the review, then the file's own actions. */}
            <div className="flex flex-wrap items-center gap-2 lg:justify-end">
              {review && (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={approvingId === document.id}
                    aria-busy={approvingId === document.id || undefined}
                    onClick={() => onApprove(document)}
                  >
                    <Check aria-hidden="true" />
                    {approvingId === document.id ? 'Aprovando…' : 'Aprovar'}
                    <span className="sr-only">: {name}</span>
                  </Button>
                  <Button size="sm" variant="outline" className="text-destructive" onClick={() => onReject(document)}>
                    <X aria-hidden="true" />
                    Recusar
                    <span className="sr-only">: {name}</span>
                  </Button>
                </div>
              )}
              <div className="flex gap-2">
                {previewKind(document) && <PreviewAction name={name} onClick={() => onPreview(document)} />}
                <DownloadAction companyId={companyId} document={document} name={name} />
                <DeleteAction name={name} onClick={() => onDelete(document)} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Competence, amount and due date: guides have them, other documents may have a competence. */
function Figures({ document }: { document: CompanyDocument }) {
  const items = [
    document.competence ? { label: 'Competência', value: formatCompetence(document.competence) } : null,
    document.amount !== null ? { label: 'Valor', value: formatAmount(document.amount) } : null,
    document.dueDate ? { label: 'Vencimento', value: formatDate(document.dueDate) } : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {items.map((item) => (
        <div key={item.label} className="flex gap-1.5">
          <dt className="text-muted-foreground">{item.label}:</dt>
          <dd className="font-medium tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
