import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { NfseFiscalProfile } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { SubmitButton } from '~/components/ui/submit-button';
import { DetailSection } from '~/components/ui/detail-section';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { ChoiceSelect } from '~/components/ui/choice-select';
import { CityField } from '~/features/address';
import { applyApiError } from '~/lib/api-form-errors';
import { toast } from '~/platform/toast';
import {
  fiscalProfileFormDefaults,
  fiscalProfileFormSchema,
  ibgeCodeInput,
  SIMPLES_APURATION_LABELS,
  SIMPLES_OPTION_LABELS,
  SPECIAL_REGIME_LABELS,
  EMISSION_MODE_HINTS,
  EMISSION_MODE_LABELS,
  type FiscalProfileFormInput,
  type FiscalProfileFormValues,
} from '../fiscal-profile-form';
import { useSaveFiscalProfile } from '../nfse-profile-api';

const API_FIELDS = [
  'municipalRegistration',
  'municipalityCode',
  'simplesOption',
  'simplesApuration',
  'specialRegime',
  'dpsSeries',
  'emissionMode',
  'defaultNbs',
] as const;

type ChoiceName = 'simplesOption' | 'simplesApuration' | 'specialRegime' | 'emissionMode';

interface ChoiceFieldProps {
  control: Control<FiscalProfileFormInput, unknown, FiscalProfileFormValues>;
  name: ChoiceName;
  label: string;
  labels: Record<string, string>;
  /** A hint that depends on the choice made. */
  hint?: (value: string) => string;
  error: string | undefined;
}

/** A coded choice of the form: the select inside its label, hint and error. */
function ChoiceField({ control, name, label, labels, hint, error }: ChoiceFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error} {...(hint ? { hint: hint(field.value) } : {})}>
          <ChoiceSelect
            labels={labels}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={field.onChange}
          />
        </FormField>
      )}
    />
  );
}

/** The fiscal profile's form (company-admins and our accountants). */
export function FiscalProfileForm({ companyId, profile }: { companyId: string; profile: NfseFiscalProfile | null }) {
  const save = useSaveFiscalProfile(companyId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FiscalProfileFormInput, unknown, FiscalProfileFormValues>({
    resolver: zodResolver(fiscalProfileFormSchema),
    defaultValues: fiscalProfileFormDefaults(profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const simplesOption = form.watch('simplesOption');

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ ...fiscalProfileFormDefaults(saved), cityName: form.getValues('cityName') });
      toast.success('Perfil fiscal salvo.');
    } catch (error) {
      setFormError(applyApiError(error, form.setError, API_FIELDS));
    }
  });

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Perfil fiscal">
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="cityName"
          render={({ field }) => (
            <FormField label="Buscar município" hint="Digite o nome e escolha: o código IBGE é preenchido.">
              <CityField
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={field.onChange}
                onPick={(city) => {
                  field.onChange(`${city.name} - ${city.state}`);
                  form.setValue('municipalityCode', String(city.ibgeCode), { shouldDirty: true, shouldValidate: true });
                }}
              />
            </FormField>
          )}
        />
        <FormField label="Código IBGE do município" error={errors.municipalityCode?.message}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="3550308"
            {...form.register('municipalityCode', {
              onChange: (event: { target: HTMLInputElement }) => {
                event.target.value = ibgeCodeInput(event.target.value);
              },
            })}
          />
        </FormField>
        <FormField
          label="Inscrição municipal"
          hint="Deixe em branco se o município não exigir."
          error={errors.municipalRegistration?.message}
        >
          <Input autoComplete="off" maxLength={15} {...form.register('municipalRegistration')} />
        </FormField>
        <FormField
          label="Série da DPS"
          hint="De 1 a 5 dígitos; a numeração continua a partir do próximo número."
          error={errors.dpsSeries?.message}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            {...form.register('dpsSeries', {
              onChange: (event: { target: HTMLInputElement }) => {
                event.target.value = event.target.value.replace(/\D/g, '').slice(0, 5);
              },
            })}
          />
        </FormField>
        <ChoiceField
          control={form.control}
          name="simplesOption"
          label="Simples Nacional"
          labels={SIMPLES_OPTION_LABELS}
          error={errors.simplesOption?.message}
        />
        {simplesOption === '3' && (
          <ChoiceField
            control={form.control}
            name="simplesApuration"
            label="Apuração dos tributos"
            labels={SIMPLES_APURATION_LABELS}
            error={errors.simplesApuration?.message}
          />
        )}
        <ChoiceField
          control={form.control}
          name="specialRegime"
          label="Regime especial de tributação"
          labels={SPECIAL_REGIME_LABELS}
          error={errors.specialRegime?.message}
        />
        <ChoiceField
          control={form.control}
          name="emissionMode"
          label="Como as notas são emitidas"
          labels={EMISSION_MODE_LABELS}
          hint={(mode) =>
            `${EMISSION_MODE_HINTS[mode as keyof typeof EMISSION_MODE_HINTS]}${mode !== 'manual' && !profile?.certificate ? ' Vale depois que o certificado A1 for enviado.' : ''}`
          }
          error={errors.emissionMode?.message}
        />
        <FormField
          label="Código NBS padrão (opcional)"
          hint="Nomenclatura Brasileira de Serviços, 9 dígitos: vai nas notas cujo pedido não informa outro."
          error={errors.defaultNbs?.message}
        >
          <Input inputMode="numeric" maxLength={9} autoComplete="off" {...form.register('defaultNbs')} />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {profile ? (
            <>
              Próxima DPS: série {profile.dpsSeries}, número <strong>{profile.nextDpsNumber}</strong>
            </>
          ) : (
            'A primeira DPS terá o número 1.'
          )}
        </p>
        <SubmitButton
          label="Salvar perfil fiscal"
          busyLabel="Salvando…"
          isSubmitting={isSubmitting}
          disabled={!isDirty}
        />
      </div>
    </form>
  );
}

/** What a member sees: the profile as saved, without controls. */
export function FiscalProfileSummary({ profile }: { profile: NfseFiscalProfile | null }) {
  if (!profile)
    return (
      <p className="text-sm text-muted-foreground">
        O perfil fiscal ainda não foi preenchido. Um administrador da empresa ou o seu contador pode preenchê-lo.
      </p>
    );
  const rows: [string, string][] = [
    ['Código IBGE do município', profile.municipalityCode],
    ['Inscrição municipal', profile.municipalRegistration || 'Não informada'],
    ['Simples Nacional', SIMPLES_OPTION_LABELS[profile.simplesOption]],
    ...(profile.simplesApuration
      ? ([['Apuração dos tributos', SIMPLES_APURATION_LABELS[profile.simplesApuration]]] as [string, string][])
      : []),
    ['Regime especial de tributação', SPECIAL_REGIME_LABELS[profile.specialRegime]],
    ['Série da DPS', profile.dpsSeries],
    ['Como as notas são emitidas', EMISSION_MODE_LABELS[profile.effectiveEmissionMode]],
    ['Código NBS padrão', profile.defaultNbs || 'Não informado'],
    ['Próximo número da DPS', String(profile.nextDpsNumber)],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FiscalProfileSection({
  companyId,
  profile,
  canEdit,
}: {
  companyId: string;
  profile: NfseFiscalProfile | null;
  canEdit: boolean;
}) {
  return (
    <DetailSection title="Perfil fiscal da NFS-e">
      {canEdit ? (
        <FiscalProfileForm key={companyId} companyId={companyId} profile={profile} />
      ) : (
        <FiscalProfileSummary profile={profile} />
      )}
    </DetailSection>
  );
}
