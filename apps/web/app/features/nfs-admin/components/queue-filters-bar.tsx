import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { nfsRequestStatusLabels } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { FilterSelect } from '~/components/ui/filter-select';
import { DateFilter } from '~/features/invoices';
import type { NfsQueueFilters } from '../api/nfs-admin-api';

interface QueueFiltersBarProps {
  filters: NfsQueueFilters;
  /** Any change starts the list again from its first page. */
  onChange: (filters: NfsQueueFilters) => void;
}

/** Search (on Enter or "Buscar"), status and the day it was asked (at once). */
export function QueueFiltersBar({ filters, onChange }: QueueFiltersBarProps) {
  const searchId = useId();
  const [query, setQuery] = useState(filters.query);
  // Back/forward changes the URL: the field follows.
  useEffect(() => setQuery(filters.query), [filters.query]);

  return (
    <div className="grid gap-4 rounded-lg border border-border bg-surface p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
      <form
        role="search"
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, query, offset: 0 });
        }}
      >
        <Label htmlFor={searchId}>Buscar</Label>
        <div className="flex gap-2">
          <Input
            id={searchId}
            type="search"
            value={query}
            maxLength={100}
            placeholder="Empresa, tomador ou documento"
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" variant="outline" aria-label="Buscar">
            <Search aria-hidden="true" />
            <span className="hidden sm:inline">Buscar</span>
          </Button>
        </div>
      </form>
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
    </div>
  );
}
