import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { useApiClient } from '~/lib/api-client-context';
import { adminCompaniesKeys, fetchOrders, type OrderKind, type OrdersFilters } from '../api/admin-companies-api';
import { readOrdersFilters, writeOrdersFilters } from '../orders-filters';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { OrdersFiltersBar } from './orders-filters-bar';
import { OrdersTable } from './orders-table';
import { QueryStates } from '~/components/ui/query-states';

export const ORDER_PAGES: Record<OrderKind, { title: string; description: string; caption: string }> = {
  opening: {
    title: 'Aberturas de empresa',
    description: 'Os pedidos de abertura: quem pediu, em que etapa estão e quando a assinatura foi paga.',
    caption: 'Pedidos de abertura de empresa',
  },
  migration: {
    title: 'Trocas de contador',
    description: 'As empresas que estão trazendo a contabilidade para cá, etapa por etapa.',
    caption: 'Pedidos de troca de contador',
  },
};

/** The system administrators' list of opening or migration orders. */
export function CompanyOrdersPage({ kind }: { kind: OrderKind }) {
  const client = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readOrdersFilters(searchParams);
  const page = ORDER_PAGES[kind];
  const orders = useQuery({
    queryKey: adminCompaniesKeys.orders(kind, filters),
    queryFn: ({ signal }) => fetchOrders(client, kind, filters, signal),
    placeholderData: keepPreviousData,
  });
  const setFilters = (next: OrdersFilters) => setSearchParams(writeOrdersFilters(next), { preventScrollReset: true });
  const isFiltered = !!(filters.query || filters.status || filters.trackStatus || filters.waitingFor);

  return (
    <div className="grid gap-6">
      <PageHeader title={page.title} description={page.description} />
      <OrdersFiltersBar kind={kind} filters={filters} onChange={setFilters} />
      <QueryStates
        query={orders}
        loading={<ListSkeleton label="Carregando pedidos…" />}
        empty={
          <EmptyState icon={Inbox} title={isFiltered ? 'Nenhum pedido com estes filtros' : 'Nenhum pedido ainda'}>
            <p>
              {isFiltered
                ? 'Mude a busca ou os filtros para ver outros pedidos.'
                : 'Os pedidos aparecem aqui assim que alguém começa o cadastro.'}
            </p>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="grid gap-4" aria-busy={orders.isFetching || undefined}>
            <OrdersTable orders={data.items} caption={page.caption} />
            <ListPagination page={data} onChange={(offset) => setFilters({ ...filters, offset })} noun="pedidos" />
          </div>
        )}
      </QueryStates>
    </div>
  );
}
