import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LoaderCircle } from 'lucide-react';
import { messages, migrateAccountantPayloadSchema, taxRegimeLabels } from '@contabil/contracts';
import { StepFormShell } from './step-form-shell';
import { Fieldset } from '~/components/ui/fieldset';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { MaskedInput } from '~/components/ui/masked-input';
import { RadioCard, RadioGroup } from '~/components/ui/radio-group';
import { Textarea } from '~/components/ui/textarea';
import { useCnpjExists } from '../../api/cnpj-exists-api';
import {
  MIGRATE_ACCOUNTANT_EMPTY_MESSAGES,
  migrateAccountantFromPayload,
  migrateAccountantToInput,
  type TaxRegime,
} from '../../migrate-accountant-form';
import { stepResolver } from '~/lib/step-form';
import { useStepSubmission } from '../../use-step-submission';
import { stepPayload } from '../../wizard-state';
import { StepActions } from '../step-actions';
import type { StepProps } from './step-props';

const TAX_REGIMES = Object.entries(taxRegimeLabels) as [TaxRegime, string][];

/** The company (by CNPJ, looked up at the Receita), its accountant today, regime and staff. */
export function MigrateAccountantStep({ companyId, track, onSaved, onBack }: StepProps) {
  const [defaultValues] = useState(() => migrateAccountantFromPayload(stepPayload(track, 'migrate-accountant')));
  const form = useForm({
    resolver: stepResolver(migrateAccountantPayloadSchema, migrateAccountantToInput, MIGRATE_ACCOUNTANT_EMPTY_MESSAGES),
    defaultValues,
  });
  const { submit, formError } = useStepSubmission({ companyId, stepId: 'migrate-accountant', form, onSaved });
  const { errors, isSubmitting } = form.formState;
  const cnpj = useWatch({ control: form.control, name: 'cnpj' });
  const lookup = useCnpjExists(cnpj);

  const onSubmit = form.handleSubmit(async (payload) => {
    // The check says there is no such company (spec section 5): no point in going on.
    if (lookup.isError || lookup.data?.exists === false) {
      form.setError('cnpj', { type: 'lookup', message: messages.cnpjDoesNotExist }, { shouldFocus: true });
      return;
    }
    await submit(payload);
  });

  return (
    <StepFormShell errorId="migrate-accountant-error" formError={formError} onSubmit={onSubmit}>
      <div className="grid gap-3">
        <FormField
          label="CNPJ da empresa"
          error={errors.cnpj?.message}
          hint="Aceita o CNPJ com letras (novo formato)."
          className="sm:max-w-sm"
        >
          <MaskedInput mask="cnpj" placeholder="00.000.000/0000-00" {...form.register('cnpj')} />
        </FormField>
        <CnpjLookupResult lookup={lookup} />
      </div>

      <Fieldset legend="Contador atual" hint="Entramos em contato com ele para receber os documentos da empresa.">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label="Nome do contador ou escritório"
            error={errors.currentAccountant?.name?.message}
            className="sm:col-span-2"
          >
            <Input autoComplete="off" {...form.register('currentAccountant.name')} />
          </FormField>
          <FormField label="E-mail (opcional)" error={errors.currentAccountant?.email?.message}>
            <Input
              type="email"
              inputMode="email"
              spellCheck={false}
              autoComplete="off"
              {...form.register('currentAccountant.email')}
            />
          </FormField>
          <FormField label="Celular (opcional)" error={errors.currentAccountant?.phone?.message}>
            <MaskedInput
              mask="phone"
              type="tel"
              placeholder="(00) 00000-0000"
              autoComplete="off"
              {...form.register('currentAccountant.phone')}
            />
          </FormField>
          <FormField
            label="CRC (opcional)"
            error={errors.currentAccountant?.crc?.message}
            hint="O registro do contador no Conselho Regional de Contabilidade."
          >
            <Input autoComplete="off" {...form.register('currentAccountant.crc')} />
          </FormField>
        </div>
      </Fieldset>

      <Controller
        control={form.control}
        name="taxRegime"
        render={({ field }) => (
          <Fieldset legend="Regime tributário" error={errors.taxRegime?.message}>
            <RadioGroup
              name={field.name}
              value={field.value}
              onValueChange={(value) => field.onChange(value as TaxRegime)}
              aria-label="Regime tributário"
              className="sm:grid-cols-2"
              ref={field.ref}
            >
              {TAX_REGIMES.map(([value, label]) => (
                <RadioCard key={value} value={value} label={label} />
              ))}
            </RadioGroup>
          </Fieldset>
        )}
      />

      <Controller
        control={form.control}
        name="hasEmployees"
        render={({ field }) => (
          <Fieldset legend="A empresa tem funcionários registrados?" error={errors.hasEmployees?.message}>
            <RadioGroup
              name={field.name}
              value={field.value}
              onValueChange={(value) => field.onChange(value as 'yes' | 'no')}
              aria-label="A empresa tem funcionários registrados?"
              className="grid-cols-2"
              ref={field.ref}
            >
              <RadioCard value="yes" label="Sim" />
              <RadioCard value="no" label="Não" />
            </RadioGroup>
          </Fieldset>
        )}
      />

      <FormField label="Por que quer trocar de contador? (opcional)" error={errors.reason?.message}>
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>

      <StepActions isSaving={isSubmitting} onBack={onBack} />
    </StepFormShell>
  );
}

function CnpjLookupResult({ lookup }: { lookup: ReturnType<typeof useCnpjExists> }) {
  if (!lookup.isValid) return null;
  let content;
  if (lookup.isFetching && !lookup.data) {
    content = (
      <p className="text-sm text-muted-foreground">
        <LoaderCircle className="mr-1 inline size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Consultando o CNPJ na Receita…
      </p>
    );
  } else if (lookup.isError || lookup.data?.exists === false) {
    // Spec section 5: any lookup failure counts as not existing.
    content = <p className="text-sm text-destructive">{messages.cnpjDoesNotExist}</p>;
  } else if (lookup.data?.exists && lookup.data.checkedWith === 'receita') {
    content = <p className="text-sm text-success">CNPJ encontrado na Receita.</p>;
  } else if (lookup.data?.exists) {
    // Only the check digits were checked (the lookup is off): never claim the Receita found it.
    content = (
      <p className="text-sm text-muted-foreground">
        O número do CNPJ é válido. Não conseguimos consultar a Receita agora: nosso time confere depois.
      </p>
    );
  }
  return <div role="status">{content}</div>;
}
