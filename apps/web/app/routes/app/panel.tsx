import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useMeQuery } from '~/features/auth/api/use-me-query';
import { useSignOut } from '~/features/auth/api/use-sign-out';
import { requireAccessToken } from '~/features/auth/require-session.server';
import { PRODUCT_NAME } from '~/lib/site';
import type { Route } from './+types/panel';

export function loader({ request }: Route.LoaderArgs) {
  requireAccessToken(request);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: `Painel | ${PRODUCT_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function PanelPage() {
  const signOut = useSignOut();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-14 w-full max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <span className="text-base font-semibold tracking-tight text-primary">{PRODUCT_NAME}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
            aria-busy={signOut.isPending || undefined}
          >
            {signOut.isPending ? 'Saindo…' : 'Sair'}
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <CurrentUserGreeting />
      </main>
    </div>
  );
}

function CurrentUserGreeting() {
  const me = useMeQuery();

  if (me.isPending) {
    return (
      <div aria-busy="true" aria-live="polite" className="grid gap-3">
        <span className="sr-only">Carregando seus dados…</span>
        <div className="h-8 w-56 max-w-full animate-pulse rounded-md bg-muted" />
        <div className="h-5 w-72 max-w-full animate-pulse rounded-md bg-muted" />
      </div>
    );
  }

  if (me.isError) {
    return (
      <Alert tone="error" className="grid gap-3 sm:flex sm:items-center sm:justify-between">
        <span>{me.error.message}</span>
        <Button variant="outline" size="sm" onClick={() => void me.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }

  return (
    <section aria-labelledby="greeting" className="grid gap-1">
      <h1 id="greeting" className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
        Olá, {me.data.user.displayName}
      </h1>
      <p className="text-muted-foreground break-all">{me.data.user.email}</p>
    </section>
  );
}
