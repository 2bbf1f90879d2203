import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isMeiCompany, planRefusal, type Company, type Plan, type Subscription } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { Fieldset } from '~/components/ui/fieldset';
import { RadioCard, RadioGroup } from '~/components/ui/radio-group';
import { Skeleton } from '~/components/ui/skeleton';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DetailSection } from '~/components/ui/detail-section';
import { QueryStates } from '~/components/ui/query-states';
import { usePlansQuery, useTrackQuery } from '~/features/companies';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { billingKeys, changePlan } from '../api/billing-api';
import { formatMonthlyPrice } from '~/lib/format/money';

/**
 * Another plan for an active subscription: its price applies from the next charge on.
 * Only the plans the company may take are offered (the rule of the wizard and the API:
 * isMeiCompany + planRefusal), so the MEI plan is never offered to a company of partners.
 */
export function ChangePlanSection({
  companyId,
  company,
  subscription,
}: {
  companyId: string;
  company: Company;
  subscription: Subscription;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const plans = usePlansQuery();
  const track = useTrackQuery(company.trackId ? companyId : null);
  const isMei = isMeiCompany(company, track.data?.steps ?? []);
  const offered = (plans.data ?? []).filter(
    (plan) => plan.id === subscription.planId || planRefusal(plan, isMei) === null,
  );
  const [chosen, setChosen] = useState<string>(subscription.planId);
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const target: Plan | undefined = offered.find((plan) => plan.id === chosen);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await changePlan(client, companyId, target.id);
      toast.success(`Plano trocado para ${target.name}. O novo valor vale a partir da próxima cobrança.`);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível trocar de plano. Tente novamente.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DetailSection title="Trocar de plano">
      <QueryStates query={plans} loading={<Skeleton className="h-32 w-full" />}>
        {() => (
          <>
            <Fieldset
              legend="Planos"
              hint="O valor novo vale a partir da próxima cobrança; a mensalidade atual não muda."
            >
              <RadioGroup value={chosen} onValueChange={setChosen} className="md:grid-cols-3">
                {offered.map((plan) => (
                  <RadioCard
                    key={plan.id}
                    value={plan.id}
                    label={plan.id === subscription.planId ? `${plan.name} (atual)` : plan.name}
                    description={formatMonthlyPrice(plan.price)}
                  />
                ))}
              </RadioGroup>
            </Fieldset>
            <div className="flex justify-end">
              <Button variant="outline" disabled={chosen === subscription.planId} onClick={() => setConfirming(true)}>
                Trocar de plano
              </Button>
            </div>
          </>
        )}
      </QueryStates>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!open) setError(null);
          setConfirming(open);
        }}
        title={`Trocar para o plano ${target?.name ?? ''}?`}
        description={
          target
            ? `A partir da próxima cobrança a mensalidade passa de ${formatMonthlyPrice(subscription.price)} para ${formatMonthlyPrice(target.price)}.`
            : ''
        }
        confirmLabel="Trocar plano"
        busyLabel="Trocando…"
        isBusy={isBusy}
        error={error}
        onConfirm={() => void confirm()}
      />
    </DetailSection>
  );
}
