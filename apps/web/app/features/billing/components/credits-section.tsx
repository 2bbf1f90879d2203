import { Link } from 'react-router';
import { Gift } from 'lucide-react';
import type { BillingOverview } from '@contabil/contracts';
import { DetailSection } from '~/components/ui/detail-section';
import { formatDate } from '~/lib/format/dates';
import { formatReais } from '~/lib/format/money';

export const REFERRALS_PATH = '/app/user/my-referrals';

/** The referral credits in the company's ledger. */
export function CreditsSection({ credits }: { credits: BillingOverview['credits'] }) {
  return (
    <DetailSection
      title="Créditos de indicação"
      actions={<strong className="text-lg tabular-nums">{formatReais(credits.balance)}</strong>}
    >
      {credits.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nenhum crédito ainda. Quando alguém que você indicou fizer o primeiro pagamento, o crédito aparece aqui.{' '}
          <Link to={REFERRALS_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
            Ver o meu link de indicação
          </Link>
        </p>
      ) : (
        <ul className="grid gap-2 text-sm" aria-label="Créditos de indicação">
          {credits.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex min-w-0 items-center gap-2">
                <Gift className="size-4 shrink-0 text-success" aria-hidden="true" />
                <span className="break-words">{entry.description}</span>
                <span className="text-muted-foreground tabular-nums">{formatDate(entry.createdAt)}</span>
              </span>
              <strong className="tabular-nums">{formatReais(Math.abs(entry.amount))}</strong>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
