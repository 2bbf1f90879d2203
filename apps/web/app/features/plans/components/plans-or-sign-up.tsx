import { Link } from 'react-router';
import type { Plan } from '@contabil/contracts';
import { buttonVariants } from '~/components/ui/button-variants';
import { PlanList } from './plan-list';

/**
 * The plans on sale as cards; when they could not be loaded (null), the page still sells:
 * it says the price comes in the sign-up and offers the way in.
 */
export function PlansOrSignUp({
  plans,
  signUpPath,
  callToAction,
}: {
  plans: readonly Plan[] | null;
  signUpPath: string;
  /** The fallback's button. */
  callToAction: string;
}) {
  if (plans && plans.length > 0) {
    return <PlanList plans={plans} signUpPath={signUpPath} callToAction="Começar com este plano" />;
  }
  return (
    <div className="grid justify-items-start gap-4 rounded-lg border border-dashed border-input p-6">
      <p className="text-muted-foreground">
        Não conseguimos mostrar os preços agora. Você escolhe o plano e vê o valor durante o cadastro, antes de pagar
        qualquer coisa.
      </p>
      <Link to={signUpPath} className={buttonVariants()}>
        {callToAction}
      </Link>
    </div>
  );
}
