import { companyStatusLabels } from '@contabil/contracts';
import type { OrdersFilters } from '../api/admin-companies-api';
import { trackStatusLabels } from '../company-labels';
import { FilterSelect } from '~/components/ui/filter-select';
import { SearchFiltersBar } from '~/components/ui/search-filters-bar';

interface OrdersFiltersBarProps {
  filters: OrdersFilters;
  /** Any change starts the list again from its first page. */
  onChange: (filters: OrdersFilters) => void;
}

/** Search (on Enter or "Buscar") and the two status filters (at once). */
export function OrdersFiltersBar({ filters, onChange }: OrdersFiltersBarProps) {
  return (
    <SearchFiltersBar
      query={filters.query}
      onSearch={(query) => onChange({ ...filters, query, offset: 0 })}
      placeholder="Nome da empresa ou CNPJ"
      columnsClassName="md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <FilterSelect
        label="Status da empresa"
        value={filters.status}
        options={companyStatusLabels}
        onChange={(status) => onChange({ ...filters, status, offset: 0 })}
      />
      <FilterSelect
        label="Etapas"
        value={filters.trackStatus}
        options={trackStatusLabels}
        onChange={(trackStatus) => onChange({ ...filters, trackStatus, offset: 0 })}
        allLabel="Todas"
      />
    </SearchFiltersBar>
  );
}
