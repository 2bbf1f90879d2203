import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Clock, LoaderCircle } from 'lucide-react';
import { isMeiByTrack, planRefusal, type Plan } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { wizardPathFor } from '~/session/company-requirements';
import { useApiClient } from '~/lib/api-client-context';
import { ApiError } from '~/lib/api-client';
import { formatReais } from '~/lib/format/money';
import { chosenPlanFromSignUp } from '~/lib/sign-up-path';
import { PlanFeatures } from '~/features/plans';
import { startCheckout, usePlansQuery } from '../../api/billing-api';
import { useTrackQuery } from '../../api/use-track-query';
import { stepPayload } from '../../wizard-state';
import type { StepProps } from './step-props';

/** The payment page sends the person back with ?pagamento=sucesso. */
export const PAYMENT_RETURN_PARAM = 'pagamento';
export const PAYMENT_SUCCESS_VALUE = 'sucesso';
export const PAYMENT_CANCELED_VALUE = 'cancelado';
const CONFIRM_INTERVAL_MS = 2_000;
const CONFIRM_ATTEMPTS = 8;

/**
 * The plans; choosing one goes to the payment page. Back from it, the step is done by
 * the payment (the wizard moves on), or still waiting: then it says so and offers to
 * pay again.
 */
export function SubscriptionStep({ companyId, trackId, track, onBack }: StepProps) {
  const client = useApiClient();
  const [params] = useSearchParams();
  const trackQuery = useTrackQuery(companyId);
  const plans = usePlansQuery();
  const step = track.steps.find((candidate) => candidate.stepId === 'subscription');
  const savedPlanId = stepPayload(track, 'subscription')?.planId;
  // The plan chosen on the public page before the sign-up, read once in the browser.
  const [preferredSlug, setPreferredSlug] = useState<string | null>(null);
  useEffect(() => setPreferredSlug(chosenPlanFromSignUp()), []);
  const isMei = isMeiByTrack(track.steps);
  const preferredPlan = plans.data?.find((plan) => plan.slug === preferredSlug && !planRefusal(plan, isMei));
  const chosenPlanId = typeof savedPlanId === 'string' ? savedPlanId : (preferredPlan?.id ?? null);
  const isWaitingPayment = step?.status === 'in_progress';

  // Back from the payment page: ask for the track a few times while the payment is confirmed.
  const [attempts, setAttempts] = useState(0);
  const returnedPaid = params.get(PAYMENT_RETURN_PARAM) === PAYMENT_SUCCESS_VALUE;
  const returnedCanceled = params.get(PAYMENT_RETURN_PARAM) === PAYMENT_CANCELED_VALUE;
  const isConfirming = returnedPaid && step?.status !== 'done' && attempts < CONFIRM_ATTEMPTS;
  const { refetch } = trackQuery;
  useEffect(() => {
    if (!isConfirming) return;
    const timer = setTimeout(() => {
      void refetch().finally(() => setAttempts((count) => count + 1));
    }, CONFIRM_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [isConfirming, attempts, refetch]);

  const checkout = useMutation({
    mutationFn: (planId: string) => startCheckout(client, planId, companyId, wizardPathFor(trackId)),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const checkoutError =
    checkout.error instanceof ApiError
      ? checkout.error.message
      : checkout.error
        ? 'Não foi possível abrir o pagamento. Tente novamente.'
        : null;
  const chosenPlan = plans.data?.find((plan) => plan.id === chosenPlanId);

  return (
    <div className="grid gap-6">
      {checkoutError && <Alert tone="error">{checkoutError}</Alert>}
      {returnedCanceled && !checkoutError && (
        <Alert tone="error">O pagamento não foi concluído. Você pode tentar de novo ou escolher outro plano.</Alert>
      )}

      {isConfirming ? (
        <div role="status" className="flex items-start gap-3 rounded-lg border border-border bg-surface p-4 sm:p-6">
          <LoaderCircle
            className="mt-0.5 size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none"
            aria-hidden="true"
          />
          <div className="grid gap-1">
            <p className="font-semibold">Confirmando pagamento…</p>
            <p className="text-sm text-muted-foreground">
              Isso costuma levar só alguns segundos. Não feche esta página.
            </p>
          </div>
        </div>
      ) : (
        isWaitingPayment && (
          <section
            aria-labelledby="awaiting-payment-title"
            className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
          >
            <div className="flex items-start gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="grid gap-1">
                <h3 id="awaiting-payment-title" className="font-semibold">
                  Aguardando pagamento
                </h3>
                <p className="text-sm text-muted-foreground">
                  {chosenPlan ? `Você escolheu o plano ${chosenPlan.name}, ` : 'Você escolheu um plano, '}
                  mas ainda não recebemos a confirmação do pagamento. Se você já pagou, ela chega em instantes.
                </p>
              </div>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              {chosenPlanId && (
                <Button
                  onClick={() => checkout.mutate(chosenPlanId)}
                  disabled={checkout.isPending}
                  aria-busy={checkout.isPending || undefined}
                >
                  {checkout.isPending && checkout.variables === chosenPlanId ? 'Abrindo o pagamento…' : 'Pagar agora'}
                </Button>
              )}
              <Button
                variant="outline"
                onClick={() => {
                  setAttempts(0);
                  void refetch();
                }}
                disabled={trackQuery.isFetching}
              >
                {trackQuery.isFetching ? 'Verificando…' : 'Já paguei, verificar'}
              </Button>
            </div>
          </section>
        )
      )}

      <section aria-labelledby="plans-title" className="grid gap-4">
        <h3 id="plans-title" className={isWaitingPayment ? 'font-semibold' : 'sr-only'}>
          {isWaitingPayment ? 'Ou escolha outro plano' : 'Planos'}
        </h3>
        {plans.isPending ? (
          <div aria-busy="true" className="grid gap-4 md:grid-cols-3">
            <span className="sr-only">Carregando os planos…</span>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-64" />
            ))}
          </div>
        ) : plans.isError ? (
          <Alert tone="error">
            Não foi possível carregar os planos.{' '}
            <Button variant="link" onClick={() => void plans.refetch()}>
              Tentar de novo
            </Button>
          </Alert>
        ) : (
          <ul className="grid gap-4 md:grid-cols-3">
            {plans.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                isChosen={plan.id === chosenPlanId}
                isBusy={checkout.isPending && checkout.variables === plan.id}
                disabled={checkout.isPending || isConfirming}
                refusal={planRefusal(plan, isMei)}
                onChoose={() => checkout.mutate(plan.id)}
              />
            ))}
          </ul>
        )}
      </section>

      {onBack && (
        <div className="border-t border-border pt-6">
          <Button variant="outline" size="lg" onClick={onBack} className="w-full sm:w-auto">
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Button>
        </div>
      )}
    </div>
  );
}

interface PlanCardProps {
  plan: Plan;
  isChosen: boolean;
  isBusy: boolean;
  disabled: boolean;
  /** Why this plan is not for this company (the MEI plan for a company that is not a MEI), or null. */
  refusal: string | null;
  onChoose: () => void;
}

function PlanCard({ plan, isChosen, isBusy, disabled, refusal, onChoose }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  const refusalId = `plan-${plan.id}-refusal`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-sm has-[[data-chosen]]:border-primary"
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 id={titleId} className="text-lg font-semibold">
            {plan.name}
          </h4>
          {isChosen && (
            <Badge tone="primary" data-chosen="">
              Escolhido
            </Badge>
          )}
        </div>
        {plan.description && <p className="text-sm text-muted-foreground">{plan.description}</p>}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-1">
        <span className="text-2xl font-semibold tracking-tight whitespace-nowrap md:text-xl">
          {formatReais(plan.price)}
        </span>
        <span className="text-sm whitespace-nowrap text-muted-foreground">por mês</span>
      </p>
      <PlanFeatures plan={plan} />
      {refusal && (
        <p id={refusalId} className="mt-auto text-sm text-muted-foreground">
          {refusal}.
        </p>
      )}
      <Button
        className={refusal ? 'w-full' : 'mt-auto w-full'}
        variant={isChosen ? 'outline' : 'primary'}
        onClick={onChoose}
        disabled={disabled || refusal !== null}
        aria-describedby={refusal ? refusalId : undefined}
        aria-busy={isBusy || undefined}
      >
        {isBusy ? (
          'Abrindo o pagamento…'
        ) : (
          <>
            Escolher plano <span className="sr-only">{plan.name}</span>
          </>
        )}
      </Button>
    </li>
  );
}
