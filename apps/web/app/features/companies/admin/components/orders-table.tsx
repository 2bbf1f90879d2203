import { Link, useLocation } from 'react-router';
import { formatCnpj, formatPhone, type CompanyOrder } from '@contabil/contracts';
import { formatDate } from '~/lib/format/dates';
import { stepLabel } from '../company-labels';
import { telHref } from '~/lib/format/phone';
import { CompanyStatusBadge } from './company-status-badge';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';

export function companyDetailPath(companyId: string): string {
  return `/app/admin/companies/${encodeURIComponent(companyId)}`;
}

/** The state a link to a company's page carries: the list (with its filters) its back link returns to. */
export function useCompanyLinkState(): { from: string } {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

const ORDER_COLUMNS: readonly DataTableColumn<CompanyOrder>[] = [
  { header: 'Empresa', cell: (order) => <CompanyCell order={order} />, card: 'title' },
  { header: 'Responsável', cell: (order) => <OwnerCell order={order} /> },
  { header: 'Status', cell: (order) => <CompanyStatusBadge status={order.company.status} />, card: 'badge' },
  { header: 'Etapa atual', cell: (order) => <StepCell order={order} /> },
  {
    header: 'Pago em',
    className: 'whitespace-nowrap tabular-nums',
    cell: (order) =>
      order.paidAt ? formatDate(order.paidAt) : <span className="text-muted-foreground">Não pago</span>,
    cardCell: (order) => (order.paidAt ? formatDate(order.paidAt) : 'Não pago'),
  },
];

/** A table on wide screens; a list of cards on phones, where seven columns cannot fit. */
export function OrdersTable({ orders, caption }: { orders: readonly CompanyOrder[]; caption: string }) {
  return <DataTable rows={orders} rowKey={(order) => order.company.id} columns={ORDER_COLUMNS} caption={caption} />;
}

function CompanyCell({ order: { company } }: { order: CompanyOrder }) {
  const linkState = useCompanyLinkState();
  return (
    <div className="grid min-w-0 gap-0.5">
      <Link
        to={companyDetailPath(company.id)}
        state={linkState}
        className="rounded-sm font-medium break-words text-primary underline-offset-4 hover:underline"
      >
        {company.alias || company.name}
      </Link>
      <span className="text-xs text-muted-foreground tabular-nums">
        {company.cnpj ? `CNPJ ${formatCnpj(company.cnpj)}` : `Pedido em ${formatDate(company.createdAt)}`}
      </span>
    </div>
  );
}

function OwnerCell({ order: { owner } }: { order: CompanyOrder }) {
  if (!owner) return <span className="text-muted-foreground">Sem responsável</span>;
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="break-words">{owner.name}</span>
      <a href={`mailto:${owner.email}`} className="text-xs break-all text-primary underline-offset-4 hover:underline">
        {owner.email}
      </a>
      {owner.phone && (
        <a
          href={telHref(owner.phone)}
          className="text-xs text-muted-foreground tabular-nums underline-offset-4 hover:underline"
        >
          {formatPhone(owner.phone)}
        </a>
      )}
    </div>
  );
}

function StepCell({ order }: { order: CompanyOrder }) {
  const progress = `${order.stepsDone} de ${order.stepsTotal} etapas`;
  if (!order.currentStep)
    return (
      <span className="grid gap-0.5">
        Etapas concluídas<Small>{progress}</Small>
      </span>
    );
  return (
    <span className="grid gap-0.5">
      {stepLabel(order.company.trackId, order.currentStep)}
      <Small>{progress}</Small>
    </span>
  );
}

function Small({ children }: { children: string }) {
  return <span className="text-xs text-muted-foreground">{children}</span>;
}
