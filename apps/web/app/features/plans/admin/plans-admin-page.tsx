import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Pencil, Tags } from 'lucide-react';
import type { Plan } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { formatMonthlyPrice } from '~/lib/format/money';
import { useApiClient } from '~/lib/api-client-context';
import { PlanEditForm } from './plan-edit-form';
import { fetchAllPlans, plansAdminKeys } from './plans-admin-api';

/** The plans on offer and their prices; a new price applies to new subscriptions only. */
export function PlansAdminPage() {
  const client = useApiClient();
  const plans = useQuery({ queryKey: plansAdminKeys.all, queryFn: ({ signal }) => fetchAllPlans(client, signal) });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Planos"
        description="Nome, preço, descrição e itens de cada plano. Um novo preço vale para as próximas assinaturas; quem já assinou continua pagando o valor contratado."
      />
      <QueryStates
        query={plans}
        loading={<ListSkeleton rows={3} label="Carregando planos…" />}
        empty={
          <EmptyState icon={Tags} title="Nenhum plano cadastrado">
            <p>Os planos são criados junto com o banco de dados.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="grid gap-4">
            {data.map((plan) => (
              <PlanItem key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </QueryStates>
    </div>
  );
}

function PlanItem({ plan }: { plan: Plan }) {
  const [isEditing, setEditing] = useState(false);
  const headingId = `plano-${plan.slug}-titulo`;

  return (
    <li aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold tracking-tight">
              {plan.name}
            </h2>
            <Badge tone={plan.isActive ? 'success' : 'neutral'}>{plan.isActive ? 'À venda' : 'Fora de venda'}</Badge>
          </div>
          <p className="text-xl font-semibold tabular-nums">{formatMonthlyPrice(plan.price)}</p>
          {plan.description && <p className="text-sm text-muted-foreground">{plan.description}</p>}
        </div>
        {!isEditing && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Editar o plano ${plan.name}`}
          >
            <Pencil aria-hidden="true" />
            Editar
          </Button>
        )}
      </div>
      {isEditing ? (
        <PlanEditForm plan={plan} onDone={() => setEditing(false)} />
      ) : (
        plan.features.length > 0 && (
          <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        )
      )}
    </li>
  );
}
