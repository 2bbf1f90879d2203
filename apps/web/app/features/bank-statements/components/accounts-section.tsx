import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Landmark, Trash2 } from 'lucide-react';
import { bankAccountKindLabels, bankSourceLabels, type BankAccount } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { EmptyState } from '~/components/ui/empty-state';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate, formatDateTime } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { useBankAccounts, useDeleteAccount } from '../api/use-bank-statements';
import { AMOUNT_TONE_CLASSES, amountTone, formatMoney, plural } from '../bank-format';
import { transactionsPath } from '../bank-paths';

/** The company's accounts with their balance, source, counts and last import. */
export function AccountsSection({ companyId }: { companyId: string }) {
  const accounts = useBankAccounts(companyId);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);

  return (
    <section aria-labelledby="contas-titulo" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="contas-titulo" className="text-xl font-semibold tracking-tight">
          Contas
        </h2>
        <p className="text-sm text-muted-foreground">Saldo do último extrato e transações ainda por categorizar.</p>
      </div>
      <QueryStates
        query={accounts}
        loading={<ListSkeleton rows={2} label="Carregando as contas…" />}
        empty={
          <EmptyState icon={Landmark} title="Nenhuma conta ainda" headingLevel="h3">
            <p>
              Envie o primeiro extrato em OFX no quadro “Importar extrato OFX”: a conta aparece aqui com o saldo, e as
              transações ficam prontas para você categorizar.
            </p>
            <p>
              O arquivo OFX fica no internet banking da empresa, na tela do extrato, na opção de exportar ou salvar o
              extrato.
            </p>
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Contas bancárias">
            {data.map((account) => (
              <AccountCard key={account.id} account={account} onDelete={() => setDeleting(account)} />
            ))}
          </ul>
        )}
      </QueryStates>
      <DeleteAccountDialog companyId={companyId} account={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function AccountCard({ account, onDelete }: { account: BankAccount; onDelete: () => void }) {
  return (
    <li className="grid content-start gap-4 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge tone="primary">{bankSourceLabels[account.source]}</Badge>
          <Badge>{bankAccountKindLabels[account.kind]}</Badge>
        </div>
        <h3 className="font-semibold [overflow-wrap:anywhere]">{account.name}</h3>
      </div>
      <div className="grid gap-0.5">
        <span className="text-xs text-muted-foreground">
          {account.balanceDate ? `Saldo em ${formatDate(account.balanceDate)}` : 'Saldo'}
        </span>
        {account.balance === null ? (
          <span className="text-sm text-muted-foreground">O extrato não trouxe o saldo</span>
        ) : (
          <span
            className={`text-2xl font-semibold tabular-nums ${account.balance < 0 ? AMOUNT_TONE_CLASSES[amountTone(account.balance)] : ''}`}
          >
            {formatMoney(account.balance, account.currency)}
          </span>
        )}
      </div>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-muted-foreground">Transações:</dt>
          <dd>
            {plural(account.transactionCount, 'transação', 'transações')}
            {account.firstTransactionOn && account.lastTransactionOn
              ? `, de ${formatDate(account.firstTransactionOn)} a ${formatDate(account.lastTransactionOn)}`
              : ''}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-muted-foreground">Última importação:</dt>
          <dd>{account.lastImportedAt ? formatDateTime(account.lastImportedAt) : 'nenhuma ainda'}</dd>
        </div>
      </dl>
      {(account.withoutTaxCategory > 0 || account.possibleDuplicates > 0) && (
        <div className="flex flex-wrap gap-2">
          {account.withoutTaxCategory > 0 && (
            <Badge tone="warning">{plural(account.withoutTaxCategory, 'sem categoria', 'sem categoria')}</Badge>
          )}
          {account.possibleDuplicates > 0 && (
            <Badge tone="destructive">
              {plural(account.possibleDuplicates, 'possível duplicidade', 'possíveis duplicidades')}
            </Badge>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={transactionsPath(account.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Ver transações <span className="sr-only">de {account.name}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Excluir <span className="sr-only">a conta {account.name}</span>
        </Button>
      </div>
    </li>
  );
}

function DeleteAccountDialog({
  companyId,
  account,
  onClose,
}: {
  companyId: string;
  account: BankAccount | null;
  onClose: () => void;
}) {
  const remove = useDeleteAccount(companyId);
  return (
    <ConfirmDialog
      open={!!account}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={`Excluir a conta ${account?.name ?? ''}?`}
      description={
        account && (
          <>
            {account.transactionCount === 0
              ? 'A conta não tem transações.'
              : account.transactionCount === 1
                ? 'A única transação desta conta também será excluída, com a categoria que você deu a ela.'
                : `As ${plural(account.transactionCount, 'transação', 'transações')} desta conta também serão excluídas, com as categorias que você deu a elas.`}{' '}
            Para ver a conta de novo, importe o extrato outra vez. As regras de categorização continuam valendo.
          </>
        )
      }
      confirmLabel="Excluir conta e transações"
      busyLabel="Excluindo…"
      tone="destructive"
      isBusy={remove.isPending}
      error={remove.error?.message ?? null}
      onConfirm={() =>
        account &&
        remove.mutate(account.id, {
          onSuccess: () => {
            toast.success(`Conta ${account.name} excluída.`);
            onClose();
          },
        })
      }
    />
  );
}
