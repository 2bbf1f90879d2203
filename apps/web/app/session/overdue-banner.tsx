import { Link } from 'react-router';
import { BILLING_PATH, isOverdue } from './company-requirements';
import { useSession } from './use-session';

/** An overdue company passes the guards, but every page says so and leads to billing. */
export function OverdueBanner() {
  const session = useSession();
  if (!isOverdue(session)) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="mx-auto max-w-6xl">
        Há uma pendência no pagamento da assinatura de {session.contextCompany?.alias ?? session.contextCompany?.name}.{' '}
        <Link to={BILLING_PATH} className="font-semibold underline underline-offset-4">
          Regularizar pagamento
        </Link>
      </p>
    </div>
  );
}
