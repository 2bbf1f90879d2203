import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@contabil/contracts';
import { z } from 'zod';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { useApiClient } from '~/lib/api-client-context';
import { confirmPasswordReset } from '../api/auth-api';
import { AuthForm, AuthSubmitAndBack, useAuthSubmit } from './auth-form';

// The token comes from the link, not from the person: only the password is a field.
const newPasswordSchema = z.object({ password: passwordSchema });

export interface PasswordResetConfirmFormProps {
  token: string;
  onPasswordChanged: () => void;
  onCancel: () => void;
}

export function PasswordResetConfirmForm({ token, onPasswordChanged, onCancel }: PasswordResetConfirmFormProps) {
  const client = useApiClient();
  const form = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const { formError, onSubmit } = useAuthSubmit(form, ['password'], async ({ password }) => {
    await confirmPasswordReset(client, { token, password });
    onPasswordChanged();
  });

  return (
    <AuthForm onSubmit={onSubmit} formError={formError}>
      <FormField label="Nova senha" hint="Use no mínimo 8 caracteres." error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
      </FormField>
      <AuthSubmitAndBack
        isSubmitting={isSubmitting}
        label="Salvar nova senha"
        busyLabel="Salvando…"
        onBack={onCancel}
      />
    </AuthForm>
  );
}
