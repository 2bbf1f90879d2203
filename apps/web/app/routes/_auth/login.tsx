import { useEffect, useState } from 'react';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { rememberChosenPlan } from '~/lib/sign-up-path';
import { isSignUpView, pathAfterSignUp, readSignUpContext, signInLink, signUpLink } from '~/features/auth/auth-links';
import { AuthCard } from '~/features/auth/components/auth-card';
import { AuthSwitchLink } from '~/features/auth/components/auth-switch-link';
import { PasswordResetConfirmForm } from '~/features/auth/components/password-reset-confirm-form';
import { PasswordResetRequestForm } from '~/features/auth/components/password-reset-request-form';
import { SignInForm } from '~/features/auth/components/sign-in-form';
import { SignUpForm } from '~/features/auth/components/sign-up-form';
import { EmailChangeConfirm } from '~/features/users/components/email-change-confirm';
import { establishCompanyContext } from '~/session/establish-company-context';
import { restoreSessionWithoutAccessToken } from '~/session/restore-session';
import { useApiClient } from '~/lib/api-client-context';
import { safeNextPath } from '~/lib/safe-redirect';
import { PRODUCT_NAME } from '~/lib/site';
import { readSession } from '~/lib/session-cookies';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${isSignUpView(new URLSearchParams(location.search)) ? 'Criar conta' : 'Entrar'} | ${PRODUCT_NAME}` },
  { name: 'robots', content: 'noindex' },
];

const DEFAULT_AFTER_SIGN_IN = '/app/panel';
/** The e-mail change link: `/app/login?confirmarEmail={token}`. */
const CONFIRM_EMAIL_PARAM = 'confirmarEmail';
/** With `reset`: the first password of an account our team created (`&definir=1`). */
const SET_PASSWORD_PARAM = 'definir';
const PASSWORD_CHANGED_MESSAGE = 'Senha alterada. Entre com a nova senha.';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Someone already signed in has nothing to do here, unless they follow a link from an e-mail.
  const followsEmailLink = url.searchParams.has('reset') || url.searchParams.has(CONFIRM_EMAIL_PARAM);
  if (!followsEmailLink && readSession(request.headers.get('cookie')).accessToken) {
    throw redirect(safeNextPath(url.searchParams.get('next')) ?? DEFAULT_AFTER_SIGN_IN);
  }
  return null;
}

const SIGN_UP_DESCRIPTIONS = {
  'create-company': 'Crie sua conta para começar a abertura da sua empresa.',
  'migrate-company': 'Crie sua conta para trazer a contabilidade da sua empresa.',
  none: 'Crie sua conta para acompanhar a sua empresa.',
} as const;

type View = { name: 'sign-in'; notice?: string; hasSwitched: boolean } | { name: 'forgot-password'; email: string };

export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<View>({ name: 'sign-in', hasSwitched: false });
  const resetToken = searchParams.get('reset');
  const confirmEmailToken = searchParams.get(CONFIRM_EMAIL_PARAM);
  const client = useApiClient();
  const goToNext = () => navigate(safeNextPath(searchParams.get('next')) ?? DEFAULT_AFTER_SIGN_IN, { replace: true });

  // No access token stored: force one token fetch through the refresh cookie before
  // asking for the password (spec section 4).
  useEffect(() => {
    if (resetToken !== null || confirmEmailToken !== null) return;
    let active = true;
    void restoreSessionWithoutAccessToken(client).then((restored) => {
      if (restored && active) void goToNext();
    });
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit to the login page, whatever re-renders follow
  }, []);

  const backToSignIn = (notice?: string) => {
    setView({ name: 'sign-in', hasSwitched: true, ...(notice ? { notice } : {}) });
    if (resetToken !== null || confirmEmailToken !== null) {
      setSearchParams(
        (params) => {
          params.delete('reset');
          params.delete(SET_PASSWORD_PARAM);
          params.delete(CONFIRM_EMAIL_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  };

  if (confirmEmailToken !== null) {
    return (
      <AuthCard title="Confirmação de e-mail">
        <EmailChangeConfirm token={confirmEmailToken} onSignIn={() => backToSignIn()} />
      </AuthCard>
    );
  }

  if (resetToken !== null) {
    const isFirstPassword = searchParams.get(SET_PASSWORD_PARAM) === '1';
    return (
      <AuthCard
        title={isFirstPassword ? 'Defina sua senha' : 'Defina sua nova senha'}
        description={
          isFirstPassword
            ? 'Crie a senha da sua conta na Contábil Online para entrar.'
            : 'Crie uma nova senha para a sua conta.'
        }
      >
        <PasswordResetConfirmForm
          token={resetToken}
          onPasswordChanged={() => backToSignIn(PASSWORD_CHANGED_MESSAGE)}
          onCancel={() => backToSignIn()}
        />
      </AuthCard>
    );
  }

  if (isSignUpView(searchParams)) {
    const { trackId, indicatedBy, planSlug } = readSignUpContext(searchParams);
    return (
      <AuthCard title="Criar conta" description={SIGN_UP_DESCRIPTIONS[trackId ?? 'none']}>
        <div className="grid gap-5">
          <SignUpForm
            trackId={trackId}
            indicatedBy={indicatedBy}
            onSignedUp={async () => {
              if (planSlug) rememberChosenPlan(planSlug);
              await establishCompanyContext(client);
              await navigate(pathAfterSignUp(trackId, searchParams.get('next')), { replace: true });
            }}
          />
          <AuthSwitchLink question="Já tem uma conta?" label="Entrar" to={signInLink(searchParams)} />
        </div>
      </AuthCard>
    );
  }

  if (view.name === 'forgot-password') {
    return (
      <AuthCard title="Recuperar senha">
        <PasswordResetRequestForm defaultEmail={view.email} onBack={() => backToSignIn()} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Entrar" description="Acesse a sua conta para acompanhar a sua empresa.">
      <div className="grid gap-5">
        {view.notice && <Alert tone="success">{view.notice}</Alert>}
        <SignInForm
          autoFocus={view.hasSwitched}
          onForgotPassword={(email) => setView({ name: 'forgot-password', email })}
          onSignedIn={async () => {
            await establishCompanyContext(client);
            await goToNext();
          }}
        />
        <AuthSwitchLink question="Ainda não tem conta?" label="Criar conta" to={signUpLink(searchParams)} />
      </div>
    </AuthCard>
  );
}
