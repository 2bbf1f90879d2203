import { Check } from 'lucide-react';
import type { Plan } from '@contabil/contracts';

/** What a plan includes, one checked line each; nothing when the plan lists none. */
export function PlanFeatures({ plan }: { plan: Pick<Plan, 'name' | 'features'> }) {
  if (plan.features.length === 0) return null;
  return (
    <ul className="grid gap-2 text-sm" aria-label={`O que o plano ${plan.name} inclui`}>
      {plan.features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
