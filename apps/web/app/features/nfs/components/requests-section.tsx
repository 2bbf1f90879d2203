import { useSearchParams } from 'react-router';
import { ReceiptText, SearchX } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { type RequestsFilters } from '../api/invoices-api';
import { useRequestsPage } from '../api/use-invoices';
import {
  hasActiveFilters,
  NO_FILTERS,
  readOpenRequest,
  readRequestsFilters,
  withOpenRequest,
  writeRequestsFilters,
} from '../requests-filters';
import { RequestDetailSheet } from './request-detail-sheet';
import { RequestsFiltersBar } from './requests-filters-bar';
import { RequestsTable } from './requests-table';

/** The company's requests: filters, pages of 10, each status kept up to date; the open one in a sheet. */
export function RequestsSection({ companyId, formAnchor }: { companyId: string; formAnchor: string }) {
  const [params, setParams] = useSearchParams();
  const filters = readRequestsFilters(params);
  const openId = readOpenRequest(params);
  const requests = useRequestsPage(companyId, filters);
  const changeFilters = (next: RequestsFilters) =>
    setParams(writeRequestsFilters(params, next), { preventScrollReset: true });

  return (
    <section aria-labelledby="pedidos-titulo" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="pedidos-titulo" className="text-xl font-semibold tracking-tight">
          Pedidos
        </h2>
        <p className="text-sm text-muted-foreground">
          O status muda sozinho enquanto a nota é emitida. Abra um pedido para ver os detalhes e baixar a nota.
        </p>
      </div>
      <RequestsFiltersBar filters={filters} onChange={changeFilters} />
      <QueryStates
        query={requests}
        loading={<ListSkeleton rows={4} label="Carregando os pedidos…" />}
        empty={
          hasActiveFilters(filters) ? (
            <EmptyState icon={SearchX} title="Nenhum pedido com esses filtros" headingLevel="h3">
              <p>Mude a busca, o status ou o dia, ou veja todos os pedidos.</p>
              <div>
                <Button variant="outline" onClick={() => changeFilters(NO_FILTERS)}>
                  Ver todos os pedidos
                </Button>
              </div>
            </EmptyState>
          ) : (
            <EmptyState icon={ReceiptText} title="Nenhum pedido de nota ainda" headingLevel="h3">
              <p>
                Preencha{' '}
                <a href={`#${formAnchor}`} className="text-primary underline underline-offset-4">
                  o formulário “Pedir nota fiscal”
                </a>{' '}
                com o tomador, o serviço e o valor. Nossos contadores emitem a nota e ela aparece aqui, com o PDF e o
                XML para baixar.
              </p>
            </EmptyState>
          )
        }
      >
        {(data) => (
          <div className="grid gap-4" aria-busy={requests.isFetching || undefined}>
            <RequestsTable companyId={companyId} requests={data.items} caption="Pedidos de nota fiscal" />
            <ListPagination page={data} noun="pedidos" onChange={(offset) => changeFilters({ ...filters, offset })} />
          </div>
        )}
      </QueryStates>
      <RequestDetailSheet
        companyId={companyId}
        requestId={openId}
        fromList={requests.data?.items.find((request) => request.id === openId)}
        onClose={() => setParams(withOpenRequest(params, null), { preventScrollReset: true })}
      />
    </section>
  );
}
