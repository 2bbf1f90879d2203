import { useRef, useState } from 'react';
import { X } from 'lucide-react';
import { formatCnaeCode, MAX_SECONDARY_CNAES, messages, type Cnae } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { Combobox, useDebouncedValue } from '~/components/ui/combobox';
import { FormField } from '~/components/ui/form-field';
import { cnaeDigits, useCnaeByCode, useCnaeSearch } from '../cnae-api';
import { CnaeOption } from './cnae-option';
import { SimplesBandsTable } from '~/components/simples-bands-table';

export interface CnaePickerProps {
  /** The main activity's code ("6201501" or "6201-5/01"), "" when none. */
  mainCnae: string;
  onMainChange: (code: string) => void;
  secondaryCnaes: readonly string[];
  onSecondaryChange: (codes: string[]) => void;
  mainError?: string | undefined;
  secondaryError?: string | undefined;
  /** With the MEI, the main activity must be one the MEI may have. */
  isMei?: boolean;
}

/** The main activity and up to 20 secondary ones, searched by code or words in the CNAE table. */
export function CnaePicker({
  mainCnae,
  onMainChange,
  secondaryCnaes,
  onSecondaryChange,
  mainError,
  secondaryError,
  isMei = false,
}: CnaePickerProps) {
  // What the searches returned, so a choice shows its description without another request.
  const known = useRef(new Map<string, Cnae>());
  const remember = (cnae: Cnae) => known.current.set(cnaeDigits(cnae.code), cnae);
  const mainDigits = cnaeDigits(mainCnae);
  const secondaryDigits = secondaryCnaes.map(cnaeDigits);
  const isFull = secondaryCnaes.length >= MAX_SECONDARY_CNAES;

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <FormField
          label="Atividade principal (CNAE)"
          error={mainError}
          hint="Busque pelo código ou por palavras, como “padaria” ou “6201”."
        >
          <CnaeSearch
            placeholder="Buscar atividade principal"
            exclude={secondaryDigits}
            onPick={(cnae) => {
              remember(cnae);
              onMainChange(cnaeDigits(cnae.code));
            }}
          />
        </FormField>
        {mainDigits && (
          <ul aria-label="Atividade principal escolhida" className="grid gap-2">
            <ChosenCnae
              code={mainDigits}
              known={known.current.get(mainDigits)}
              removeLabel="Remover a atividade principal"
              onRemove={() => onMainChange('')}
              warning={isMei ? messages.cnaeNotAllowedForMei : undefined}
              showRates={!isMei}
            />
          </ul>
        )}
      </div>

      <div className="grid gap-3">
        <FormField
          label="Atividades secundárias (opcional)"
          error={secondaryError}
          hint={`Até ${MAX_SECONDARY_CNAES}. ${secondaryCnaes.length} de ${MAX_SECONDARY_CNAES} escolhidas.`}
        >
          <CnaeSearch
            placeholder={isFull ? 'Limite de atividades atingido' : 'Buscar atividade secundária'}
            disabled={isFull}
            exclude={[mainDigits, ...secondaryDigits]}
            onPick={(cnae) => {
              remember(cnae);
              onSecondaryChange([...secondaryDigits, cnaeDigits(cnae.code)]);
            }}
          />
        </FormField>
        {secondaryDigits.length > 0 && (
          <ul aria-label="Atividades secundárias escolhidas" className="grid gap-2">
            {secondaryDigits.map((code) => (
              <ChosenCnae
                key={code}
                code={code}
                known={known.current.get(code)}
                removeLabel={`Remover a atividade ${formatCnaeCode(code)}`}
                onRemove={() => onSecondaryChange(secondaryDigits.filter((other) => other !== code))}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

interface CnaeSearchProps {
  id?: string;
  placeholder: string;
  disabled?: boolean;
  /** Codes already chosen: shown but not pickable again. */
  exclude: readonly string[];
  onPick: (cnae: Cnae) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

function CnaeSearch({ exclude, onPick, ...props }: CnaeSearchProps) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, 300);
  const search = useCnaeSearch(debounced);
  const hasQuery = text.trim().length >= 2;

  return (
    <Combobox
      {...props}
      value={text}
      onValueChange={setText}
      minChars={2}
      options={hasQuery && debounced.trim() === text.trim() ? (search.data ?? []) : []}
      isLoading={hasQuery && (debounced.trim() !== text.trim() || search.isFetching)}
      getKey={(cnae) => cnae.code}
      getLabel={(cnae) => `${formatCnaeCode(cnae.code)} ${cnae.text}`}
      renderOption={(cnae) => (
        <span className="flex items-start justify-between gap-2">
          <CnaeOption cnae={cnae} />
          {exclude.includes(cnaeDigits(cnae.code)) && (
            <span className="shrink-0 text-xs text-muted-foreground">já escolhida</span>
          )}
        </span>
      )}
      isDisabled={(cnae) => exclude.includes(cnaeDigits(cnae.code))}
      emptyMessage={
        search.isError
          ? 'Não foi possível buscar as atividades agora. Tente novamente.'
          : 'Nenhuma atividade encontrada'
      }
      loadingMessage="Buscando atividades…"
      onSelect={(cnae) => {
        onPick(cnae);
        setText('');
      }}
    />
  );
}

interface ChosenCnaeProps {
  code: string;
  known: Cnae | undefined;
  removeLabel: string;
  onRemove: () => void;
  /** Shown when the activity is not allowed for the MEI (main activity of a MEI). */
  warning?: string | undefined;
  /** The Simples annex's nominal rates by band (the main activity of a company outside the MEI). */
  showRates?: boolean;
}

function ChosenCnae({ code, known, removeLabel, onRemove, warning, showRates = false }: ChosenCnaeProps) {
  const lookup = useCnaeByCode(known ? undefined : code);
  const cnae = known ?? lookup.data ?? null;
  const notAllowed = warning && cnae && !cnae.isAllowedMei;

  return (
    <li className="flex items-start justify-between gap-3 rounded-md border border-border bg-muted/50 p-3">
      <div className="grid min-w-0 gap-1">
        {cnae ? (
          <CnaeOption cnae={cnae} />
        ) : (
          <span className="font-mono text-xs font-semibold">{formatCnaeCode(code)}</span>
        )}
        {notAllowed && <p className="text-sm text-destructive">{warning}</p>}
        {showRates && cnae && <SimplesBandsTable taxRates={cnae.taxRates} className="mt-2" />}
      </div>
      <Button variant="ghost" size="sm" className="shrink-0" aria-label={removeLabel} onClick={onRemove}>
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
