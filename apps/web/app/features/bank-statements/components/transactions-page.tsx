import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Building2, Inbox, SearchX } from 'lucide-react';
import { bankSourceLabels, type BankAccount, type BankTransaction, type TaxCategory } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { Skeleton } from '~/components/ui/skeleton';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryError } from '~/components/ui/query-error';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate } from '~/lib/format/dates';
import { brasiliaToday } from '~/lib/brasilia-today';
import { toast } from '~/platform/toast';
import { useSession } from '~/session/use-session';
import {
  useAssignTaxCategory,
  useBankAccounts,
  useBulkAssignTaxCategory,
  useTaxCategories,
  useTransactions,
} from '../api/use-bank-statements';
import { formatMoney, plural } from '../bank-format';
import { fittingCategories } from '../tax-category-search';
import { BANK_ACCOUNTS_PATH } from '../bank-paths';
import {
  defaultExportMonth,
  hasActiveTransactionFilters,
  NO_TRANSACTION_FILTERS,
  readTransactionsFilters,
  TRANSACTIONS_PAGE_SIZE,
  writeTransactionsFilters,
  type TransactionsFilters,
} from '../transactions-filters';
import { BulkCategoriseBar, SimilarPrompt, type SimilarOffer } from './categorise-prompts';
import { DuplicatesReview } from './duplicates-review';
import { MonthExports } from './month-exports';
import { PeriodSummary } from './period-summary';
import { TransactionsFiltersBar } from './transactions-filters-bar';
import { TransactionsTable } from './transactions-table';

const BACK_LINK = (
  <Link to={BANK_ACCOUNTS_PATH} className={buttonVariants({ variant: 'outline' })}>
    <ArrowLeft aria-hidden="true" />
    Todas as contas
  </Link>
);

/** `/app/bank-statements/accounts/{accountId}/transactions`. */
export function AccountTransactionsPage({ accountId }: { accountId: string }) {
  const { contextCompany } = useSession();
  if (!contextCompany) {
    return (
      <div className="grid gap-8">
        <PageHeader eyebrow="Extratos bancários" title="Transações da conta" />
        <EmptyState icon={Building2} title="Nenhuma empresa selecionada">
          <p>Os extratos são de uma empresa. Escolha a empresa no topo da página.</p>
        </EmptyState>
      </div>
    );
  }
  return <CompanyAccountTransactions companyId={contextCompany.id} accountId={accountId} />;
}

function CompanyAccountTransactions({ companyId, accountId }: { companyId: string; accountId: string }) {
  const accounts = useBankAccounts(companyId);
  const account = accounts.data?.find((candidate) => candidate.id === accountId);

  if (accounts.isError) {
    return (
      <div className="grid gap-8">
        <PageHeader eyebrow="Extratos bancários" title="Transações da conta" actions={BACK_LINK} />
        <QueryError error={accounts.error} onRetry={() => void accounts.refetch()} />
      </div>
    );
  }
  if (accounts.isSuccess && !account) {
    return (
      <div className="grid gap-8">
        <PageHeader eyebrow="Extratos bancários" title="Conta não encontrada" />
        <EmptyState
          icon={SearchX}
          title="Esta conta não está entre as da empresa"
          action={{ to: BANK_ACCOUNTS_PATH, label: 'Ver as contas da empresa' }}
        >
          <p>Ela pode ter sido excluída, ou ser de outra empresa. Escolha uma conta na lista de extratos.</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="grid gap-8">
      <PageHeader
        eyebrow="Extratos bancários"
        title={account ? account.name : <Skeleton className="h-9 w-72 max-w-full" />}
        description={account ? <AccountLine account={account} /> : undefined}
        actions={BACK_LINK}
      />
      <DuplicatesReview companyId={companyId} accountId={accountId} />
      <TransactionsSection companyId={companyId} accountId={accountId} account={account ?? null} />
    </div>
  );
}

function AccountLine({ account }: { account: BankAccount }) {
  const parts = [bankSourceLabels[account.source]];
  if (account.balance !== null) {
    parts.push(
      `saldo ${formatMoney(account.balance, account.currency)}${account.balanceDate ? ` em ${formatDate(account.balanceDate)}` : ''}`,
    );
  }
  parts.push(plural(account.withoutTaxCategory, 'transação sem categoria', 'transações sem categoria'));
  return <span className="[overflow-wrap:anywhere]">{parts.join(' · ')}</span>;
}

function TransactionsSection({
  companyId,
  accountId,
  account,
}: {
  companyId: string;
  accountId: string;
  account: BankAccount | null;
}) {
  const [params, setParams] = useSearchParams();
  const filters = readTransactionsFilters(params);
  const transactions = useTransactions(companyId, accountId, filters);
  const categories = useTaxCategories();
  const assign = useAssignTaxCategory(companyId);
  const bulk = useBulkAssignTaxCategory(companyId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [offer, setOffer] = useState<SimilarOffer | null>(null);

  // The URL last asked for, ahead of the navigation: two quick changes both count.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const change = (next: TransactionsFilters) => {
    const written = writeTransactionsFilters(latest.current, next);
    latest.current = written;
    setSelected(new Set());
    setParams(written, { preventScrollReset: true });
  };

  const pick = (transaction: BankTransaction, category: TaxCategory) =>
    assign.mutate(
      { transactionId: transaction.id, body: { taxCategoryId: category.id } },
      {
        onSuccess: (result) =>
          setOffer({
            transaction: result.transaction,
            category,
            similarCount: result.similarCount,
            conflictingRule: result.conflictingRule,
          }),
        onError: (error) => toast.error(error.message),
      },
    );

  const acceptOffer = (current: SimilarOffer, choice: { applyToSimilar: boolean; remember: boolean }) =>
    assign.mutate(
      { transactionId: current.transaction.id, body: { taxCategoryId: current.category.id, ...choice } },
      {
        onSuccess: (result) => {
          const done: string[] = [];
          if (choice.applyToSimilar) {
            done.push(
              `${plural(result.updatedSimilar, 'transação semelhante categorizada', 'transações semelhantes categorizadas')}`,
            );
          }
          if (result.rule) done.push(`regra “${result.rule.match}” salva para as próximas importações`);
          toast.success(`${done.join('; ')}.`.replace(/^./, (first) => first.toUpperCase()));
          setOffer(null);
        },
        onError: (error) => toast.error(error.message),
      },
    );

  const applyBulk = (category: TaxCategory) =>
    bulk.mutate(
      { ids: [...selected], taxCategoryId: category.id },
      {
        onSuccess: (updated) => {
          toast.success(
            `${plural(updated, 'transação categorizada', 'transações categorizadas')} como ${category.name}.`,
          );
          setSelected(new Set());
        },
        onError: (error) => toast.error(error.message),
      },
    );

  const page = transactions.data;
  // One mutation for both moves: a plain pick (that row shows "Salvando…") or accepting the offer.
  const isAccepting = assign.isPending && !!(assign.variables.body.applyToSimilar || assign.variables.body.remember);
  const savingId = assign.isPending && !isAccepting ? assign.variables.transactionId : null;

  return (
    <section aria-labelledby="transacoes-titulo" className="grid gap-4">
      <h2 id="transacoes-titulo" className="sr-only">
        Transações
      </h2>
      <TransactionsFiltersBar filters={filters} onChange={change} />
      {/* Phones: the summary, then the list, the exports last. Wide screens: summary and exports side by side above the list. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="order-1">
          {page ? (
            <PeriodSummary totals={page.totals} total={page.total} filters={filters} />
          ) : (
            <Skeleton className="h-36 w-full" />
          )}
        </div>
        <div className="order-3 lg:order-2">
          {account ? (
            <MonthExports
              companyId={companyId}
              account={account}
              initialMonth={defaultExportMonth(filters, account.lastTransactionOn, brasiliaToday())}
            />
          ) : (
            <Skeleton className="h-36 w-full" />
          )}
        </div>
        <div className="order-2 grid gap-4 lg:order-3 lg:col-span-2">
          <QueryStates
            query={transactions}
            loading={<ListSkeleton rows={8} label="Carregando as transações…" />}
            empty={
              hasActiveTransactionFilters(filters) ? (
                <EmptyState icon={SearchX} title="Nenhuma transação com esses filtros" headingLevel="h3">
                  <p>
                    {filters.withoutCategory
                      ? 'Todas as transações deste filtro já têm categoria. Bom trabalho!'
                      : 'Mude o período, a busca ou o tipo, ou veja todas as transações.'}
                  </p>
                  <div>
                    <Button variant="outline" onClick={() => change(NO_TRANSACTION_FILTERS)}>
                      Ver todas as transações
                    </Button>
                  </div>
                </EmptyState>
              ) : (
                <EmptyState
                  icon={Inbox}
                  title="Nenhuma transação nesta conta"
                  headingLevel="h3"
                  action={{ to: BANK_ACCOUNTS_PATH, label: 'Importar um extrato' }}
                >
                  <p>Importe um extrato OFX desta conta na página de extratos: as transações aparecem aqui.</p>
                </EmptyState>
              )
            }
            isEmpty={(data) => data.data.length === 0}
          >
            {(data) => (
              <div className="grid gap-4" aria-busy={transactions.isFetching || undefined}>
                <TransactionsTable
                  transactions={data.data}
                  categories={categories.data ?? []}
                  selected={selected}
                  onToggle={(id, isSelected) =>
                    setSelected((before) => {
                      const next = new Set(before);
                      if (isSelected) next.add(id);
                      else next.delete(id);
                      return next;
                    })
                  }
                  onToggleAll={(isSelected) =>
                    setSelected(isSelected ? new Set(data.data.map((transaction) => transaction.id)) : new Set())
                  }
                  onPick={pick}
                  savingId={savingId}
                />
                <ListPagination
                  page={{
                    offset: filters.offset,
                    limit: TRANSACTIONS_PAGE_SIZE,
                    items: data.data,
                    total: data.total,
                    hasNext: filters.offset + data.data.length < data.total,
                  }}
                  noun="transações"
                  onChange={(offset) => change({ ...filters, offset })}
                />
              </div>
            )}
          </QueryStates>
        </div>
      </div>
      {(offer || selected.size > 0) && (
        <div className="pointer-events-none fixed inset-x-3 bottom-3 z-30 grid gap-3 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem]">
          <div className="pointer-events-auto grid gap-3" aria-live="polite">
            {offer && (
              <SimilarPrompt
                key={`${offer.transaction.id}-${offer.category.id}`}
                offer={offer}
                isBusy={isAccepting}
                onAccept={(choice) => acceptOffer(offer, choice)}
                onDismiss={() => setOffer(null)}
              />
            )}
            {selected.size > 0 && (
              <BulkCategoriseBar
                count={selected.size}
                categories={fittingCategories(
                  categories.data ?? [],
                  (transactions.data?.data ?? []).filter((transaction) => selected.has(transaction.id)),
                )}
                isBusy={bulk.isPending}
                onApply={applyBulk}
                onClear={() => setSelected(new Set())}
              />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
