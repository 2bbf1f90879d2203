import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { formatCnpj, type Company } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { Combobox, useDebouncedValue } from '~/components/ui/combobox';
import { fetchCompanies } from '~/features/documents/admin';
import { useApiClient } from '~/lib/api-client-context';

export interface PickedCompany {
  id: string;
  name: string;
}

interface CompanyPickerProps {
  id?: string;
  value: PickedCompany | null;
  onChange: (company: PickedCompany | null) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Finds a company by name, alias or CNPJ (`GET /companies?query=`, system admins); once picked, its name and a way to clear it. */
export function CompanyPicker({ id, value, onChange, ...aria }: CompanyPickerProps) {
  const client = useApiClient();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim());
  const companies = useQuery({
    queryKey: ['admin', 'company-picker', query],
    queryFn: ({ signal }) => fetchCompanies(client, { query, status: null, attention: null, offset: 0 }, signal),
    enabled: query.length >= 2 && !value,
    placeholderData: keepPreviousData,
  });

  if (value) {
    return (
      <div className="flex min-h-10 items-center justify-between gap-2 rounded-md border border-input bg-surface px-3 py-1.5 text-sm">
        <span id={id} className="min-w-0 truncate font-medium">
          {value.name}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 shrink-0"
          onClick={() => onChange(null)}
          aria-label={`Tirar a empresa ${value.name}`}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <Combobox<Company>
      {...(id ? { id } : {})}
      {...aria}
      value={text}
      onValueChange={setText}
      options={query.length >= 2 ? (companies.data?.items ?? []) : []}
      getKey={(company) => company.id}
      getLabel={(company) => company.alias || company.name}
      renderOption={(company) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{company.alias || company.name}</span>
          {company.cnpj && <span className="text-xs text-muted-foreground">CNPJ {formatCnpj(company.cnpj)}</span>}
        </span>
      )}
      onSelect={(company) => {
        setText('');
        onChange({ id: company.id, name: company.alias || company.name });
      }}
      isLoading={companies.isFetching}
      minChars={2}
      emptyMessage="Nenhuma empresa encontrada"
      placeholder="Nome, nome fantasia ou CNPJ"
    />
  );
}
