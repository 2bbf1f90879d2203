import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRevalidator, useSearchParams } from 'react-router';
import { Building2, CreditCard, ReceiptText } from 'lucide-react';
import type { Company, Payment } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { Skeleton } from '~/components/ui/skeleton';
import { Loading } from '~/components/ui/list-skeleton';
import { QueryError } from '~/components/ui/query-error';
import { QueryStates } from '~/components/ui/query-states';
import { subscriptionStatusLabels, subscriptionStatusTones } from '../subscription-labels';
import { toast } from '~/platform/toast';
import { fetchCompanyContext } from '~/session/company-context-api';
import { wizardPathFor } from '~/session/company-requirements';
import { useSession } from '~/session/use-session';
import { useApiClient } from '~/lib/api-client-context';
import { storeSession } from '~/lib/session-cookies';
import {
  billingKeys,
  fetchBillingCompany,
  fetchBillingOverview,
  fetchPayments,
  startCheckout,
} from '../api/billing-api';
import { BILLING_RETURN_PATH, PAYMENT_RETURN_PARAM, payNowAction, readPaymentReturn } from '../billing-state';
import { formatMonthlyPrice } from '~/lib/format/money';
import { ChangePlanSection } from './change-plan-section';
import { CancellationSection } from './cancellation-section';
import { CreditsSection } from './credits-section';
import { OpenChargeSection } from './open-charge-section';
import { NextChargeSection } from './next-charge-section';
import { PaymentsList } from './payments-list';

export const PAYMENT_SUCCESS_MESSAGE = 'Pagamento recebido. Obrigado!';
export const PAYMENT_CANCELED_MESSAGE = 'Pagamento cancelado. Nada foi cobrado.';

/** The company in context's plan, its charges, and a way to pay what is owed. */
export function BillingPage() {
  const { contextCompany } = useSession();
  usePaymentReturnToast(contextCompany?.id ?? null);

  return (
    <div className="grid gap-8">
      <PageHeader title="Assinatura" description="O plano da sua empresa e os pagamentos." />
      {contextCompany ? (
        <CompanyBilling companyId={contextCompany.id} />
      ) : (
        <EmptyState icon={Building2} title="Nenhuma empresa selecionada">
          <p>A assinatura é de uma empresa. Escolha a empresa no topo da página para ver o plano e os pagamentos.</p>
        </EmptyState>
      )}
    </div>
  );
}

function CompanyBilling({ companyId }: { companyId: string }) {
  const client = useApiClient();
  const company = useQuery({
    queryKey: billingKeys.company(companyId),
    queryFn: ({ signal }) => fetchBillingCompany(client, companyId, signal),
  });
  const payments = useQuery({
    queryKey: billingKeys.payments(companyId),
    queryFn: ({ signal }) => fetchPayments(client, companyId, signal),
  });
  const overview = useQuery({
    queryKey: billingKeys.overview(companyId),
    queryFn: ({ signal }) => fetchBillingOverview(client, companyId, signal),
  });
  const subscription = company.data?.currentSubscription;
  const live = overview.data?.subscription;
  const isLive = live?.status === 'active' || live?.status === 'past_due';

  if (company.isPending) {
    return (
      <Loading label="Carregando a assinatura…" className="grid gap-4">
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-48 w-full" />
      </Loading>
    );
  }
  if (company.isError) return <QueryError error={company.error} onRetry={() => void company.refetch()} />;

  return (
    <>
      <SubscriptionSummary company={company.data} payments={payments.data ?? []} />
      {overview.data?.openPayment && <OpenChargeSection payment={overview.data.openPayment} />}
      {live && isLive && live.cancellation && <CancellationSection companyId={companyId} subscription={live} />}
      {overview.data?.nextCharge && <NextChargeSection nextCharge={overview.data.nextCharge} />}
      {subscription?.status === 'active' && overview.data?.subscription && !overview.data.subscription.cancellation && (
        <ChangePlanSection companyId={companyId} company={company.data} subscription={overview.data.subscription} />
      )}
      {overview.data && <CreditsSection credits={overview.data.credits} />}
      {overview.isError && <QueryError error={overview.error} onRetry={() => void overview.refetch()} />}
      <section aria-labelledby="pagamentos" className="grid gap-4">
        <h2 id="pagamentos" className="text-lg font-semibold tracking-tight">
          Pagamentos
        </h2>
        <QueryStates
          query={payments}
          loading={<Skeleton className="h-32 w-full" />}
          empty={
            <EmptyState icon={ReceiptText} title="Nenhum pagamento ainda" headingLevel="h3">
              <p>As cobranças da assinatura aparecem aqui, com a data, o valor e a situação de cada uma.</p>
            </EmptyState>
          }
        >
          {(data) => <PaymentsList payments={data} caption="Pagamentos da assinatura" />}
        </QueryStates>
      </section>
      {live && isLive && !live.cancellation && <CancellationSection companyId={companyId} subscription={live} />}
    </>
  );
}

function SubscriptionSummary({ company, payments }: { company: Company; payments: readonly Payment[] }) {
  const client = useApiClient();
  const subscription = company.currentSubscription;
  const checkout = useMutation({
    mutationFn: (planId: string) =>
      startCheckout(client, { planId, companyId: company.id, returnPath: BILLING_RETURN_PATH }),
    // The provider's page: leave the app (the button stays busy while the browser goes).
    onSuccess: ({ url }) => window.location.assign(url),
  });

  if (!subscription) {
    const inWizard = company.status === 'pending' && company.trackStatus !== 'done';
    return (
      <EmptyState
        icon={CreditCard}
        title="Nenhum plano contratado"
        {...(inWizard ? { action: { to: wizardPathFor(company.trackId), label: 'Continuar o cadastro' } } : {})}
      >
        <p>O plano é escolhido e pago durante o cadastro da empresa.</p>
      </EmptyState>
    );
  }

  const payNow = payNowAction(company, payments);
  return (
    <section
      aria-labelledby="plano-atual"
      className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:flex sm:items-start sm:justify-between sm:p-6"
    >
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">Plano atual</p>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="plano-atual" className="text-xl font-semibold tracking-tight">
            {subscription.planName}
          </h2>
          <Badge tone={subscriptionStatusTones[subscription.status]}>
            {subscriptionStatusLabels[subscription.status]}
          </Badge>
        </div>
        <p className="text-lg tabular-nums">{formatMonthlyPrice(subscription.price)}</p>
        {company.status === 'overdue' && (
          <p className="text-sm text-destructive">Há uma mensalidade em atraso. Pague para manter tudo em dia.</p>
        )}
      </div>
      {payNow?.kind === 'checkout' && (
        <div className="grid gap-2 sm:justify-items-end">
          <Button
            size="lg"
            disabled={checkout.isPending || checkout.isSuccess}
            aria-busy={checkout.isPending || checkout.isSuccess || undefined}
            onClick={() => checkout.mutate(payNow.planId)}
          >
            {checkout.isPending || checkout.isSuccess ? 'Abrindo pagamento…' : 'Pagar agora'}
          </Button>
          {checkout.isError && <Alert tone="error">{checkout.error.message}</Alert>}
        </div>
      )}
      {payNow?.kind === 'open' && (
        <a href={payNow.href} className={buttonVariants({ size: 'lg' })}>
          Pagar agora
        </a>
      )}
      {payNow?.kind === 'unavailable' && (
        <Alert className="sm:max-w-xs">
          Ainda não há um link para pagar a mensalidade em aberto. Fale com o nosso atendimento para receber um novo
          link de pagamento.
        </Alert>
      )}
    </section>
  );
}

/**
 * Back from the checkout with `?pagamento=sucesso|cancelado`: says how it went, reloads
 * the billing data and the company in context (an overdue company may be active again),
 * and takes the parameter out of the address so a reload does not say it twice.
 */
function usePaymentReturnToast(companyId: string | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const outcome = readPaymentReturn(searchParams);
  const handled = useRef(false);

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    if (outcome === 'success') toast.success(PAYMENT_SUCCESS_MESSAGE, { id: 'pagamento' });
    else toast.info(PAYMENT_CANCELED_MESSAGE, { id: 'pagamento' });
    setSearchParams(
      (params) => {
        params.delete(PAYMENT_RETURN_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    if (outcome === 'success' && companyId) {
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      void fetchCompanyContext(client, companyId)
        .then((context) => {
          storeSession(context);
          return revalidator.revalidate();
        })
        .catch(() => undefined);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per payment return, not on each render
  }, [outcome]);
}
