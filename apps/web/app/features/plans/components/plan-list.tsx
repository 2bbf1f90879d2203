import { Link } from 'react-router';
import type { Plan } from '@contabil/contracts';
import { buttonVariants } from '~/components/ui/button-variants';
import { formatReais } from '~/lib/format/money';
import { signUpPathWithPlan } from '~/lib/sign-up-path';
import { PlanFeatures } from './plan-features';

interface PlanListProps {
  plans: readonly Plan[];
  /** Where each plan's button leads (the sign-up on the page's track), with the plan's slug added. */
  signUpPath: string;
  callToAction: string;
}

/** The plans on offer as cards, side by side on wide screens and stacked on phones. */
export function PlanList({ plans, signUpPath, callToAction }: PlanListProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan) => (
        <li
          key={plan.id}
          className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-6 text-surface-foreground shadow-sm"
        >
          <div className="grid gap-2">
            <h3 className="text-lg font-semibold tracking-tight">{plan.name}</h3>
            {plan.description && <p className="text-sm text-muted-foreground">{plan.description}</p>}
          </div>
          <p className="flex items-baseline gap-1">
            <span className="text-3xl font-semibold tracking-tight tabular-nums">{formatReais(plan.price)}</span>
            <span className="text-sm text-muted-foreground">por mês</span>
          </p>
          <PlanFeatures plan={plan} />
          <Link
            to={signUpPathWithPlan(signUpPath, plan.slug)}
            className={buttonVariants({ variant: 'outline', className: 'mt-auto w-full' })}
            aria-label={`${callToAction} com o plano ${plan.name}`}
          >
            {callToAction}
          </Link>
        </li>
      ))}
    </ul>
  );
}
