import { Link, useSearchParams } from 'react-router';
import { FileCode2, FileText } from 'lucide-react';
import { formatCnpj, formatCpf, toCents, type NfsRequest } from '@contabil/contracts';
import { invoiceFileHref } from '../api/invoices-api';
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
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-border bg-surface md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Tomador
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Valor
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Competência
              </th>
              <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                Pedido em
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Nota
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {requests.map((request) => (
              <tr key={request.id} className="align-top hover:bg-muted/50">
                <td className="px-4 py-3">
                  <TakerCell request={request} />
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {formatBrl(toCents(request.totalValue))}
                </td>
                <td className="px-4 py-3 tabular-nums">{formatDate(request.competenceDate)}</td>
                <td className="px-4 py-3 tabular-nums">{formatDate(request.createdAt)}</td>
                <td className="px-4 py-3">
                  <RequestStatusBadge status={request.status} />
                </td>
                <td className="px-4 py-3">
                  <IssuedNoteCell companyId={companyId} request={request} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {requests.map((request) => (
          <li key={request.id} className="grid gap-3 rounded-lg border border-border bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <TakerCell request={request} />
              <RequestStatusBadge status={request.status} />
            </div>
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Valor</dt>
                <dd className="tabular-nums">{formatBrl(toCents(request.totalValue))}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Competência</dt>
                <dd className="tabular-nums">{formatDate(request.competenceDate)}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Pedido em</dt>
                <dd className="tabular-nums">{formatDate(request.createdAt)}</dd>
              </div>
              {request.invoiceNumber && (
                <div className="grid gap-0.5">
                  <dt className="text-xs text-muted-foreground">Nota</dt>
                  <dd>
                    <IssuedNoteCell companyId={companyId} request={request} />
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </>
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
