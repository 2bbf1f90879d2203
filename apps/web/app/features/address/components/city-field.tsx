import { useState } from 'react';
import type { CityResult } from '@contabil/contracts';
import { Combobox, useDebouncedValue } from '~/components/ui/combobox';
import { useCitySearch } from '../city-search';

interface CityFieldProps {
  id?: string;
  value: string;
  name?: string;
  onChange: (city: string) => void;
  /** A city chosen from the suggestions: its UF and IBGE code come with it. */
  onPick: (city: CityResult) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The city, typed freely, with suggestions from the IBGE list (a pick also sets the UF). */
export function CityField({ value, onChange, onPick, ...props }: CityFieldProps) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const search = useCitySearch(debounced);
  const isWaiting = query.trim() !== debounced.trim() || search.isFetching;

  return (
    <Combobox
      {...props}
      value={value}
      minChars={2}
      onValueChange={(text) => {
        onChange(text);
        setQuery(text);
      }}
      options={query.trim().length >= 2 ? (search.data ?? []) : []}
      isLoading={isWaiting}
      getKey={(city) => String(city.ibgeCode)}
      getLabel={(city) => `${city.name} - ${city.state}`}
      emptyMessage={search.isError ? 'Busca de cidades indisponível: digite o nome' : 'Nenhuma cidade encontrada'}
      onSelect={(city) => {
        onPick(city);
        setQuery('');
      }}
    />
  );
}
