import { Eye } from 'lucide-react';
import { documentTypeLabels, isGuideType, toCents, type CompanyDocument } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { formatDate } from '~/lib/format/dates';
import { formatBrl } from '~/lib/format/money';
import { previewKind } from '~/lib/files/document-files';
import { formatCompetence } from '~/lib/format/months';
import { sentByText } from '../document-status';
import { DocumentStatusBadge } from './document-status-badge';
import { AskAboutButton } from '~/features/conversations';
import { DownloadButton } from './download-button';

interface DocumentsTableProps {
  companyId: string;
  documents: readonly CompanyDocument[];
  caption: string;
  onPreview: (document: CompanyDocument) => void;
}

/** The documents as a table on wide screens and as cards on phones, each with its preview and download. */
export function DocumentsTable({ companyId, documents, caption, onPreview }: DocumentsTableProps) {
  const actions = (document: CompanyDocument) => (
    <DocumentActions companyId={companyId} document={document} onPreview={onPreview} />
  );
  const columns: readonly DataTableColumn<CompanyDocument>[] = [
    { header: 'Documento', cell: (document) => <DocumentName document={document} />, card: 'title' },
    {
      header: 'Competência',
      className: 'tabular-nums',
      cell: (document) => (document.competence ? formatCompetence(document.competence) : '—'),
      cardCell: (document) => (document.competence ? formatCompetence(document.competence) : null),
      cardClassName: 'tabular-nums',
    },
    { header: 'Enviado', cell: (document) => <SentCell document={document} /> },
    { header: 'Status', cell: (document) => <DocumentStatusBadge document={document} />, card: 'badge' },
    {
      header: 'Ações',
      headerHidden: true,
      className: 'text-right',
      cell: (document) => <div className="flex flex-wrap justify-end gap-2">{actions(document)}</div>,
      cardCell: actions,
      card: 'actions',
    },
  ];
  return (
    <DataTable
      rows={documents}
      rowKey={(document) => document.id}
      columns={columns}
      caption={caption}
      cardFieldsClassName="flex flex-wrap gap-x-6 gap-y-2 text-sm"
    />
  );
}

/** The title, then the type, and for a guide its amount and due date. */
function DocumentName({ document }: { document: CompanyDocument }) {
  const details = [documentTypeLabels[document.type]];
  if (isGuideType(document.type)) {
    if (document.amount !== null) details.push(formatBrl(toCents(document.amount)));
    if (document.dueDate) details.push(`vencimento ${formatDate(document.dueDate)}`);
  } else if (document.fileName !== document.title) details.push(document.fileName);
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="font-medium [overflow-wrap:anywhere]">{document.title}</span>
      <span className="text-xs [overflow-wrap:anywhere] text-muted-foreground">{details.join(' · ')}</span>
    </div>
  );
}

function SentCell({ document }: { document: CompanyDocument }) {
  return (
    <span className="grid gap-0.5">
      <span className="tabular-nums">{formatDate(document.createdAt)}</span>
      <span className="text-xs text-muted-foreground">{sentByText(document)}</span>
    </span>
  );
}

export function DocumentActions({
  companyId,
  document,
  onPreview,
}: {
  companyId: string;
  document: CompanyDocument;
  onPreview: (document: CompanyDocument) => void;
}) {
  return (
    <>
      {previewKind(document) && (
        <Button variant="outline" size="sm" onClick={() => onPreview(document)}>
          <Eye aria-hidden="true" />
          Visualizar
          <span className="sr-only">: {document.title}</span>
        </Button>
      )}
      <DownloadButton companyId={companyId} document={document} />
      <AskAboutButton
        companyId={companyId}
        subjectType="document"
        subjectId={document.id}
        label="Perguntar"
        srSuffix={document.title}
        size="sm"
      />
    </>
  );
}
