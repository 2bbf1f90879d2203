import { nfsRequestStatusLabels } from '@contabil/contracts';
import { FilterSelect } from '~/components/ui/filter-select';
import { SearchFiltersBar } from '~/components/ui/search-filters-bar';
import { DateFilter } from '~/features/nfs';
import type { NfsQueueFilters } from '../api/nfs-admin-api';

interface QueueFiltersBarProps {
  filters: NfsQueueFilters;
  /** Any change starts the list again from its first page. */
  onChange: (filters: NfsQueueFilters) => void;
}

/** Search (on Enter or "Buscar"), status and the day it was asked (at once). */
export function QueueFiltersBar({ filters, onChange }: QueueFiltersBarProps) {
  return (
    <SearchFiltersBar
      query={filters.query}
      onSearch={(query) => onChange({ ...filters, query, offset: 0 })}
      placeholder="Empresa, tomador ou documento"
      columnsClassName="md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <FilterSelect
        label="Status"
        value={filters.status}
        options={nfsRequestStatusLabels}
        onChange={(status) => onChange({ ...filters, status, offset: 0 })}
      />
      {/* dd/mm/aaaa in Portuguese, whatever the browser's language (a native date input shows mm/dd/yyyy). */}
      <DateFilter
        label="Pedido em"
        date={filters.date}
        onChange={(date) => onChange({ ...filters, date, offset: 0 })}
      />
    </SearchFiltersBar>
  );
}
