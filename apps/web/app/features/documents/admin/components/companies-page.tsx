import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { adminDocumentsKeys, fetchCompanies, type CompaniesFilters } from '../api/admin-documents-api';
import { readCompaniesFilters, writeCompaniesFilters } from '../companies-filters';
import { CompaniesFiltersBar } from './companies-filters-bar';
import { CompaniesTable } from './companies-table';
import { RestrictedAccess } from './restricted-access';

export const COMPANIES_TITLE = 'Empresas';

/** Every company, for our accountants: find one by name, alias or CNPJ and open its page. */
export function CompaniesPage() {
  const client = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCompaniesFilters(searchParams);
  const companies = useQuery({
    queryKey: adminDocumentsKeys.companies(filters),
    queryFn: ({ signal }) => fetchCompanies(client, filters, signal),
    placeholderData: keepPreviousData,
  });
  const setFilters = (next: CompaniesFilters) =>
    setSearchParams(writeCompaniesFilters(next), { preventScrollReset: true });
  const isRestricted = companies.error instanceof ApiError && companies.error.status === 403;
  const isFiltered = !!(filters.query || filters.status || filters.attention);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={COMPANIES_TITLE}
        description={
          !isRestricted &&
          'Todas as empresas atendidas. Abra uma para ver o cadastro, enviar guias e documentos e revisar o que ela mandou.'
        }
      />
      {isRestricted ? (
        <RestrictedAccess />
      ) : (
        <>
          <CompaniesFiltersBar filters={filters} onChange={setFilters} />
          <QueryStates
            query={companies}
            loading={<ListSkeleton label="Carregando empresas…" />}
            keepDataOnError
            empty={
              <EmptyState
                icon={Building2}
                title={isFiltered ? 'Nenhuma empresa com estes filtros' : 'Nenhuma empresa ainda'}
              >
                <p>
                  {isFiltered
                    ? 'Confira o nome ou o CNPJ, ou mude o status, para ver outras empresas.'
                    : 'As empresas aparecem aqui assim que alguém começa o cadastro.'}
                </p>
              </EmptyState>
            }
          >
            {(data) => (
              <div className="grid gap-4" aria-busy={companies.isFetching || undefined}>
                <CompaniesTable companies={data.items} />
                <ListPagination page={data} onChange={(offset) => setFilters({ ...filters, offset })} noun="empresas" />
              </div>
            )}
          </QueryStates>
        </>
      )}
    </div>
  );
}
