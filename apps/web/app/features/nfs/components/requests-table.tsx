import { Link, useSearchParams } from 'react-router';
import { FileCode2, FileText } from 'lucide-react';
import { formatCnpj, formatCpf, toCents, type NfsRequest } from '@contabil/contracts';
import { invoiceFileHref } from '../api/invoices-api';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { formatDate } from '~/lib/format/dates';
import { formatBrl } from '~/lib/format/money';
import { withOpenRequest } from '../requests-filters';
import { RequestStatusBadge } from './request-status-badge';

export function requestDocumentText(request: Pick<NfsRequest, 'cnpj' | 'cpf'>): string {
  if (request.cnpj) return `CNPJ ${formatCnpj(request.cnpj)}`;
  return request.cpf ? `CPF ${formatCpf(request.cpf)}` : '';
}

/**
 * The requests as a table on wide screens and as cards on phones; each opens its detail. An
 * issued note shows its number and its PDF and XML right there (issue 27).
 */
export function RequestsTable({
  companyId,
  requests,
  caption,
}: {
  companyId: string;
  requests: readonly NfsRequest[];
  caption: string;
}) {
  const columns: readonly DataTableColumn<NfsRequest>[] = [
    { header: 'Tomador', cell: (request) => <TakerCell request={request} />, card: 'title' },
    {
      header: 'Valor',
      cell: (request) => formatBrl(toCents(request.totalValue)),
      className: 'text-right whitespace-nowrap tabular-nums',
      cardClassName: 'tabular-nums',
    },
    {
      header: 'Competência',
      cell: (request) => formatDate(request.competenceDate),
      className: 'tabular-nums',
      cardClassName: 'tabular-nums',
    },
    {
      header: 'Pedido em',
      cell: (request) => formatDate(request.createdAt),
      className: 'whitespace-nowrap tabular-nums',
      cardClassName: 'tabular-nums',
    },
    { header: 'Status', cell: (request) => <RequestStatusBadge status={request.status} />, card: 'badge' },
    {
      header: 'Nota',
      cell: (request) => <IssuedNoteCell companyId={companyId} request={request} />,
      cardCell: (request) =>
        request.invoiceNumber ? <IssuedNoteCell companyId={companyId} request={request} /> : null,
    },
  ];
  return (
    <DataTable
      rows={requests}
      rowKey={(request) => request.id}
      columns={columns}
      caption={caption}
      cardFieldsClassName="flex flex-wrap gap-x-6 gap-y-2 text-sm"
    />
  );
}

function TakerCell({ request }: { request: NfsRequest }) {
  const [params] = useSearchParams();
  return (
    <div className="grid min-w-0 gap-0.5">
      <Link
        to={{ search: `?${withOpenRequest(params, request.id)}` }}
        preventScrollReset
        className="rounded-sm font-medium break-words text-primary underline-offset-4 hover:underline"
      >
        {request.taker.name}
        <span className="sr-only">: ver o pedido</span>
      </Link>
      <span className="text-xs text-muted-foreground tabular-nums">{requestDocumentText(request)}</span>
    </div>
  );
}

/** "Nº 123" and the PDF and XML of an issued note; a dash while there is none. */
function IssuedNoteCell({ companyId, request }: { companyId: string; request: NfsRequest }) {
  if (!request.invoiceNumber) return <span className="text-muted-foreground">—</span>;
  const files = [
    { kind: 'pdf' as const, label: 'PDF', available: request.hasPdf, Icon: FileText },
    { kind: 'xml' as const, label: 'XML', available: request.hasXml, Icon: FileCode2 },
  ].filter((file) => file.available);
  return (
    <div className="grid gap-1">
      <span className="font-medium whitespace-nowrap tabular-nums">Nº {request.invoiceNumber}</span>
      {files.length > 0 && (
        <span className="flex flex-wrap gap-3">
          {files.map(({ kind, label, Icon }) => (
            <a
              key={kind}
              href={invoiceFileHref(companyId, request.id, kind)}
              download
              aria-label={`Baixar o ${label} da nota ${request.invoiceNumber}`}
              className="inline-flex min-h-6 items-center gap-1 rounded-sm text-primary underline-offset-4 hover:underline"
            >
              <Icon className="size-3.5" aria-hidden="true" />
              {label}
            </a>
          ))}
        </span>
      )}
    </div>
  );
}
