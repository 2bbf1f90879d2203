import { useEffect, useId, useState } from 'react';
import { isoDateSchema, messages, nfsRequestStatusLabels } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { useDebouncedValue } from '~/components/ui/combobox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { MaskedInput } from '~/components/ui/masked-input';
import { brDateToIso, isoToBrDate } from '~/lib/masks';
import { FilterSelect } from '~/components/ui/filter-select';
import type { RequestsFilters } from '../api/invoices-api';
import { hasActiveFilters, NO_FILTERS } from '../requests-filters';

interface RequestsFiltersBarProps {
  filters: RequestsFilters;
  /** Any change starts the list again from its first page. */
  onChange: (filters: RequestsFilters) => void;
}

/** Search as you type (taker's name or document), status and the day it was asked for. */
export function RequestsFiltersBar({ filters, onChange }: RequestsFiltersBarProps) {
  const searchId = useId();
  const [query, setQuery] = useState(filters.query);
  const debounced = useDebouncedValue(query, 300);
  // Back/forward or "Limpar filtros" change the URL: the field follows.
  useEffect(() => setQuery(filters.query), [filters.query]);
  useEffect(() => {
    if (debounced.trim() !== filters.query.trim()) onChange({ ...filters, query: debounced, offset: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search typed changes the list here
  }, [debounced]);

  return (
    <div className="grid gap-4 rounded-lg border border-border bg-surface p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
      <div role="search" className="grid gap-2">
        <Label htmlFor={searchId}>Buscar pedidos</Label>
        <Input
          id={searchId}
          type="search"
          value={query}
          maxLength={100}
          placeholder="Nome ou documento"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <FilterSelect
        label="Status"
        value={filters.status}
        options={nfsRequestStatusLabels}
        onChange={(status) => onChange({ ...filters, status, offset: 0 })}
      />
      <DateFilter date={filters.date} onChange={(date) => onChange({ ...filters, date, offset: 0 })} />
      {hasActiveFilters(filters) && (
        <div className="md:col-span-3">
          <Button
            variant="link"
            onClick={() => {
              setQuery('');
              onChange(NO_FILTERS);
            }}
          >
            Limpar filtros
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * A day typed dd/mm/aaaa (whatever the browser's language), e.g. the day the requests were
 * made: the list follows once the date is complete and real, and shows everything again
 * when cleared.
 */
export function DateFilter({
  date,
  onChange,
  label = 'Pedidos do dia',
}: {
  date: string | null;
  onChange: (date: string | null) => void;
  label?: string;
}) {
  const [text, setText] = useState(date ? isoToBrDate(date) : '');
  useEffect(() => setText(date ? isoToBrDate(date) : ''), [date]);
  const isComplete = text.replace(/\D/g, '').length === 8;
  const isValid = isComplete && isoDateSchema.safeParse(brDateToIso(text)).success;

  return (
    <FormField label={label} error={isComplete && !isValid ? messages.invalidDate : undefined}>
      <MaskedInput
        mask="date"
        placeholder="dd/mm/aaaa"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const iso = brDateToIso(next);
          if (!next) onChange(null);
          else if (next.replace(/\D/g, '').length === 8 && isoDateSchema.safeParse(iso).success) onChange(iso);
        }}
      />
    </FormField>
  );
}
