import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  inviteCreateSchema,
  membershipRoleLabels,
  ROLE_COMPANY_ADMIN,
  ROLE_COMPANY_MEMBER,
  type InviteCreate,
} from '@contabil/contracts';
import type { z } from 'zod';
import { Alert } from '~/components/ui/alert';
import { SubmitButton } from '~/components/ui/submit-button';
import { Fieldset } from '~/components/ui/fieldset';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { RadioCard, RadioGroup } from '~/components/ui/radio-group';
import { applyApiError } from '~/lib/api-form-errors';

type InviteFormInput = z.input<typeof inviteCreateSchema>;

const ROLE_DESCRIPTIONS = {
  [ROLE_COMPANY_ADMIN]: 'Vê tudo da empresa e também convida e gerencia outras pessoas.',
  [ROLE_COMPANY_MEMBER]: 'Vê e usa tudo da empresa: notas, documentos, extratos e assinatura.',
} as const;

/** E-mail and role of the person to invite; the API sends the link. */
export function InviteForm({ onSubmit }: { onSubmit: (values: InviteCreate) => Promise<void> }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InviteFormInput, unknown, InviteCreate>({
    resolver: zodResolver(inviteCreateSchema),
    defaultValues: { email: '', role: ROLE_COMPANY_MEMBER },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
      form.reset({ email: '', role: values.role });
    } catch (error) {
      setFormError(applyApiError(error, form.setError, ['email', 'role']));
    }
  });

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Convidar pessoa">
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormField label="E-mail da pessoa" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" spellCheck={false} {...form.register('email')} />
      </FormField>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <Fieldset legend="Papel na empresa" error={errors.role?.message}>
            <RadioGroup value={field.value} onValueChange={field.onChange} className="sm:grid-cols-2">
              {([ROLE_COMPANY_MEMBER, ROLE_COMPANY_ADMIN] as const).map((role) => (
                <RadioCard
                  key={role}
                  value={role}
                  label={role === ROLE_COMPANY_ADMIN ? 'Administrador' : membershipRoleLabels[role]}
                  description={ROLE_DESCRIPTIONS[role]}
                />
              ))}
            </RadioGroup>
          </Fieldset>
        )}
      />
      <div className="flex justify-end">
        <SubmitButton label="Enviar convite" busyLabel="Enviando convite…" isSubmitting={isSubmitting} />
      </div>
    </form>
  );
}
