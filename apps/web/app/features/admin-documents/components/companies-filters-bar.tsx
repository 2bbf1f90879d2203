import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { companyStatusLabels } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { FilterSelect } from '~/features/admin-companies/components/filter-select';
import type { CompaniesFilters } from '../api/admin-documents-api';

interface CompaniesFiltersBarProps {
  filters: CompaniesFilters;
  /** Any change starts the list again from its first page. */
  onChange: (filters: CompaniesFilters) => void;
}

/** Search by name, alias or CNPJ (on Enter or "Buscar") and the company status (at once). */
export function CompaniesFiltersBar({ filters, onChange }: CompaniesFiltersBarProps) {
  const searchId = useId();
  const [query, setQuery] = useState(filters.query);
  // Back/forward changes the URL: the field follows.
  useEffect(() => setQuery(filters.query), [filters.query]);

  return (
    <div className="grid gap-4 rounded-lg border border-border bg-surface p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-end">
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
            placeholder="Razão social, nome fantasia ou CNPJ"
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
    </div>
  );
}
