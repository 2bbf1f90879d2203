import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { readStoredSession, storeSession } from '~/lib/session-cookies';
import { confirmEmailChange } from '../profile-api';

export const PROFILE_PATH = '/app/user/my-profile';

type State =
  { name: 'confirming' } | { name: 'done'; user: CurrentUser; signedIn: boolean } | { name: 'failed'; message: string };

/**
 * `/app/login?confirmarEmail={token}`, the link sent to the new address: confirms it once,
 * then says which e-mail now signs in. A person signed in on this browser gets the new
 * profile in the session.
 */
export function EmailChangeConfirm({ token, onSignIn }: { token: string; onSignIn: () => void }) {
  const client = useApiClient();
  const [state, setState] = useState<State>({ name: 'confirming' });
  const started = useRef(false);

  useEffect(() => {
    // The token is single use: React's development double effect must not spend it twice.
    if (started.current) return;
    started.current = true;
    confirmEmailChange(client, token)
      .then((user) => {
        const session = readStoredSession();
        const signedIn = !!session.accessToken && session.currentUser?.uid === user.uid;
        if (signedIn) storeSession({ currentUser: user });
        setState({ name: 'done', user, signedIn });
      })
      .catch((error: unknown) =>
        setState({
          name: 'failed',
          message: error instanceof ApiError ? error.message : 'Não foi possível confirmar o e-mail. Tente novamente.',
        }),
      );
  }, [client, token]);

  if (state.name === 'confirming') {
    return (
      <p role="status" aria-busy="true" className="text-sm text-muted-foreground">
        Confirmando o novo e-mail…
      </p>
    );
  }
  if (state.name === 'failed') {
    return (
      <div className="grid gap-4">
        <Alert tone="error">{state.message}</Alert>
        <Button variant="outline" onClick={onSignIn}>
          Ir para o login
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <Alert tone="success">
        E-mail confirmado. Agora você entra com <strong className="break-all">{state.user.email}</strong>.
      </Alert>
      {state.signedIn ? (
        <Link to={PROFILE_PATH} className={buttonVariants()}>
          Voltar ao perfil
        </Link>
      ) : (
        <Button onClick={onSignIn}>Entrar</Button>
      )}
    </div>
  );
}
