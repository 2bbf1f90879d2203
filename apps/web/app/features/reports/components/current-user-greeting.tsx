import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { Loading } from '~/components/ui/list-skeleton';
import { useMeQuery } from '~/features/auth';

/** "Olá, {name}" and the e-mail: the panel's heading. */
export function CurrentUserGreeting() {
  const me = useMeQuery();

  if (me.isPending) {
    return (
      <Loading label="Carregando seus dados…" className="grid gap-3">
        <Skeleton className="h-8 w-56 max-w-full" />
        <Skeleton className="h-5 w-72 max-w-full" />
      </Loading>
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
      <p className="break-all text-muted-foreground">{me.data.user.email}</p>
    </section>
  );
}
