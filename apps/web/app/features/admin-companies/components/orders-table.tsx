import { Link, useLocation } from 'react-router';
import { formatCnpj, formatPhone, type CompanyOrder } from '@contabil/contracts';
import { formatDate } from '~/lib/format/dates';
import { stepLabel } from '../company-labels';
import { telHref } from '~/lib/format/phone';
import { CompanyStatusBadge } from './company-status-badge';

export function companyDetailPath(companyId: string): string {
  return `/app/admin/companies/${encodeURIComponent(companyId)}`;
}

/** The state a link to a company's page carries: the list (with its filters) its back link returns to. */
export function useCompanyLinkState(): { from: string } {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

/** A table on wide screens; a list of cards on phones, where seven columns cannot fit. */
export function OrdersTable({ orders, caption }: { orders: readonly CompanyOrder[]; caption: string }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-border bg-surface md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Empresa
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Responsável
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Etapa atual
              </th>
              <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                Pago em
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {orders.map((order) => (
              <tr key={order.company.id} className="align-top hover:bg-muted/50">
                <td className="px-4 py-3">
                  <CompanyCell order={order} />
                </td>
                <td className="px-4 py-3">
                  <OwnerCell order={order} />
                </td>
                <td className="px-4 py-3">
                  <CompanyStatusBadge status={order.company.status} />
                </td>
                <td className="px-4 py-3">
                  <StepCell order={order} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                  {order.paidAt ? formatDate(order.paidAt) : <span className="text-muted-foreground">Não pago</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {orders.map((order) => (
          <li key={order.company.id} className="grid gap-3 rounded-lg border border-border bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <CompanyCell order={order} />
              <CompanyStatusBadge status={order.company.status} />
            </div>
            <dl className="grid gap-2 text-sm">
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Responsável</dt>
                <dd>
                  <OwnerCell order={order} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Etapa atual</dt>
                <dd>
                  <StepCell order={order} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Pago em</dt>
                <dd className="tabular-nums">{order.paidAt ? formatDate(order.paidAt) : 'Não pago'}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
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
