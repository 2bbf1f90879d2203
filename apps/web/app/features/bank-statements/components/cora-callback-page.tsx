import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Loader2, Plug, TriangleAlert } from 'lucide-react';
import type { BankSyncResult } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { PageHeader } from '~/components/ui/page-header';
import { useSession } from '~/session/use-session';
import { useApiClient } from '~/lib/api-client-context';
import { finishCoraConnection } from '../api/bank-statements-api';
import { BANK_ACCOUNTS_PATH, transactionsPath } from '../bank-paths';
import { readCoraReturn } from '../cora-callback';
import { importCountsText } from '../import-summary';
import { useConnectCora } from './cora-connections';

/**
 * `/app/auth/cora/callback`: Cora sends the person back here with a one-time code; the
 * page hands it to the API once, shows the progress, then the account and what came in.
 */
export function CoraCallbackPage() {
  const { contextCompany } = useSession();
  const [params] = useSearchParams();
  const client = useApiClient();
  const coraReturn = readCoraReturn(params);
  const finish = useMutation({
    mutationFn: (input: { companyId: string; code: string; state: string }) => finishCoraConnection(client, input),
  });
  // The code works once: never sent twice, even when React runs effects twice in development.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !coraReturn.ok || !contextCompany) return;
    sent.current = true;
    finish.mutate({ companyId: contextCompany.id, code: coraReturn.code, state: coraReturn.state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the code is sent once, on arrival
  }, []);

  const failure = !contextCompany
    ? 'Escolha a empresa no topo da página e conecte o Cora de novo.'
    : !coraReturn.ok
      ? coraReturn.message
      : finish.isError
        ? finish.error.message
        : null;

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-8">
      <PageHeader eyebrow="Extratos bancários" title="Conexão com o Cora" />
      {failure ? (
        <CoraFailure message={failure} companyId={contextCompany?.id ?? null} />
      ) : finish.isSuccess ? (
        <CoraSuccess result={finish.data} />
      ) : (
        <div
          role="status"
          aria-live="polite"
          className="flex items-center gap-3 rounded-lg border border-border bg-surface p-6"
        >
          <Loader2
            className="size-6 shrink-0 animate-spin text-primary motion-reduce:animate-none"
            aria-hidden="true"
          />
          <div className="grid gap-1">
            <p className="font-semibold">Conectando sua conta Cora…</p>
            <p className="text-sm text-muted-foreground">
              Estamos confirmando a autorização e trazendo as transações. Isso leva alguns segundos.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

function CoraSuccess({ result }: { result: BankSyncResult }) {
  const accounts = result.connection.accounts;
  return (
    <section aria-labelledby="cora-ok" className="grid gap-4 rounded-lg border border-success-border bg-surface p-6">
      <h2 id="cora-ok" className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 className="size-6 text-success" aria-hidden="true" />
        Conta Cora conectada
      </h2>
      <p data-testid="cora-counts">Transações: {importCountsText(result)}.</p>
      {accounts.length > 0 && (
        <ul className="grid gap-2" aria-label="Contas conectadas">
          {accounts.map((account) => (
            <li
              key={account.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
            >
              <span className="[overflow-wrap:anywhere]">{account.name}</span>
              <Link to={transactionsPath(account.id)} className={buttonVariants({ size: 'sm' })}>
                Ver transações <span className="sr-only">de {account.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={BANK_ACCOUNTS_PATH} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
        Ir para os extratos bancários
      </Link>
    </section>
  );
}

function CoraFailure({ message, companyId }: { message: string; companyId: string | null }) {
  const connect = useConnectCora(companyId ?? '');
  const isLeaving = connect.isPending || connect.isSuccess;
  return (
    <section aria-labelledby="cora-erro" className="grid gap-4 rounded-lg border border-border bg-surface p-6">
      <h2 id="cora-erro" className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert className="size-6 text-destructive" aria-hidden="true" />
        Não foi possível conectar a conta Cora
      </h2>
      <Alert tone="error">{message}</Alert>
      {connect.isError && <Alert tone="error">{connect.error.message}</Alert>}
      <div className="flex flex-wrap gap-2">
        {companyId && (
          <Button onClick={() => connect.mutate()} disabled={isLeaving} aria-busy={isLeaving || undefined}>
            <Plug aria-hidden="true" />
            {isLeaving ? 'Abrindo o Cora…' : 'Conectar de novo'}
          </Button>
        )}
        <Link to={BANK_ACCOUNTS_PATH} className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          Voltar para os extratos bancários
        </Link>
      </div>
    </section>
  );
}
