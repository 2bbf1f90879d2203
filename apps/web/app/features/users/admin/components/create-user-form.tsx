import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_COMPANY_ADMIN, ROLE_COMPANY_MEMBER } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Checkbox } from '~/components/ui/checkbox';
import { Fieldset } from '~/components/ui/fieldset';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { MaskedInput } from '~/components/ui/masked-input';
import { RadioCard, RadioGroup } from '~/components/ui/radio-group';
import { applyApiError } from '~/lib/api-form-errors';
import {
  CREATE_USER_DEFAULTS,
  createUserFormSchema,
  type CreateUserFormInput,
  type CreateUserFormValues,
} from '../create-user-schema';
import { roleLabels } from '../users-filters';
import { CompanyPicker } from './company-picker';
import { FormActions } from '~/components/ui/form-actions';

/** A new person: the API creates the account without a password and e-mails a "definir senha" link. */
export function CreateUserForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (values: CreateUserFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateUserFormInput, unknown, CreateUserFormValues>({
    resolver: zodResolver(createUserFormSchema),
    defaultValues: CREATE_USER_DEFAULTS,
  });
  const { errors, isSubmitting } = form.formState;
  const company = form.watch('company');

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, ['name', 'email', 'phone']));
    }
  });

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Novo usuário">
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormField label="Nome" error={errors.name?.message}>
        <Input autoComplete="off" autoCapitalize="words" {...form.register('name')} />
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" spellCheck={false} {...form.register('email')} />
      </FormField>
      <FormField label="Celular" hint="Opcional." error={errors.phone?.message}>
        <MaskedInput
          type="tel"
          mask="phone"
          autoComplete="off"
          placeholder="(11) 91234-5678"
          {...form.register('phone')}
        />
      </FormField>
      <Fieldset legend="Papéis">
        <Controller
          control={form.control}
          name="isSystemAdmin"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id="novo-usuario-admin"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              <Label htmlFor="novo-usuario-admin" className="grid gap-1 leading-tight">
                {roleLabels['system-admin']}
                <span className="text-xs font-normal text-muted-foreground">
                  Equipe da Contábil Online: vê todas as empresas e a administração.
                </span>
              </Label>
            </div>
          )}
        />
      </Fieldset>
      <Controller
        control={form.control}
        name="company"
        render={({ field }) => (
          <FormField label="Empresa" hint="Opcional: a pessoa entra já como parte desta empresa.">
            <CompanyPicker value={field.value} onChange={field.onChange} />
          </FormField>
        )}
      />
      {company && (
        <Controller
          control={form.control}
          name="companyRole"
          render={({ field }) => (
            <Fieldset legend={`Papel em ${company.name}`}>
              <RadioGroup value={field.value} onValueChange={field.onChange} className="sm:grid-cols-2">
                <RadioCard value={ROLE_COMPANY_MEMBER} label={roleLabels[ROLE_COMPANY_MEMBER]} />
                <RadioCard value={ROLE_COMPANY_ADMIN} label={roleLabels[ROLE_COMPANY_ADMIN]} />
              </RadioGroup>
            </Fieldset>
          )}
        />
      )}
      <p className="text-sm text-muted-foreground">
        A pessoa recebe por e-mail um link para definir a senha (vale 72 horas).
      </p>
      <FormActions
        closeLabel="Cancelar"
        onClose={onCancel}
        submitLabel="Criar usuário"
        busyLabel="Criando…"
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
