import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Building2, MailX } from 'lucide-react';
import { membershipRoleLabels, ROLE_COMPANY_ADMIN, type InvitePreview } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { Loading } from '~/components/ui/list-skeleton';
import { AuthCard, SignInForm, SignUpForm, PasswordResetRequestForm, useSignOut } from '~/features/auth';
import { formatDate } from '~/lib/format/dates';
import { establishCompanyContext } from '~/session/establish-company-context';
import { useSession } from '~/session/use-session';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { acceptInviteAndEnterCompany } from '../accept-invite';
import { inviteClosedMessage } from '../invite-status';
import { fetchInvitePreview, invitesKeys } from '../invites-api';

export const APP_HOME = '/app/panel';

/** Where the app opens once the person is in the company: a full load, so every cookie is read again. */
function enterApp() {
  window.location.assign(APP_HOME);
}

/**
 * `/app/convite/{token}`: the invite from the e-mail. Shows the company, who invited and
 * the address; a person signed out creates the account (the invite joins it at once) or
 * signs in; a person signed in with the invited address accepts.
 */
export function InviteAcceptPage({ token }: { token: string }) {
  const client = useApiClient();
  const preview = useQuery({
    queryKey: invitesKeys.preview(token),
    queryFn: ({ signal }) => fetchInvitePreview(client, token, signal),
    retry: false,
  });

  if (preview.isPending) {
    return (
      <AuthCard title="Convite">
        <Loading label="Carregando o convite…" className="grid gap-3">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-10 w-full" />
        </Loading>
      </AuthCard>
    );
  }
  if (preview.isError) {
    const notFound = preview.error instanceof ApiError && preview.error.status === 404;
    return (
      <AuthCard title={notFound ? 'Convite não encontrado' : 'Convite'}>
        <div className="grid gap-4">
          <Alert tone="error">
            {notFound
              ? 'Este link de convite não existe. Confira se o endereço está completo, ou peça um novo convite.'
              : preview.error.message}
          </Alert>
          {!notFound && (
            <Button variant="outline" onClick={() => void preview.refetch()}>
              Tentar novamente
            </Button>
          )}
        </div>
      </AuthCard>
    );
  }
  return <InviteAnswer token={token} invite={preview.data} />;
}

function InviteAnswer({ token, invite }: { token: string; invite: InvitePreview }) {
  const closed = inviteClosedMessage(invite.status);
  const role = invite.role === ROLE_COMPANY_ADMIN ? 'administrador' : membershipRoleLabels[invite.role].toLowerCase();
  return (
    <AuthCard title={`Convite para ${invite.companyName}`}>
      <div className="grid gap-5">
        <div className="flex items-start gap-3 rounded-md bg-muted p-3 text-sm">
          <Building2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <p>
            <strong>{invite.inviterName}</strong> convidou <strong className="break-all">{invite.email}</strong> para
            acessar <strong>{invite.companyName}</strong> como {role} na Contábil Online.
            {invite.status === 'pending' && <> O convite vale até {formatDate(invite.expiresAt)}.</>}
          </p>
        </div>
        {closed ? (
          <Alert tone="error" className="flex gap-2">
            <MailX className="size-5 shrink-0" aria-hidden="true" />
            <span>{closed}</span>
          </Alert>
        ) : (
          <InviteActions token={token} invite={invite} />
        )}
      </div>
    </AuthCard>
  );
}

type SignedOutView = 'sign-up' | 'sign-in' | 'forgot-password';

function InviteActions({ token, invite }: { token: string; invite: InvitePreview }) {
  const client = useApiClient();
  const session = useSession();
  // Signed in here (this page) or before (the cookies the server saw).
  const [signedInEmail, setSignedInEmail] = useState<string | null>(
    session.accessToken ? (session.currentUser?.email ?? null) : null,
  );
  const [view, setView] = useState<SignedOutView>(invite.hasAccount ? 'sign-in' : 'sign-up');

  if (signedInEmail) {
    return (
      <AcceptAsSignedIn
        token={token}
        invite={invite}
        email={signedInEmail}
        onSignedOut={() => {
          setSignedInEmail(null);
          setView('sign-in');
        }}
      />
    );
  }

  if (view === 'forgot-password') {
    return <PasswordResetRequestForm defaultEmail={invite.email} onBack={() => setView('sign-in')} />;
  }

  if (view === 'sign-up') {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">Crie a sua conta para aceitar o convite.</p>
        <SignUpForm
          trackId={null}
          indicatedBy={null}
          inviteToken={token}
          defaultEmail={invite.email}
          onSignedUp={async () => {
            // The sign-up accepted the invite: the claims already list the company.
            await establishCompanyContext(client);
            enterApp();
          }}
        />
        <p className="text-center text-sm text-muted-foreground">
          Já tem uma conta?{' '}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setView('sign-in')}>
            Entrar
          </Button>
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Entre com <strong className="break-all text-foreground">{invite.email}</strong> para aceitar o convite.
      </p>
      <SignInForm
        onForgotPassword={() => setView('forgot-password')}
        onSignedIn={(result) => setSignedInEmail(result.user.email)}
      />
      <p className="text-center text-sm text-muted-foreground">
        Ainda não tem conta?{' '}
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setView('sign-up')}>
          Criar conta
        </Button>
      </p>
    </div>
  );
}

function AcceptAsSignedIn({
  token,
  invite,
  email,
  onSignedOut,
}: {
  token: string;
  invite: InvitePreview;
  email: string;
  onSignedOut: () => void;
}) {
  const client = useApiClient();
  const signOut = useSignOut({ stay: true });
  const [isAccepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = email.toLowerCase() === invite.email.toLowerCase();

  if (!matches) {
    return (
      <div className="grid gap-4">
        <Alert tone="error">
          Este convite foi enviado para <strong className="break-all">{invite.email}</strong>, e você entrou como{' '}
          <strong className="break-all">{email}</strong>. Saia e entre com o e-mail convidado.
        </Alert>
        <Button
          variant="outline"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: onSignedOut })}
        >
          {signOut.isPending ? 'Saindo…' : 'Sair e entrar com outro e-mail'}
        </Button>
      </div>
    );
  }

  const accept = async () => {
    setAccepting(true);
    setError(null);
    try {
      await acceptInviteAndEnterCompany(client, token);
      enterApp();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível aceitar o convite. Tente novamente.');
      setAccepting(false);
    }
  };

  return (
    <div className="grid gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      <p className="text-sm text-muted-foreground">
        Você entrou como <strong className="break-all text-foreground">{email}</strong>.
      </p>
      <Button size="lg" onClick={() => void accept()} disabled={isAccepting} aria-busy={isAccepting || undefined}>
        {isAccepting ? 'Aceitando…' : 'Aceitar convite'}
      </Button>
    </div>
  );
}
