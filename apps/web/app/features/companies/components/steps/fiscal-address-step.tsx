import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { selectFiscalAddressPayloadSchema, type Address } from '@contabil/contracts';
import { StepFormShell } from './step-form-shell';
import { Button } from '~/components/ui/button';
import { Fieldset } from '~/components/ui/fieldset';
import { RadioCard, RadioGroup } from '~/components/ui/radio-group';
import { addressFromForm, addressToForm, type AddressFormValues } from '~/features/address';
import { AddressFields } from '~/features/address';
import { useCnpjLookup } from '../../api/cnpj-lookup-api';
import { stepResolver } from '~/lib/step-form';
import { useStepSubmission } from '../../use-step-submission';
import { stepPayload } from '../../wizard-state';
import { StepActions } from '../step-actions';
import type { StepProps } from './step-props';

export type PropertyUse = 'residential' | 'commercial' | 'virtual_office';

export const PROPERTY_USE_OPTIONS: { value: PropertyUse; label: string; description: string }[] = [
  { value: 'residential', label: 'Residencial', description: 'A empresa funciona na casa de um dos sócios.' },
  { value: 'commercial', label: 'Comercial', description: 'Uma sala, loja ou escritório, próprio ou alugado.' },
  {
    value: 'virtual_office',
    label: 'Escritório virtual',
    description: 'Um endereço comercial contratado só para registro e correspondência.',
  },
];

interface FiscalAddressFormValues {
  address: AddressFormValues;
  propertyUse: PropertyUse | '';
}

function toInput(values: FiscalAddressFormValues) {
  return { address: addressFromForm(values.address), propertyUse: values.propertyUse || undefined };
}

/** The company's official address: CEP lookup, the rest by hand when needed, and the kind of property. */
export function FiscalAddressStep({
  companyId,
  trackId,
  track,
  onSaved,
  onBack,
  lookupFetch,
}: StepProps & { lookupFetch?: typeof fetch }) {
  const saved = stepPayload(track, 'select-fiscal-address');
  // A company that already exists: the Receita knows its address, offered as a start.
  const migrationCnpj = trackId === 'migrate-company' ? stepPayload(track, 'migrate-accountant')?.cnpj : undefined;
  const receita = useCnpjLookup(typeof migrationCnpj === 'string' && !saved ? migrationCnpj : '');
  const receitaAddress = receita.data?.company?.address ?? null;
  const [defaultValues] = useState<FiscalAddressFormValues>(() => {
    const payload = saved;
    const propertyUse = typeof payload?.propertyUse === 'string' ? (payload.propertyUse as PropertyUse) : '';
    return { address: addressToForm(payload?.address as Partial<Address> | undefined), propertyUse };
  });
  const form = useForm({
    resolver: stepResolver(selectFiscalAddressPayloadSchema, toInput, { 'address.state': 'Escolha a UF' }),
    defaultValues,
  });
  const { submit, formError } = useStepSubmission({ companyId, stepId: 'select-fiscal-address', form, onSaved });
  const { errors, isSubmitting } = form.formState;

  return (
    <StepFormShell
      errorId="fiscal-address-error"
      formError={formError}
      onSubmit={form.handleSubmit((payload) => submit(payload))}
    >
      {receitaAddress && (
        <div className="flex flex-col gap-3 rounded-md border border-border bg-surface p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="block text-muted-foreground">Endereço cadastrado na Receita:</span>
            <span className="font-medium">
              {[receitaAddress.street, receitaAddress.number].filter(Boolean).join(', ')} – {receitaAddress.city}/
              {receitaAddress.state}
            </span>
          </p>
          <Button
            variant="outline"
            size="sm"
            className="self-start sm:self-auto"
            onClick={() =>
              form.reset({ ...form.getValues(), address: addressToForm(receitaAddress) }, { keepErrors: false })
            }
          >
            Usar este endereço
          </Button>
        </div>
      )}
      <AddressFields form={form} {...(lookupFetch ? { lookupFetch } : {})} />
      <Controller
        control={form.control}
        name="propertyUse"
        render={({ field }) => (
          <Fieldset legend="Tipo de imóvel" error={errors.propertyUse?.message}>
            <RadioGroup
              name={field.name}
              value={field.value}
              onValueChange={(value) => field.onChange(value as PropertyUse)}
              aria-label="Tipo de imóvel"
              ref={field.ref}
            >
              {PROPERTY_USE_OPTIONS.map((option) => (
                <RadioCard
                  key={option.value}
                  value={option.value}
                  label={option.label}
                  description={option.description}
                />
              ))}
            </RadioGroup>
          </Fieldset>
        )}
      />
      <StepActions isSaving={isSubmitting} onBack={onBack} />
    </StepFormShell>
  );
}
