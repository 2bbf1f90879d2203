import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInInputSchema, type SignInResult } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { useApiClient } from '~/lib/api-client-context';
import { storeSession } from '~/lib/session-cookies';
import { signIn } from '../api/auth-api';
import { AuthForm, AuthSubmitButton, useAuthSubmit } from './auth-form';

export interface SignInFormProps {
  /** Runs after the session is stored; the button stays busy until it settles (e.g. the navigation). */
  onSignedIn: (result: SignInResult) => Promise<void> | void;
  onForgotPassword: (email: string) => void;
  /** When the person switched to this form from another one, keep keyboard focus in the form. */
  autoFocus?: boolean;
}

export function SignInForm({ onSignedIn, onForgotPassword, autoFocus = false }: SignInFormProps) {
  const client = useApiClient();
  const form = useForm({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { formError, onSubmit } = useAuthSubmit(form, ['email', 'password'], async (values) => {
    const result = await signIn(client, values);
    storeSession({ accessToken: result.accessToken, currentUser: result.user, claims: result.claims });
    await onSignedIn(result);
  });

  return (
    <AuthForm onSubmit={onSubmit} formError={formError} errorId="sign-in-error">
      <FormField label="E-mail" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          autoFocus={autoFocus}
          {...form.register('email')}
        />
      </FormField>
      <div className="grid gap-2">
        <FormField label="Senha" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button
          variant="link"
          size="sm"
          className="justify-self-end"
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          Esqueci minha senha
        </Button>
      </div>
      <AuthSubmitButton isSubmitting={isSubmitting} label="Entrar" busyLabel="Entrando…" />
    </AuthForm>
  );
}
