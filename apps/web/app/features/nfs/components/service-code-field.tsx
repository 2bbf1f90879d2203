import { Controller, useWatch, type FieldValues } from 'react-hook-form';
import { Combobox, useDebouncedValue } from '~/components/ui/combobox';
import { FormField } from '~/components/ui/form-field';
import { useServiceCodes } from '../api/use-invoices';
import { formatServiceCode, serviceCodeLabel } from '../service-code';
import { setInvoiceField, type InvoiceForm } from './form-setters';

/**
 * The service's code in the national list (cTribNac), searched by code ("01.01") or
 * words ("programação"). Only a code picked from the list counts: typing again clears it.
 */
export function ServiceCodeField<TOut extends FieldValues>({ form }: { form: InvoiceForm<TOut> }) {
  const text = useWatch({ control: form.control, name: 'serviceCodeText' });
  const code = useWatch({ control: form.control, name: 'serviceCode' });
  // While a code is chosen the field shows it, not a search.
  const search = useDebouncedValue(code ? '' : text, 250);
  const codes = useServiceCodes(search);
  const isWaiting = (!code && text.trim() !== search.trim()) || codes.isFetching;

  return (
    <Controller
      control={form.control}
      name="serviceCode"
      render={({ field, fieldState }) => (
        <FormField
          label="Código do serviço"
          error={fieldState.error?.message}
          hint={
            // The field cuts a long wording: the whole of the chosen one is read here.
            code
              ? `Escolhido: ${text}`
              : 'Busque na lista nacional pelo código, como “01.07”, ou por palavras, como “suporte técnico”.'
          }
        >
          <Combobox
            ref={field.ref}
            name="serviceCodeText"
            value={text}
            // A chosen code shows as the field's text: no list until it is changed.
            minChars={code ? Number.POSITIVE_INFINITY : 2}
            placeholder="Buscar código do serviço"
            onBlur={field.onBlur}
            onValueChange={(next) => {
              setInvoiceField(form, 'serviceCodeText', next);
              if (code) field.onChange('');
            }}
            options={!code && search.trim().length >= 2 ? (codes.data ?? []) : []}
            isLoading={isWaiting}
            getKey={(option) => option.code}
            getLabel={serviceCodeLabel}
            renderOption={(option) => (
              <span className="grid gap-0.5">
                <span>
                  <span className="font-semibold tabular-nums">{formatServiceCode(option.code)}</span>{' '}
                  {option.description}
                </span>
                <span className="text-xs text-muted-foreground">{option.itemDescription}</span>
              </span>
            )}
            emptyMessage={
              codes.isError ? 'Não foi possível buscar os códigos agora. Tente de novo.' : 'Nenhum código encontrado'
            }
            onSelect={(option) => {
              setInvoiceField(form, 'serviceCodeText', serviceCodeLabel(option));
              setInvoiceField(form, 'serviceCode', option.code);
            }}
          />
        </FormField>
      )}
    />
  );
}
