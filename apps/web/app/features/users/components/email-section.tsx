import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CurrentUser } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { SubmitButton } from '~/components/ui/submit-button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { DetailSection } from '~/components/ui/detail-section';
import { applyApiError } from '~/lib/api-form-errors';
import { useApiClient } from '~/lib/api-client-context';
import { requestEmailChange } from '../profile-api';
import { emailChangeFormSchema, emailChangeSentMessage } from '../profile-forms';

/** A new e-mail, confirmed through a link sent to it; the current password proves it is the person. */
export function EmailSection({ user, isSupportSession }: { user: CurrentUser; isSupportSession: boolean }) {
  const client = useApiClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(emailChangeFormSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSentTo(null);
    try {
      await requestEmailChange(client, user.uid, values);
      setSentTo(values.email);
      form.reset();
    } catch (error) {
      setFormError(applyApiError(error, form.setError, ['email', 'currentPassword']));
    }
  });

  return (
    <DetailSection title="E-mail de acesso">
      <p className="text-sm">
        Você entra com <strong className="break-all">{user.email}</strong>.
      </p>
      {isSupportSession ? (
        <Alert>O e-mail só pode ser trocado pela própria pessoa, fora do acesso de suporte.</Alert>
      ) : (
        <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Trocar e-mail">
          {sentTo && <Alert tone="success">{emailChangeSentMessage(sentTo)}</Alert>}
          {formError && <Alert tone="error">{formError}</Alert>}
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField label="Novo e-mail" error={errors.email?.message}>
              <Input
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                {...form.register('email')}
              />
            </FormField>
            <FormField label="Senha atual" error={errors.currentPassword?.message}>
              <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
            </FormField>
          </div>
          <div className="flex justify-end">
            <SubmitButton label="Trocar e-mail" busyLabel="Enviando…" isSubmitting={isSubmitting} variant="outline" />
          </div>
        </form>
      )}
    </DetailSection>
  );
}
