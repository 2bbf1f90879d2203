import type { ReactNode } from 'react';
import { Eye } from 'lucide-react';
import { documentTypeLabels, isGuideType, toCents, type CompanyDocument } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { formatDate } from '~/lib/format/dates';
import { formatBrl } from '~/lib/format/money';
import { previewKind } from '~/lib/files/document-files';
import { formatCompetence, sentByText } from '../document-status';
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
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-border bg-surface md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Documento
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Competência
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Enviado
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {documents.map((document) => (
              <tr key={document.id} className="align-top hover:bg-muted/50">
                <td className="px-4 py-3">
                  <DocumentName document={document} />
                </td>
                <td className="px-4 py-3 tabular-nums">
                  {document.competence ? formatCompetence(document.competence) : '—'}
                </td>
                <td className="px-4 py-3">
                  <SentCell document={document} />
                </td>
                <td className="px-4 py-3">
                  <DocumentStatusBadge document={document} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap justify-end gap-2">
                    <DocumentActions companyId={companyId} document={document} onPreview={onPreview} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {documents.map((document) => (
          <li key={document.id} className="grid gap-3 rounded-lg border border-border bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <DocumentName document={document} />
              <DocumentStatusBadge document={document} />
            </div>
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {document.competence && (
                <Detail label="Competência">
                  <span className="tabular-nums">{formatCompetence(document.competence)}</span>
                </Detail>
              )}
              <Detail label="Enviado">
                <SentCell document={document} />
              </Detail>
            </dl>
            <div className="flex flex-wrap gap-2">
              <DocumentActions companyId={companyId} document={document} onPreview={onPreview} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
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
