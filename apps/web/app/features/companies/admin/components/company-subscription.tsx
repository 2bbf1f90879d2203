import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import {
  billingKeys,
  fetchPayments,
  PaymentsList,
  subscriptionStatusLabels,
  subscriptionStatusTones,
} from '~/features/billing';
import { formatMonthlyPrice } from '~/lib/format/money';
import { toast } from '~/platform/toast';
import { useApiClient } from '~/lib/api-client-context';
import { createSandboxRenewal } from '../api/admin-companies-api';
import { DescriptionList, DetailSection } from '~/components/ui/detail-section';

export function CompanySubscription({ company }: { company: Company }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const subscription = company.currentSubscription;
  const payments = useQuery({
    queryKey: billingKeys.payments(company.id),
    queryFn: ({ signal }) => fetchPayments(client, company.id, signal),
    enabled: !!subscription,
  });
  const renewal = useMutation({
    mutationFn: (subscriptionId: string) => createSandboxRenewal(client, subscriptionId),
    onSuccess: async () => {
      toast.success('Cobrança de renovação criada. O cliente a vê em Assinatura.');
      await queryClient.invalidateQueries({ queryKey: billingKeys.payments(company.id) });
    },
    onError: (error) => toast.error(error.message),
  });
  // Renewals can only be made up by hand with the development payment provider.
  const isSandbox = payments.data?.some((payment) => payment.provider === 'sandbox') ?? false;

  return (
    <DetailSection title="Assinatura">
      {!subscription ? (
        <p className="text-sm text-muted-foreground">A empresa ainda não escolheu um plano.</p>
      ) : (
        <div className="grid gap-4">
          <DescriptionList
            items={[
              { label: 'Plano', value: subscription.planName },
              {
                label: 'Valor',
                value: <span className="tabular-nums">{formatMonthlyPrice(subscription.price)}</span>,
              },
              {
                label: 'Situação',
                value: (
                  <Badge tone={subscriptionStatusTones[subscription.status]}>
                    {subscriptionStatusLabels[subscription.status]}
                  </Badge>
                ),
              },
            ]}
          />
          {payments.isError ? (
            <p className="text-sm text-destructive">
              Os pagamentos não puderam ser carregados: {payments.error.message}
            </p>
          ) : payments.data && payments.data.length > 0 ? (
            <PaymentsList payments={payments.data.slice(0, 5)} caption="Últimos pagamentos" compact />
          ) : null}
          {isSandbox && subscription.status === 'active' && (
            <div className="grid gap-2 border-t border-border pt-4">
              <p className="text-sm text-muted-foreground">
                Ambiente de testes: gere a cobrança do próximo mês para ver a renovação funcionando.
              </p>
              <Button
                variant="outline"
                size="sm"
                className="w-fit"
                disabled={renewal.isPending}
                aria-busy={renewal.isPending || undefined}
                onClick={() => renewal.mutate(subscription.id)}
              >
                {renewal.isPending ? 'Gerando…' : 'Gerar cobrança de renovação'}
              </Button>
            </div>
          )}
        </div>
      )}
    </DetailSection>
  );
}
