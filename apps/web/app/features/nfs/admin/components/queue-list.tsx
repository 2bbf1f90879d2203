import { formatCnpj, type NfsRequest } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { formatDate } from '~/lib/format/dates';
import { cn } from '~/lib/cn';
import { formatInvoiceValue, formatRequestedAt, takerDocument } from '../nfs-format';
import { RequestStatusBadge } from '~/features/nfs';

export interface QueueActions {
  onTake: (request: NfsRequest) => void;
  onOpen: (request: NfsRequest) => void;
  onReject: (request: NfsRequest) => void;
  /** The request being taken right now, if any. */
  takingId: string | null;
}

/** A table on wide screens; cards below, where six columns and the actions cannot fit. */
export function QueueList({ requests, actions }: { requests: readonly NfsRequest[]; actions: QueueActions }) {
  const columns: readonly DataTableColumn<NfsRequest>[] = [
    {
      header: 'Empresa',
      cell: (request) => <CompanyCell request={request} />,
      headerClassName: 'whitespace-nowrap',
      card: 'title',
    },
    { header: 'Tomador', cell: (request) => <TakerCell request={request} />, headerClassName: 'whitespace-nowrap' },
    { header: 'Valor', cell: (request) => <ValueCell request={request} />, className: 'whitespace-nowrap' },
    {
      header: 'Pedido em',
      cell: (request) => formatRequestedAt(request.createdAt),
      className: 'whitespace-nowrap tabular-nums',
      cardClassName: 'tabular-nums',
    },
    {
      header: 'Status',
      cell: (request) => (
        <div className="grid justify-items-start gap-1">
          <RequestStatusBadge status={request.status} />
          <RequestFlags request={request} />
        </div>
      ),
      cardCell: (request) => (
        <div className="grid justify-items-end gap-1 text-right">
          <RequestStatusBadge status={request.status} />
          <RequestFlags request={request} />
        </div>
      ),
      headerClassName: 'whitespace-nowrap',
      card: 'badge',
    },
    {
      header: 'Ações',
      headerHidden: true,
      // Stacked: side by side the actions pushed the table past 1280 px (issue 27, item 11).
      cell: (request) => <RowActions request={request} actions={actions} className="flex-col items-stretch" />,
      cardCell: (request) => <RowActions request={request} actions={actions} />,
      card: 'actions',
    },
  ];
  return (
    <DataTable
      rows={requests}
      rowKey={(request) => request.id}
      columns={columns}
      caption="Pedidos de nota fiscal de serviço"
      wideFrom="xl"
      dense
      cardsClassName="md:grid-cols-2"
      slot="nfs-queue-table"
    />
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
