import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { billingChangesCopy } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { ApiError } from '~/lib/api-client';
import { Link, useRevalidator } from 'react-router';
import { Ban, CreditCard, LogOut, Mail } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { WhatsAppLink } from '~/components/ui/whatsapp-link';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { PageSkeleton } from '~/components/ui/list-skeleton';
import { DetailSection } from '~/components/ui/detail-section';
import { QueryError } from '~/components/ui/query-error';
import { useSignOut } from '~/features/auth';
import { formatDate } from '~/lib/format/dates';
import { formatReais } from '~/lib/format/money';
import { useSession } from '~/session/use-session';
import { fetchCompanyContext } from '~/session/company-context-api';
import { storeSession } from '~/lib/session-cookies';
import { useApiClient } from '~/lib/api-client-context';
import { accountStatusKeys, fetchAccountStatus, openChargeCheckout } from '../account-status-api';
import { accountStatusExplanation, contactMailto } from '../account-status-copy';

/** `/app/user/disabled`: what happened to the company, and what the person can do about it. */
export function AccountStatusPage() {
  const { contextCompany } = useSession();
  const client = useApiClient();
  const signOut = useSignOut();
  const status = useQuery({
    queryKey: accountStatusKeys.company(contextCompany?.id ?? ''),
    queryFn: ({ signal }) => fetchAccountStatus(client, contextCompany!.id, signal),
    enabled: !!contextCompany,
  });
  useFreshCompanyContext(contextCompany, status.data?.status);

  const signOutButton = (
    <Button variant="ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
      <LogOut aria-hidden="true" />
      {signOut.isPending ? 'Saindo…' : 'Sair'}
    </Button>
  );

  if (!contextCompany) {
    return (
      <div className="grid gap-8">
        <PageHeader title="Conta" actions={signOutButton} />
        <EmptyState
          icon={Ban}
          title="Nenhuma empresa selecionada"
          action={{ to: '/app/panel', label: 'Ir para o painel' }}
        >
          <p>Esta página explica a situação de uma empresa. Entre numa empresa para vê-la.</p>
        </EmptyState>
      </div>
    );
  }
  if (status.isPending) {
    return <PageSkeleton label="Carregando a situação da empresa…" blocks={['h-40']} />;
  }
  if (status.isError) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Situação da empresa" actions={signOutButton} />
        <QueryError error={status.error} onRetry={() => void status.refetch()} />
      </div>
    );
  }

  const data = status.data;
  const { title, text } = accountStatusExplanation(data);
  const payment = data.openPayment;
  if (data.status !== 'disabled' && data.status !== 'overdue') {
    return (
      <div className="grid gap-6">
        <PageHeader title={title} description={text} actions={signOutButton} />
        <Link to="/app/panel" className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
          Ir para o painel
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={text} actions={signOutButton} />
      {data.reason && (
        <DetailSection title="O que aconteceu">
          <p className="text-sm">{data.reason}</p>
          {data.changedAt && <p className="text-xs text-muted-foreground">Em {formatDate(data.changedAt)}.</p>}
        </DetailSection>
      )}
      <DetailSection title="O que você pode fazer">
        <ul className="grid gap-4">
          {payment?.checkoutUrl && (
            <li className="grid gap-3 sm:flex sm:items-center sm:justify-between">
              <p className="text-sm">
                Pagar a mensalidade em aberto de <strong className="tabular-nums">{formatReais(payment.amount)}</strong>{' '}
                ({payment.description}). Assim que o pagamento é confirmado, o acesso volta.
              </p>
              <PayNowButton companyId={data.companyId} />
            </li>
          )}
          <li className="grid gap-3 sm:flex sm:items-center sm:justify-between">
            <p className="text-sm">
              Falar com o nosso atendimento: respondemos pelo e-mail{' '}
              <strong className="break-all">{data.contactEmail}</strong>.
            </p>
            <a
              href={contactMailto(data.contactEmail, data.companyName)}
              className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}
            >
              <Mail aria-hidden="true" />
              Escrever para o atendimento
            </a>
          </li>
          {data.contactWhatsapp && (
            <li className="grid gap-3 sm:flex sm:items-center sm:justify-between">
              <p className="text-sm">Prefere conversar? Também atendemos pelo WhatsApp.</p>
              <WhatsAppLink href={`https://wa.me/${data.contactWhatsapp}`}>Chamar no WhatsApp</WhatsAppLink>
            </li>
          )}
        </ul>
      </DetailSection>
    </div>
  );
}

/**
 * "Pagar agora": the open charge's checkout (Pix, boleto or card), a new one when the last
 * attempt failed; the browser leaves for it (the button stays busy meanwhile).
 */
function PayNowButton({ companyId }: { companyId: string }) {
  const client = useApiClient();
  const pay = useMutation({
    mutationFn: () => openChargeCheckout(client, companyId),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const busy = pay.isPending || pay.isSuccess;
  return (
    <div className="grid shrink-0 gap-2">
      <Button disabled={busy} aria-busy={busy || undefined} onClick={() => pay.mutate()}>
        <CreditCard aria-hidden="true" />
        {busy ? 'Abrindo pagamento…' : 'Pagar agora'}
      </Button>
      {pay.isError && (
        <Alert tone="error">{pay.error instanceof ApiError ? pay.error.message : billingChangesCopy.payFailed}</Alert>
      )}
    </div>
  );
}

/**
 * The company's status changed since the session was stored (paid: disabled -> active):
 * the session takes the fresh one, so the guards let the person back into the app.
 */
function useFreshCompanyContext(
  contextCompany: { id: string; status: string } | null | undefined,
  fresh: string | undefined,
) {
  const client = useApiClient();
  const revalidator = useRevalidator();
  const stale = !!contextCompany && !!fresh && contextCompany.status !== fresh;
  useEffect(() => {
    if (!stale || !contextCompany) return;
    void fetchCompanyContext(client, contextCompany.id)
      .then((context) => {
        storeSession(context);
        return revalidator.revalidate();
      })
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per status change
  }, [stale]);
}
