import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { companySizeLabels, MAX_NAME_OPTIONS, preRegistrationPayloadSchema } from '@contabil/contracts';
import { StepFormShell } from './step-form-shell';
import { Fieldset } from '~/components/ui/fieldset';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { MoneyInput } from '~/components/ui/money-input';
import { RadioCard, RadioGroup } from '~/components/ui/radio-group';
import { Textarea } from '~/components/ui/textarea';
import { CnaePicker, LucaAliasSuggestions, LucaCnaeSuggestions } from '~/features/cnaes';
import { companySizeOptions, legalNatureOptions, type CompanySize, type LegalNature } from '../../legal-nature-rules';
import {
  PRE_REGISTRATION_EMPTY_MESSAGES,
  preRegistrationFromPayload,
  preRegistrationToInput,
} from '../../pre-registration-form';
import { stepResolver } from '~/lib/step-form';
import { useStepSubmission } from '../../use-step-submission';
import { partnerCount, stepPayload } from '../../wizard-state';
import { StepActions } from '../step-actions';
import type { StepProps } from './step-props';

const NAME_LABELS = ['1ª opção de nome', '2ª opção (opcional)', '3ª opção (opcional)'];

/** Names, legal nature (by the number of partners), size, activities, capital and what the company does. */
export function PreRegistrationStep({ companyId, trackId, track, onSaved, onBack }: StepProps) {
  const partners = partnerCount(track, trackId);
  const natures = legalNatureOptions(partners);
  const [defaultValues] = useState(() =>
    preRegistrationFromPayload(
      stepPayload(track, 'pre-registration'),
      natures.filter((option) => option.enabled).map((option) => option.value),
    ),
  );
  const form = useForm({
    resolver: stepResolver(preRegistrationPayloadSchema, preRegistrationToInput, PRE_REGISTRATION_EMPTY_MESSAGES),
    defaultValues,
  });
  const { submit, formError } = useStepSubmission({ companyId, stepId: 'pre-registration', form, onSaved });
  const { errors, isSubmitting } = form.formState;
  const legalNature = useWatch({ control: form.control, name: 'legalNature' });
  const size = useWatch({ control: form.control, name: 'size' });
  const sizes = companySizeOptions(legalNature || undefined, companySizeLabels);
  const mainCnae = useWatch({ control: form.control, name: 'mainCnae' });
  const alias = useWatch({ control: form.control, name: 'alias' });
  const activityDescription = useWatch({ control: form.control, name: 'activityDescription' });
  const secondaryCnaes = useWatch({ control: form.control, name: 'secondaryCnaes' });
  const secondaryError = errors.secondaryCnaes as { message?: string; root?: { message?: string } } | undefined;
  const setOptions = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  const nameErrors = errors.nameOptions as
    (Record<number, { message?: string }> & { message?: string; root?: { message?: string } }) | undefined;

  return (
    <StepFormShell
      errorId="pre-registration-error"
      formError={formError}
      onSubmit={form.handleSubmit((payload) => submit(payload))}
    >
      <Fieldset
        legend="Nome da empresa"
        hint="Sugira até 3 nomes, em ordem de preferência: a Junta Comercial aprova o primeiro que estiver livre."
        error={nameErrors?.message ?? nameErrors?.root?.message}
      >
        <div className="grid gap-4">
          {Array.from({ length: MAX_NAME_OPTIONS }, (_, index) => (
            <FormField key={index} label={NAME_LABELS[index]!} error={nameErrors?.[index]?.message}>
              <Input autoComplete="off" {...form.register(`nameOptions.${index}`)} />
            </FormField>
          ))}
        </div>
      </Fieldset>

      <FormField
        label="Nome fantasia (opcional)"
        error={errors.alias?.message}
        hint="O nome pelo qual os clientes conhecem a empresa."
      >
        <Input autoComplete="off" {...form.register('alias')} />
      </FormField>

      <LucaAliasSuggestions
        description={activityDescription ?? ''}
        alias={alias ?? ''}
        onUse={(name) => form.setValue('alias', name, setOptions)}
      />

      <Controller
        control={form.control}
        name="legalNature"
        render={({ field }) => (
          <Fieldset
            legend="Natureza jurídica"
            error={errors.legalNature?.message}
            hint={
              partners === null
                ? undefined
                : partners === 1
                  ? 'Você informou 1 sócio: a empresa pode ser individual (EI) ou uma sociedade limitada unipessoal (SLU).'
                  : `Você informou ${partners} sócios: a empresa será uma sociedade limitada (LTDA).`
            }
          >
            <RadioGroup
              name={field.name}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value as LegalNature);
                if (value !== 'on_person' && size === 'MEI') form.setValue('size', '');
              }}
              aria-label="Natureza jurídica"
              ref={field.ref}
            >
              <OptionCards options={natures} />
            </RadioGroup>
          </Fieldset>
        )}
      />

      <Controller
        control={form.control}
        name="size"
        render={({ field }) => (
          <Fieldset
            legend="Porte"
            error={errors.size?.message}
            hint="O porte depende do faturamento previsto. Na dúvida, escolha Microempresa (ME): ajustamos depois."
          >
            <RadioGroup
              name={field.name}
              value={field.value}
              onValueChange={(value) => field.onChange(value as CompanySize)}
              aria-label="Porte"
              className="sm:grid-cols-2"
              ref={field.ref}
            >
              <OptionCards options={sizes} />
            </RadioGroup>
          </Fieldset>
        )}
      />

      <LucaCnaeSuggestions
        mainCnae={mainCnae}
        onMainChange={(code) => form.setValue('mainCnae', code, setOptions)}
        secondaryCnaes={secondaryCnaes}
        onSecondaryChange={(codes) => form.setValue('secondaryCnaes', codes, setOptions)}
        isMei={size === 'MEI'}
      />

      <CnaePicker
        mainCnae={mainCnae}
        onMainChange={(code) => form.setValue('mainCnae', code, setOptions)}
        secondaryCnaes={secondaryCnaes}
        onSecondaryChange={(codes) => form.setValue('secondaryCnaes', codes, setOptions)}
        mainError={errors.mainCnae?.message}
        secondaryError={secondaryError?.message ?? secondaryError?.root?.message}
        isMei={size === 'MEI'}
      />

      <FormField
        label="Capital social"
        error={errors.shareCapital?.message}
        hint="O valor que os sócios investem na empresa ao abri-la."
        className="sm:max-w-xs"
      >
        <MoneyInput {...form.register('shareCapital')} />
      </FormField>

      <FormField
        label="O que a empresa vai fazer"
        error={errors.activityDescription?.message}
        hint="Descreva com suas palavras os produtos ou serviços. Isso nos ajuda a conferir as atividades."
      >
        <Textarea rows={4} {...form.register('activityDescription')} />
      </FormField>

      <StepActions isSaving={isSubmitting} onBack={onBack} />
    </StepFormShell>
  );
}

/** The choices of a step, each a card with why it is (or is not) open to the company. */
function OptionCards({
  options,
}: {
  options: readonly { value: string; label: string; reason?: string | undefined; enabled: boolean }[];
}) {
  return options.map((option) => (
    <RadioCard
      key={option.value}
      value={option.value}
      label={option.label}
      description={option.reason}
      disabled={!option.enabled}
    />
  ));
}
