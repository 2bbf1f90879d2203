import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userStatusLabels } from '@contabil/contracts';
import { Label } from '~/components/ui/label';
import { fetchCompany } from '~/features/companies/admin';
import { FilterSelect } from '~/components/ui/filter-select';
import { SearchFiltersBar } from '~/components/ui/search-filters-bar';
import { useApiClient } from '~/lib/api-client-context';
import type { AdminUsersFilters } from '../admin-users-api';
import { roleLabels, type KnownRole } from '../users-filters';
import { CompanyPicker } from './company-picker';

interface UsersFiltersBarProps {
  filters: AdminUsersFilters;
  /** Any change starts the list again from its first page. */
  onChange: (filters: AdminUsersFilters) => void;
}

/** Search by name or e-mail, and the role, the company and the status. */
export function UsersFiltersBar({ filters, onChange }: UsersFiltersBarProps) {
  return (
    <SearchFiltersBar
      query={filters.query}
      onSearch={(query) => onChange({ ...filters, query, offset: 0 })}
      placeholder="Nome ou e-mail"
      columnsClassName="md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.5fr)_minmax(0,1fr)]"
    >
      <FilterSelect<KnownRole>
        label="Papel"
        value={filters.role as KnownRole | null}
        options={roleLabels}
        onChange={(role) => onChange({ ...filters, role, offset: 0 })}
      />
      <CompanyFilter
        companyId={filters.companyId}
        onChange={(companyId) => onChange({ ...filters, companyId, offset: 0 })}
      />
      <FilterSelect
        label="Situação"
        value={filters.status}
        options={userStatusLabels}
        onChange={(status) => onChange({ ...filters, status, offset: 0 })}
      />
    </SearchFiltersBar>
  );
}

function CompanyFilter({ companyId, onChange }: { companyId: string | null; onChange: (id: string | null) => void }) {
  const id = useId();
  const client = useApiClient();
  const company = useQuery({
    queryKey: ['admin', 'companies', 'one', companyId],
    queryFn: ({ signal }) => fetchCompany(client, companyId!, signal),
    enabled: !!companyId,
    staleTime: 60_000,
  });
  const value = companyId
    ? { id: companyId, name: company.data ? company.data.alias || company.data.name : 'Carregando…' }
    : null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Empresa</Label>
      <CompanyPicker id={id} value={value} onChange={(picked) => onChange(picked?.id ?? null)} />
    </div>
  );
}
