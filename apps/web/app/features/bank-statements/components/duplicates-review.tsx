import { Copy, Trash2 } from 'lucide-react';
import { POSSIBLE_DUPLICATE_DAYS, type BankTransaction } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { QueryError } from '~/components/ui/query-error';
import { formatDate } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { usePossibleDuplicates, useResolveDuplicate } from '../api/use-bank-statements';
import { plural } from '../bank-format';
import { Amount } from './transactions-table';

/**
 * "Possíveis duplicidades": each transaction the import flagged next to the one it looks
 * like, to keep both or delete the repeated one. Nothing to review: nothing shown.
 */
export function DuplicatesReview({ companyId, accountId }: { companyId: string; accountId: string }) {
  const duplicates = usePossibleDuplicates(companyId, accountId);
  const resolve = useResolveDuplicate(companyId);

  if (duplicates.isPending) return null;
  if (duplicates.isError) return <QueryError error={duplicates.error} onRetry={() => void duplicates.refetch()} />;
  const items = duplicates.data.data;
  if (items.length === 0) return null;

  const act = (transaction: BankTransaction, action: 'keep' | 'remove') =>
    resolve.mutate(
      { transactionId: transaction.id, action },
      {
        onSuccess: () =>
          toast.success(action === 'keep' ? 'As duas transações foram mantidas.' : 'Transação repetida excluída.'),
        onError: (error) => toast.error(error.message),
      },
    );
  const busyId = resolve.isPending ? resolve.variables.transactionId : null;

  return (
    <section
      aria-labelledby="duplicidades-titulo"
      className="grid gap-4 rounded-lg border border-warning-border bg-warning-soft/40 p-4 sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id="duplicidades-titulo" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Copy className="size-5 text-warning" aria-hidden="true" />
          Possíveis duplicidades ({duplicates.data.total})
        </h2>
        <p className="text-sm text-muted-foreground">
          {plural(duplicates.data.total, 'transação tem', 'transações têm')} o mesmo valor de outra desta conta, com até{' '}
          {POSSIBLE_DUPLICATE_DAYS} dias de diferença. Confira no extrato do banco: se foram duas mesmo, mantenha as
          duas; se é a mesma repetida, exclua esta.
        </p>
      </div>
      <ul className="grid gap-3" aria-label="Transações para revisar">
        {items.map((transaction) => {
          const isBusy = busyId === transaction.id;
          return (
            <li key={transaction.id} className="grid gap-3 rounded-md border border-border bg-surface p-3 sm:p-4">
              <div className="grid gap-3 md:grid-cols-2">
                <Side title="Esta transação" item={transaction} />
                {transaction.possibleDuplicateOf ? (
                  <Side title="Parecida com" item={transaction.possibleDuplicateOf} muted />
                ) : (
                  <p className="text-sm text-muted-foreground">A transação parecida já não está na conta.</p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resolve.isPending}
                  onClick={() => act(transaction, 'keep')}
                >
                  Manter as duas
                  <span className="sr-only">: {transaction.description}</span>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  disabled={resolve.isPending}
                  aria-busy={isBusy || undefined}
                  onClick={() => act(transaction, 'remove')}
                >
                  <Trash2 aria-hidden="true" />
                  Excluir esta
                  <span className="sr-only">: {transaction.description}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Side({
  title,
  item,
  muted,
}: {
  title: string;
  item: Pick<BankTransaction, 'postedOn' | 'amount' | 'description'>;
  muted?: boolean;
}) {
  return (
    <div
      className={
        muted ? 'grid gap-1 rounded-md bg-muted/60 p-3' : 'grid gap-1 rounded-md p-3 ring-1 ring-warning-border'
      }
    >
      <span className="text-xs font-medium text-muted-foreground">{title}</span>
      <span className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm tabular-nums">{formatDate(item.postedOn)}</span>
        <Amount value={item.amount} />
      </span>
      <span className="text-sm [overflow-wrap:anywhere]">{item.description}</span>
    </div>
  );
}
