import { useId } from 'react';
import {
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { BRAZILIAN_STATES } from '@contabil/contracts';
import { LoaderCircle } from 'lucide-react';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { MaskedInput } from '~/components/ui/masked-input';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '~/components/ui/select';
import { STATE_NAMES } from '../brazilian-states';
import { CityField } from './city-field';
import { CEP_NOT_FOUND_MESSAGE, CEP_UNAVAILABLE_MESSAGE, type CepAddress } from '../cep-lookup';
import type { AddressFormValues } from '../address-form';
import { useCepLookup, type CepLookupState } from '../use-cep-lookup';

type AddressForm = FieldValues & { address: AddressFormValues };

interface AddressFieldsProps<T extends AddressForm, TOut extends FieldValues> {
  form: UseFormReturn<T, unknown, TOut>;
  /** Test seam: the fetch the CEP lookup uses. */
  lookupFetch?: typeof fetch;
}

/**
 * CEP first: once it has 8 digits the street, neighbourhood, city and UF are looked up
 * and filled in. Every field stays editable, and when the lookup fails the person types
 * the address by hand.
 */
export function AddressFields<T extends AddressForm, TOut extends FieldValues>({
  form,
  lookupFetch,
}: AddressFieldsProps<T, TOut>) {
  const cep = useCepLookup(lookupFetch ? { fetch: lookupFetch } : {});
  const errors = (form.formState.errors as FieldErrors<AddressForm>).address;
  const path = (name: keyof AddressFormValues) => `address.${name}` as Path<T>;
  const set = (name: keyof AddressFormValues, value: string | number | undefined) =>
    form.setValue(path(name), value as PathValue<T, Path<T>>, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const fill = (address: CepAddress) => {
    set('street', address.street);
    set('neighborhood', address.neighborhood);
    set('city', address.city);
    set('state', address.state);
    set('ibgeCode', address.ibgeCode);
    if (address.complement && !form.getValues(path('complement'))) set('complement', address.complement);
    // The number is the one thing left to type.
    if (address.street) form.setFocus(path('number'));
  };

  const zipCode = form.register(path('zipCode'));
  const stateId = useId();

  return (
    <div className="grid items-start gap-5 sm:grid-cols-6">
      <div className="grid gap-2 sm:col-span-3">
        <FormField label="CEP" error={errors?.zipCode?.message} hint="Preenchemos o endereço a partir do CEP.">
          <MaskedInput
            mask="cep"
            autoComplete="postal-code"
            placeholder="00000-000"
            {...zipCode}
            onChange={async (event) => {
              await zipCode.onChange(event);
              const outcome = await cep.lookup(event.target.value);
              if (outcome?.status === 'found') fill(outcome.address);
            }}
          />
        </FormField>
        <CepStatus state={cep.state} />
      </div>
      <FormField label="Rua" error={errors?.street?.message} className="sm:col-span-6">
        <Input autoComplete="address-line1" {...form.register(path('street'))} />
      </FormField>
      <FormField
        label="Número"
        error={errors?.number?.message}
        hint="Sem número? Escreva S/N."
        className="sm:col-span-2"
      >
        <Input autoComplete="off" {...form.register(path('number'))} />
      </FormField>
      <FormField label="Complemento (opcional)" error={errors?.complement?.message} className="sm:col-span-4">
        <Input autoComplete="address-line2" {...form.register(path('complement'))} />
      </FormField>
      <FormField label="Bairro" error={errors?.neighborhood?.message} className="sm:col-span-6">
        <Input autoComplete="off" {...form.register(path('neighborhood'))} />
      </FormField>
      <Controller
        control={form.control}
        name={path('city')}
        render={({ field }) => (
          <FormField label="Cidade" error={errors?.city?.message} className="sm:col-span-4">
            <CityField
              name={field.name}
              value={(field.value as string) ?? ''}
              onBlur={field.onBlur}
              onChange={(city) => {
                field.onChange(city);
                set('ibgeCode', undefined);
              }}
              onPick={(city) => {
                field.onChange(city.name);
                set('state', city.state);
                set('ibgeCode', city.ibgeCode);
              }}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name={path('state')}
        render={({ field }) => (
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={stateId}>UF</Label>
            <Select value={(field.value as string) || ''} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger
                id={stateId}
                ref={field.ref}
                onBlur={field.onBlur}
                aria-invalid={errors?.state ? true : undefined}
                aria-describedby={errors?.state ? `${stateId}-error` : undefined}
                className="aria-invalid:border-destructive"
              >
                <SelectValue placeholder="Escolha" />
              </SelectTrigger>
              <SelectContent>
                {BRAZILIAN_STATES.map((uf) => (
                  <SelectItem key={uf} value={uf}>
                    <SelectItemText>{uf}</SelectItemText>
                    <span className="ml-2 text-muted-foreground">{STATE_NAMES[uf]}</span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {errors?.state && (
              <p id={`${stateId}-error`} data-slot="form-field-error" className="text-sm text-destructive">
                {errors.state.message}
              </p>
            )}
          </div>
        )}
      />
    </div>
  );
}

function CepStatus({ state }: { state: CepLookupState }) {
  const text =
    state.status === 'loading'
      ? 'Buscando o endereço…'
      : state.status === 'found'
        ? 'Endereço encontrado. Confira e complete com o número.'
        : state.status === 'not_found'
          ? CEP_NOT_FOUND_MESSAGE
          : state.status === 'unavailable'
            ? CEP_UNAVAILABLE_MESSAGE
            : '';
  return (
    <p
      role="status"
      className={
        state.status === 'not_found' || state.status === 'unavailable'
          ? 'text-sm text-destructive'
          : 'text-sm text-muted-foreground'
      }
    >
      {state.status === 'loading' && (
        <LoaderCircle className="mr-1 inline size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      )}
      {text}
    </p>
  );
}
