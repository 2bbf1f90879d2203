import { useEffect, useId, useState } from 'react';
import { bankTransactionTypeLabels } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { useDebouncedValue } from '~/components/ui/combobox';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { FilterSelect } from '~/components/ui/filter-select';
import { DateFilter } from '~/features/nfs';
import { hasActiveTransactionFilters, NO_TRANSACTION_FILTERS, type TransactionsFilters } from '../transactions-filters';

const TYPE_OPTIONS = { credit: `${bankTransactionTypeLabels.credit}s`, debit: `${bankTransactionTypeLabels.debit}s` };

interface TransactionsFiltersBarProps {
  filters: TransactionsFilters;
  /** Any change starts the list again from its first page. */
  onChange: (filters: TransactionsFilters) => void;
}

/** Period (dd/mm/aaaa), search as you type, in or out, and only the ones without a category. */
export function TransactionsFiltersBar({ filters, onChange }: TransactionsFiltersBarProps) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const debounced = useDebouncedValue(search, 300);
  // Back/forward or "Limpar filtros" change the URL: the field follows.
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (debounced.trim() !== filters.search.trim()) onChange({ ...filters, search: debounced, offset: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search typed changes the list here
  }, [debounced]);

  return (
    <div className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-surface p-4 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end">
      <div role="search" className="col-span-2 grid gap-2 lg:col-span-1">
        <Label htmlFor={`${id}-busca`}>Buscar na descrição</Label>
        <Input
          id={`${id}-busca`}
          type="search"
          value={search}
          maxLength={200}
          placeholder="Ex.: pix, tarifa, nome do cliente"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <DateFilter label="De" date={filters.from} onChange={(from) => onChange({ ...filters, from, offset: 0 })} />
      <DateFilter label="Até" date={filters.to} onChange={(to) => onChange({ ...filters, to, offset: 0 })} />
      <div className="col-span-2 lg:col-span-1">
        <FilterSelect
          label="Tipo"
          value={filters.type}
          options={TYPE_OPTIONS}
          allLabel="Entradas e saídas"
          onChange={(type) => onChange({ ...filters, type, offset: 0 })}
        />
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 lg:col-span-4">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-sem-categoria`}
            checked={filters.withoutCategory}
            onCheckedChange={(checked) => onChange({ ...filters, withoutCategory: checked === true, offset: 0 })}
          />
          <Label htmlFor={`${id}-sem-categoria`}>Só as sem categoria</Label>
        </div>
        {hasActiveTransactionFilters(filters) && (
          <Button
            variant="link"
            onClick={() => {
              setSearch('');
              onChange(NO_TRANSACTION_FILTERS);
            }}
          >
            Limpar filtros
          </Button>
        )}
      </div>
    </div>
  );
}
