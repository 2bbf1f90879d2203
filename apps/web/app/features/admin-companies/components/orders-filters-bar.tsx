import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { companyStatusLabels } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import type { OrdersFilters } from '../api/admin-companies-api';
import { trackStatusLabels } from '../company-labels';
import { FilterSelect } from './filter-select';

interface OrdersFiltersBarProps {
  filters: OrdersFilters;
  /** Any change starts the list again from its first page. */
  onChange: (filters: OrdersFilters) => void;
}

/** Search (on Enter or "Buscar") and the two status filters (at once). */
export function OrdersFiltersBar({ filters, onChange }: OrdersFiltersBarProps) {
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
            placeholder="Nome da empresa ou CNPJ"
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" variant="outline" aria-label="Buscar">
            <Search aria-hidden="true" />
            <span className="hidden sm:inline">Buscar</span>
          </Button>
        </div>
      </form>
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
    </div>
  );
}
