import { companyStatusLabels, type AwaitedStep } from '@contabil/contracts';
import type { OrderKind, OrdersFilters } from '../api/admin-companies-api';
import { trackStatusLabels } from '../company-labels';
import { FilterSelect } from '~/components/ui/filter-select';
import { SearchFiltersBar } from '~/components/ui/search-filters-bar';

/** The steps of our accountants an order may wait at, by kind of order. */
const WAITING_FOR_LABELS: Record<OrderKind, Partial<Record<AwaitedStep, string>>> = {
  opening: { 'awaiting-guide': 'A guia de registro', 'download-company-info': 'Os dados da empresa' },
  migration: { 'download-company-info': 'Os dados da empresa' },
};

interface OrdersFiltersBarProps {
  kind: OrderKind;
  filters: OrdersFilters;
  /** Any change starts the list again from its first page. */
  onChange: (filters: OrdersFilters) => void;
}

/** Search (on Enter or "Buscar") and the two status filters (at once). */
export function OrdersFiltersBar({ kind, filters, onChange }: OrdersFiltersBarProps) {
  return (
    <SearchFiltersBar
      query={filters.query}
      onSearch={(query) => onChange({ ...filters, query, offset: 0 })}
      placeholder="Nome da empresa ou CNPJ"
      columnsClassName="md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]"
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
      <FilterSelect
        label="Aguardando"
        value={filters.waitingFor}
        options={WAITING_FOR_LABELS[kind] as Record<AwaitedStep, string>}
        onChange={(waitingFor) => onChange({ ...filters, waitingFor, offset: 0 })}
        allLabel="Qualquer etapa"
      />
    </SearchFiltersBar>
  );
}
