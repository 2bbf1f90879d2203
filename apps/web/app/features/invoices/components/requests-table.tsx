import { Link, useSearchParams } from 'react-router';
import { formatCnpj, formatCpf, toCents, type NfsRequest } from '@contabil/contracts';
import { formatDate } from '~/lib/format/dates';
import { formatBrl } from '~/lib/format/money';
import { withOpenRequest } from '../requests-filters';
import { RequestStatusBadge } from './request-status-badge';

export function requestDocumentText(request: Pick<NfsRequest, 'cnpj' | 'cpf'>): string {
  if (request.cnpj) return `CNPJ ${formatCnpj(request.cnpj)}`;
  return request.cpf ? `CPF ${formatCpf(request.cpf)}` : '';
}

/** The requests as a table on wide screens and as cards on phones; each opens its detail. */
export function RequestsTable({ requests, caption }: { requests: readonly NfsRequest[]; caption: string }) {
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
