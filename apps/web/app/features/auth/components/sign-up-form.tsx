import { useState } from 'react';
import { Link } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { masks, type SignInResult, type TrackId } from '@contabil/contracts';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { MaskedInput } from '~/components/ui/masked-input';
import { applyApiError } from '~/lib/api-form-errors';
import { useApiClient } from '~/lib/api-client-context';
import { PRIVACY_POLICY_PATH, TERMS_OF_USE_PATH } from '~/lib/legal-paths';
import { storeSession } from '~/lib/session-cookies';
import { signIn, signUp } from '../api/auth-api';
import { AuthForm, AuthSubmitButton } from './auth-form';
import { signUpFormSchema, type SignUpFormInput, type SignUpFormValues } from '../sign-up-schema';

/** A mobile number only: "(##) #####-####" (spec section 5). */
const MOBILE_PHONE_MASK = { pattern: masks.mobilePhone, numeric: true } as const;

export const SIGNED_UP_BUT_NOT_IN =
  'Sua conta foi criada, mas não foi possível entrar agora. Use "Entrar" com o seu e-mail e senha.';

export interface SignUpFormProps {
  /** The track of the link that brought the person: the API creates the pending company on it. */
  trackId: TrackId | null;
  indicatedBy: string | null;
  /** An invite's token (`/app/convite/{token}`): the new account joins that company at once. */
  inviteToken?: string;
  /** The e-mail the form starts with (the invited address). */
  defaultEmail?: string;
  /** Runs once the account exists and the session is stored; the button stays busy until it settles. */
  onSignedUp: (result: SignInResult) => Promise<void> | void;
}

/** Creates the account, then signs in with the same e-mail and password. */
export function SignUpForm({ trackId, indicatedBy, inviteToken, defaultEmail = '', onSignedUp }: SignUpFormProps) {
  const client = useApiClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', email: defaultEmail, phone: '', password: '', acceptedLegalVersion: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    let isCreated = false;
    try {
      await signUp(client, {
        ...values,
        ...(trackId ? { trackId } : {}),
        ...(indicatedBy ? { indicatedBy } : {}),
        ...(inviteToken ? { inviteToken } : {}),
      });
      isCreated = true;
      const result = await signIn(client, { email: values.email, password: values.password });
      storeSession({ accessToken: result.accessToken, currentUser: result.user, claims: result.claims });
      await onSignedUp(result);
    } catch (error) {
      if (isCreated) {
        // The account exists; only the automatic sign-in failed. Sending the form again would say the e-mail is taken.
        setFormError(SIGNED_UP_BUT_NOT_IN);
        return;
      }
      setFormError(applyApiError(error, form.setError, ['name', 'email', 'phone', 'password', 'acceptedLegalVersion']));
    }
  });

  return (
    <AuthForm onSubmit={onSubmit} formError={formError} errorId="sign-up-error">
      <FormField label="Nome completo" error={errors.name?.message}>
        <Input autoComplete="name" autoCapitalize="words" {...form.register('name')} />
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...form.register('email')} />
      </FormField>
      <FormField label="Celular" error={errors.phone?.message}>
        <MaskedInput
          type="tel"
          mask={MOBILE_PHONE_MASK}
          autoComplete="tel-national"
          placeholder="(11) 91234-5678"
          {...form.register('phone')}
        />
      </FormField>
      <FormField label="Senha" hint="Use no mínimo 8 caracteres." error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="acceptedLegalVersion"
            render={({ field }) => (
              <Checkbox
                id="sign-up-legal"
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="mt-0.5"
                aria-invalid={errors.acceptedLegalVersion ? true : undefined}
                aria-describedby={errors.acceptedLegalVersion ? 'sign-up-legal-error' : undefined}
              />
            )}
          />
          <label htmlFor="sign-up-legal" className="text-sm leading-snug">
            Li e aceito os{' '}
            <Link
              to={TERMS_OF_USE_PATH}
              target="_blank"
              className="font-medium text-primary underline underline-offset-4"
            >
              termos de uso
            </Link>{' '}
            e a{' '}
            <Link
              to={PRIVACY_POLICY_PATH}
              target="_blank"
              className="font-medium text-primary underline underline-offset-4"
            >
              política de privacidade
            </Link>
          </label>
        </div>
        {errors.acceptedLegalVersion && (
          <p id="sign-up-legal-error" className="text-sm text-destructive">
            {errors.acceptedLegalVersion.message}
          </p>
        )}
      </div>
      <AuthSubmitButton isSubmitting={isSubmitting} label="Criar conta" busyLabel="Criando conta…" />
    </AuthForm>
  );
}
