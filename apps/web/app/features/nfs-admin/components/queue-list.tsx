import type { ReactNode } from 'react';
import { formatCnpj, type NfsRequest } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { formatDate } from '~/lib/format/dates';
import { cn } from '~/lib/cn';
import { formatInvoiceValue, formatRequestedAt, takerDocument } from '../nfs-format';
import { RequestStatusBadge } from '~/features/invoices';

export interface QueueActions {
  onTake: (request: NfsRequest) => void;
  onOpen: (request: NfsRequest) => void;
  onReject: (request: NfsRequest) => void;
  /** The request being taken right now, if any. */
  takingId: string | null;
}

/** A table on wide screens; cards below, where six columns and the actions cannot fit. */
export function QueueList({ requests, actions }: { requests: readonly NfsRequest[]; actions: QueueActions }) {
  const caption = 'Pedidos de nota fiscal de serviço';
  return (
    <>
      <div
        data-slot="nfs-queue-table"
        className="hidden overflow-x-auto rounded-lg border border-border bg-surface xl:block"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <Th>Empresa</Th>
              <Th>Tomador</Th>
              <Th>Valor</Th>
              <Th>Pedido em</Th>
              <Th>Status</Th>
              <Th>
                <span className="sr-only">Ações</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {requests.map((request) => (
              <tr key={request.id} className="align-top hover:bg-muted/50">
                <td className="px-3 py-3">
                  <CompanyCell request={request} />
                </td>
                <td className="px-3 py-3">
                  <TakerCell request={request} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <ValueCell request={request} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap tabular-nums">{formatRequestedAt(request.createdAt)}</td>
                <td className="px-3 py-3">
                  <div className="grid justify-items-start gap-1">
                    <RequestStatusBadge status={request.status} />
                    <RequestFlags request={request} />
                  </div>
                </td>
                <td className="px-3 py-3">
                  {/* Stacked: side by side the actions pushed the table past 1280 px (issue 27, item 11). */}
                  <RowActions request={request} actions={actions} className="flex-col items-stretch" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label={caption}>
        {requests.map((request) => (
          <li key={request.id} className="grid content-start gap-3 rounded-lg border border-border bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <CompanyCell request={request} />
              <div className="grid justify-items-end gap-1 text-right">
                <RequestStatusBadge status={request.status} />
                <RequestFlags request={request} />
              </div>
            </div>
            <dl className="grid gap-2 text-sm">
              <CardItem label="Tomador">
                <TakerCell request={request} />
              </CardItem>
              <CardItem label="Valor">
                <ValueCell request={request} />
              </CardItem>
              <CardItem label="Pedido em">
                <span className="tabular-nums">{formatRequestedAt(request.createdAt)}</span>
              </CardItem>
            </dl>
            <RowActions request={request} actions={actions} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** What needs a second look: the path (API nacional) and its failures, or an XML that differs from the request. */
function RequestFlags({ request }: { request: NfsRequest }) {
  const emission = request.nationalEmission;
  const flags: { text: string; tone: 'muted' | 'error' }[] = [];
  if (emission) flags.push({ text: 'API nacional', tone: 'muted' });
  else if (request.status === 'requested' && request.emissionMode === 'reviewed')
    flags.push({ text: 'Aguarda aprovação', tone: 'muted' });
  if (emission?.sendFailedAt && request.status === 'processing')
    flags.push({ text: 'Sefin sem resposta', tone: 'error' });
  if (emission?.deliveryFailedAt) flags.push({ text: 'Entrega falhou', tone: 'error' });
  if (request.xmlCheck && request.xmlCheck.flags.length > 0) flags.push({ text: 'XML diverge', tone: 'error' });
  if (flags.length === 0) return null;
  return (
    <span className="grid gap-0.5 text-xs">
      {flags.map((flag) => (
        <span
          key={flag.text}
          className={flag.tone === 'error' ? 'font-medium text-destructive' : 'text-muted-foreground'}
        >
          {flag.text}
        </span>
      ))}
    </span>
  );
}

function Th({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
      {children}
    </th>
  );
}

function CardItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function CompanyCell({ request }: { request: NfsRequest }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="font-medium break-words">{request.companyName}</span>
      <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
        {request.companyCnpj ? `CNPJ ${formatCnpj(request.companyCnpj)}` : 'Sem CNPJ'}
      </span>
    </div>
  );
}

function TakerCell({ request }: { request: NfsRequest }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="break-words">{request.taker.name}</span>
      <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">{takerDocument(request)}</span>
    </div>
  );
}

function ValueCell({ request }: { request: NfsRequest }) {
  return (
    <div className="grid gap-0.5">
      <span className="font-medium tabular-nums">{formatInvoiceValue(request.totalValue)}</span>
      <span className="text-xs text-muted-foreground tabular-nums">
        Competência {formatDate(request.competenceDate)}
      </span>
    </div>
  );
}

function RowActions({
  request,
  actions,
  className,
}: {
  request: NfsRequest;
  actions: QueueActions;
  className?: string;
}) {
  const isTaking = actions.takingId === request.id;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {request.status === 'requested' && request.emissionMode === 'manual' && (
        <Button
          size="sm"
          disabled={actions.takingId !== null}
          aria-busy={isTaking || undefined}
          onClick={() => actions.onTake(request)}
        >
          {isTaking ? 'Assumindo…' : 'Assumir'}
        </Button>
      )}
      {request.status === 'requested' && request.emissionMode !== 'manual' ? (
        <Button size="sm" onClick={() => actions.onOpen(request)}>
          Revisar e aprovar
        </Button>
      ) : request.status === 'processing' && !request.nationalEmission ? (
        <>
          <Button size="sm" onClick={() => actions.onOpen(request)}>
            Emitir
          </Button>
          <Button size="sm" variant="outline" className="text-destructive" onClick={() => actions.onReject(request)}>
            Recusar
          </Button>
        </>
      ) : (
        <Button size="sm" variant="outline" onClick={() => actions.onOpen(request)}>
          Detalhes
        </Button>
      )}
    </div>
  );
}
