import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { MAX_PARTNERS, messages } from '@contabil/contracts';
import { StepFormShell } from './step-form-shell';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { MaskedInput } from '~/components/ui/masked-input';
import { useSession } from '~/session/use-session';
import {
  EMPTY_PARTNER,
  partnersFromPayload,
  partnersSchema,
  partnersToInput,
  type PartnerFormValues,
  type PartnersFormValues,
  type PartnersVariant,
} from '../../partners-form';
import { shareTotal } from '../../share-total';
import { stepResolver } from '~/lib/step-form';
import { useStepSubmission } from '../../use-step-submission';
import { stepPayload } from '../../wizard-state';
import { ShareTotal } from '../share-total';
import { StepActions } from '../step-actions';
import type { StepProps } from './step-props';

/** The partners: full data for an opening, the basics for a company that already exists. */
export function PartnersStep({ companyId, trackId, track, onSaved, onBack }: StepProps) {
  const variant: PartnersVariant = trackId === 'create-company' ? 'full' : 'basic';
  const stepId = variant === 'full' ? 'partner-registration' : 'partner-registration-basic';
  const { currentUser } = useSession();
  // The saved payload is read once, when the step opens.
  const [defaultValues] = useState(() =>
    partnersFromPayload(stepPayload(track, stepId), {
      name: currentUser?.displayName,
      email: currentUser?.email,
      phone: currentUser?.phoneNumber,
    }),
  );
  const form = useForm({
    resolver: stepResolver(partnersSchema(variant), (values: PartnersFormValues) => partnersToInput(values, variant)),
    defaultValues,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'partners' });
  const partners = useWatch({ control: form.control, name: 'partners' });
  const total = shareTotal(partners.map((partner) => partner.sharePercent));
  const { submit, formError } = useStepSubmission({ companyId, stepId, form, onSaved });
  const { errors, isSubmitting, isSubmitted, touchedFields } = form.formState;
  // How many partners the last "Continuar" checked.
  const [checkedCount, setCheckedCount] = useState(0);
  const listError = arrayError(errors);
  const hasAdministrator = partners.some((partner) => partner.isAdministrator);

  return (
    <StepFormShell
      errorId="partners-error"
      formError={formError}
      onSubmit={(event) => {
        setCheckedCount(fields.length);
        void form.handleSubmit((payload) => submit(payload as never))(event);
      }}
      className="gap-6"
    >
      <ol className="grid gap-6" aria-label="Sócios">
        {fields.map((field, index) => {
          // A partner added after a "Continuar": a field shows its message once it was left.
          const isChecked = index < checkedCount;
          const touched = touchedFields.partners?.[index];
          const all = errors.partners?.[index];
          const errorOf = (key: keyof PartnerFormValues) =>
            isChecked || touched?.[key] ? all?.[key]?.message : undefined;
          const name = partners[index]?.name?.trim();
          return (
            <li key={field.id}>
              <fieldset className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6">
                <legend className="sr-only">{`Sócio ${index + 1}${name ? `: ${name}` : ''}`}</legend>
                <div className="flex items-center justify-between gap-3" aria-hidden="true">
                  <p className="min-w-0 truncate font-semibold">
                    Sócio {index + 1}
                    {name ? <span className="font-normal text-muted-foreground"> · {name}</span> : null}
                  </p>
                </div>
                <div className="grid items-start gap-4 sm:grid-cols-2">
                  <FormField label="Nome completo" error={errorOf('name')} className="sm:col-span-2">
                    <Input autoComplete={index === 0 ? 'name' : 'off'} {...form.register(`partners.${index}.name`)} />
                  </FormField>
                  <FormField label="CPF" error={errorOf('cpf')}>
                    <MaskedInput mask="cpf" placeholder="000.000.000-00" {...form.register(`partners.${index}.cpf`)} />
                  </FormField>
                  {variant === 'full' && (
                    <FormField label="Data de nascimento" error={errorOf('birthDate')}>
                      <MaskedInput
                        mask="date"
                        placeholder="dd/mm/aaaa"
                        autoComplete={index === 0 ? 'bday' : 'off'}
                        {...form.register(`partners.${index}.birthDate`)}
                      />
                    </FormField>
                  )}
                  <FormField label={variant === 'full' ? 'E-mail' : 'E-mail (opcional)'} error={errorOf('email')}>
                    <Input
                      type="email"
                      inputMode="email"
                      spellCheck={false}
                      autoComplete={index === 0 ? 'email' : 'off'}
                      {...form.register(`partners.${index}.email`)}
                    />
                  </FormField>
                  {variant === 'full' && (
                    <FormField label="Celular" error={errorOf('phone')}>
                      <MaskedInput
                        mask="phone"
                        type="tel"
                        placeholder="(00) 00000-0000"
                        autoComplete={index === 0 ? 'tel-national' : 'off'}
                        {...form.register(`partners.${index}.phone`)}
                      />
                    </FormField>
                  )}
                  <FormField
                    label="Participação (%)"
                    error={errorOf('sharePercent')}
                    hint="Quanto do capital é deste sócio, ex.: 50 ou 33,33"
                  >
                    <Input
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0"
                      {...form.register(`partners.${index}.sharePercent`)}
                    />
                  </FormField>
                  <Controller
                    control={form.control}
                    name={`partners.${index}.isAdministrator`}
                    render={({ field: checkbox }) => (
                      <div className="flex items-start gap-3 self-center sm:pt-6">
                        <Checkbox
                          id={`partner-${field.id}-admin`}
                          name={checkbox.name}
                          checked={checkbox.value}
                          onCheckedChange={(checked) => checkbox.onChange(checked === true)}
                          onBlur={checkbox.onBlur}
                          ref={checkbox.ref}
                          aria-describedby={`partner-${field.id}-admin-hint`}
                        />
                        <div className="grid gap-1">
                          <Label htmlFor={`partner-${field.id}-admin`}>Sócio administrador</Label>
                          <p id={`partner-${field.id}-admin-hint`} className="text-xs text-muted-foreground">
                            Responde pela empresa e assina por ela.
                          </p>
                        </div>
                      </div>
                    )}
                  />
                </div>
                {fields.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="justify-self-start text-destructive hover:bg-destructive-soft"
                    onClick={() => remove(index)}
                    aria-label={`Remover o sócio ${index + 1}${name ? ` (${name})` : ''}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Remover sócio
                  </Button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>

      <div className="grid gap-3">
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={fields.length >= MAX_PARTNERS}
          onClick={() => append({ ...EMPTY_PARTNER }, { focusName: `partners.${fields.length}.name` })}
        >
          <Plus aria-hidden="true" />
          Adicionar sócio
        </Button>
        {fields.length >= MAX_PARTNERS && (
          <p className="text-sm text-muted-foreground">Você chegou ao máximo de {MAX_PARTNERS} sócios.</p>
        )}
      </div>

      <ShareTotal total={total} showError={isSubmitted} />
      {isSubmitted && !hasAdministrator && <p className="text-sm text-destructive">{messages.administratorRequired}</p>}
      {listError && listError !== messages.sharesMustTotal100 && listError !== messages.administratorRequired && (
        <p className="text-sm text-destructive">{listError}</p>
      )}

      <StepActions isSaving={isSubmitting} onBack={onBack} />
    </StepFormShell>
  );
}

/** The message about the list as a whole (share total, administrator, how many). */
function arrayError(errors: FieldErrors<PartnersFormValues>): string | undefined {
  const list = errors.partners as
    (FieldErrors<PartnersFormValues>['partners'] & { root?: { message?: string } }) | undefined;
  return list?.root?.message ?? list?.message;
}
