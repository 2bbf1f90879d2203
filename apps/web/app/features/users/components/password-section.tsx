import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '~/components/ui/alert';
import { SubmitButton } from '~/components/ui/submit-button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { DetailSection } from '~/components/ui/detail-section';
import { toast } from '~/platform/toast';
import { applyApiError } from '~/lib/api-form-errors';
import { useApiClient } from '~/lib/api-client-context';
import { changePassword } from '../profile-api';
import { passwordFormSchema } from '../profile-forms';

export const PASSWORD_CHANGED = 'Senha alterada.';

export function PasswordSection({ uid, isSupportSession }: { uid: string; isSupportSession: boolean }) {
  const client = useApiClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await changePassword(client, uid, { currentPassword, newPassword });
      form.reset();
      toast.success(PASSWORD_CHANGED);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, ['currentPassword', 'newPassword']));
    }
  });

  return (
    <DetailSection title="Senha">
      {isSupportSession ? (
        <Alert>A senha só pode ser trocada pela própria pessoa, fora do acesso de suporte.</Alert>
      ) : (
        <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Trocar senha">
          {formError && <Alert tone="error">{formError}</Alert>}
          <FormField
            label="Senha atual"
            error={errors.currentPassword?.message}
            className="sm:max-w-[calc(50%-0.625rem)]"
          >
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Nova senha"
              hint="Use no mínimo 8 caracteres."
              error={errors.newPassword?.message}
              className="content-start"
            >
              <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
            </FormField>
            <FormField label="Repita a nova senha" error={errors.confirmation?.message} className="content-start">
              <Input type="password" autoComplete="new-password" {...form.register('confirmation')} />
            </FormField>
          </div>
          <div className="flex justify-end">
            <SubmitButton label="Trocar senha" busyLabel="Salvando…" isSubmitting={isSubmitting} variant="outline" />
          </div>
        </form>
      )}
    </DetailSection>
  );
}
