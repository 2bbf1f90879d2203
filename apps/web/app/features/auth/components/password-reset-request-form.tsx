import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { useApiClient } from '~/lib/api-client-context';
import { requestPasswordReset } from '../api/auth-api';
import { AuthForm, AuthSubmitAndBack, useAuthSubmit } from './auth-form';

export const RESET_LINK_SENT_MESSAGE = 'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.';

export interface PasswordResetRequestFormProps {
  defaultEmail: string;
  onBack: () => void;
}

export function PasswordResetRequestForm({ defaultEmail, onBack }: PasswordResetRequestFormProps) {
  const client = useApiClient();
  const [isSent, setIsSent] = useState(false);
  const form = useForm({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const { formError, onSubmit } = useAuthSubmit(form, ['email'], async ({ email }) => {
    await requestPasswordReset(client, email);
    setIsSent(true);
  });

  if (isSent) {
    return (
      <div className="grid gap-5">
        <Alert tone="success">{RESET_LINK_SENT_MESSAGE}</Alert>
        <Button variant="outline" size="lg" onClick={onBack}>
          Voltar para o login
        </Button>
      </div>
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      formError={formError}
      intro={
        <p className="text-sm text-muted-foreground">
          Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.
        </p>
      }
    >
      <FormField label="E-mail" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoFocus
          {...form.register('email')}
        />
      </FormField>
      <AuthSubmitAndBack isSubmitting={isSubmitting} label="Enviar link" busyLabel="Enviando…" onBack={onBack} />
    </AuthForm>
  );
}
