import { useState } from 'react';
import { formatCnpj, formatCpf, type NfsSavedTaker } from '@contabil/contracts';
import { Combobox, useDebouncedValue } from '~/components/ui/combobox';
import { FormField } from '~/components/ui/form-field';
import { useSavedTakers } from '../api/use-invoices';

export function takerDocumentText(taker: Pick<NfsSavedTaker, 'emissionType' | 'document'>): string {
  return taker.emissionType === 'cnpj' ? `CNPJ ${formatCnpj(taker.document)}` : `CPF ${formatCpf(taker.document)}`;
}

/**
 * Takers of earlier requests, searched by name or document as the person types (the
 * most recent ones on focus). Picking one fills the taker's fields. Hidden while the
 * company has none.
 */
export function SavedTakerPicker({ companyId, onPick }: { companyId: string; onPick: (taker: NfsSavedTaker) => void }) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const takers = useSavedTakers(companyId, debounced);
  const isWaiting = query.trim() !== debounced.trim() || takers.isFetching;

  // Nothing saved yet (an empty search found none): nothing to offer.
  if (!debounced.trim() && !query.trim() && takers.data?.total === 0) return null;
  if (takers.isPending && !debounced.trim()) return null;

  return (
    <FormField
      label="Tomador de um pedido anterior (opcional)"
      hint="Busque pelo nome ou documento e escolha para preencher."
    >
      <Combobox
        value={query}
        minChars={0}
        placeholder="Buscar tomador salvo"
        onValueChange={setQuery}
        options={takers.data?.items ?? []}
        isLoading={isWaiting}
        getKey={(taker) => taker.id}
        getLabel={(taker) => `${taker.name} – ${takerDocumentText(taker)}`}
        renderOption={(taker) => (
          <span className="grid gap-0.5">
            <span className="font-medium break-words">{taker.name}</span>
            <span className="text-xs text-muted-foreground tabular-nums">{takerDocumentText(taker)}</span>
          </span>
        )}
        emptyMessage={takers.isError ? 'Não foi possível buscar os tomadores salvos' : 'Nenhum tomador encontrado'}
        onSelect={(taker) => {
          onPick(taker);
          setQuery('');
        }}
      />
    </FormField>
  );
}
