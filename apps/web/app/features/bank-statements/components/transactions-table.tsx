import type { ReactNode } from 'react';
import type { BankTransaction, TaxCategory } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { Checkbox } from '~/components/ui/checkbox';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { formatDate } from '~/lib/format/dates';
import { cn } from '~/lib/cn';
import { AMOUNT_TONE_CLASSES, amountTone, bankTypeLabel, formatSignedReais } from '../bank-format';
import { InlineCategoryPicker } from './tax-category-picker';
import { fittingCategories } from '../tax-category-search';

interface TransactionsTableProps {
  transactions: readonly BankTransaction[];
  categories: readonly TaxCategory[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
  onPick: (transaction: BankTransaction, category: TaxCategory) => void;
  /** The transaction whose category is being saved. */
  savingId: string | null;
}

/** The page of transactions: a table on wide screens, cards on phones; each row with its category picker. */
export function TransactionsTable({
  transactions,
  categories,
  selected,
  onToggle,
  onToggleAll,
  onPick,
  savingId,
}: TransactionsTableProps) {
  const allSelected = transactions.length > 0 && transactions.every((transaction) => selected.has(transaction.id));
  const picker = (transaction: BankTransaction) => (
    <InlineCategoryPicker
      categories={fittingCategories(categories, [transaction])}
      current={transaction.taxCategory}
      subject={`${transaction.description}, ${formatDate(transaction.postedOn)}`}
      isSaving={savingId === transaction.id}
      onPick={(category) => onPick(transaction, category)}
    />
  );
  const selectBox = (transaction: BankTransaction) => (
    <Checkbox
      checked={selected.has(transaction.id)}
      onCheckedChange={(checked) => onToggle(transaction.id, checked === true)}
      aria-label={`Selecionar ${transaction.description}, ${formatDate(transaction.postedOn)}`}
    />
  );

  const columns: readonly DataTableColumn<BankTransaction>[] = [
    {
      header: 'Seleção',
      headerCell: (
        <Checkbox
          checked={allSelected}
          onCheckedChange={(checked) => onToggleAll(checked === true)}
          aria-label="Selecionar todas desta página"
        />
      ),
      cell: selectBox,
      className: 'py-2',
      headerClassName: 'w-12 py-3',
    },
    {
      header: 'Data',
      cell: (transaction) => formatDate(transaction.postedOn),
      className: 'px-2 py-2 tabular-nums',
      headerClassName: 'w-28 py-3',
    },
    {
      header: 'Descrição',
      cell: (transaction) => <Description transaction={transaction} />,
      className: 'px-2 py-2',
      headerClassName: 'py-3',
    },
    { header: 'Categoria', cell: picker, className: 'px-2 py-2', headerClassName: 'w-[32%] py-3' },
    {
      header: 'Valor',
      cell: (transaction) => <Amount value={transaction.amount} currency={transaction.currency} />,
      className: 'py-2 text-right',
      headerClassName: 'w-36 py-3',
    },
  ];

  return (
    <DataTable
      rows={transactions}
      rowKey={(transaction) => transaction.id}
      columns={columns}
      caption="Transações da conta"
      tableClassName="table-fixed"
      scrolls={false}
      rowData={(transaction) => ({ 'data-transaction-id': transaction.id })}
      rowClassName={(transaction) => [
        'align-middle hover:bg-muted/50',
        selected.has(transaction.id) && 'bg-primary-soft/40',
      ]}
      cardClassName={(transaction) => ['p-3', selected.has(transaction.id) && 'border-primary']}
      renderCard={(transaction) => (
        <>
          <div className="flex items-start gap-3">
            <div className="pt-0.5">{selectBox(transaction)}</div>
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex items-baseline justify-between gap-2">
                <span className="text-xs text-muted-foreground tabular-nums">{formatDate(transaction.postedOn)}</span>
                <Amount value={transaction.amount} currency={transaction.currency} />
              </div>
              <Description transaction={transaction} />
            </div>
          </div>
          {picker(transaction)}
        </>
      )}
    />
  );
}

function Description({ transaction }: { transaction: BankTransaction }) {
  const details: ReactNode[] = [];
  const kind = bankTypeLabel(transaction.bankType);
  if (kind) details.push(kind);
  if (transaction.checkNumber) details.push(`doc. ${transaction.checkNumber}`);
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="font-medium [overflow-wrap:anywhere]">{transaction.description}</span>
      {(details.length > 0 || transaction.duplicateStatus === 'possible' || transaction.categoryRuleId) && (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {details.length > 0 && <span>{details.join(' · ')}</span>}
          {transaction.duplicateStatus === 'possible' && <Badge tone="destructive">Possível duplicada</Badge>}
          {transaction.categoryRuleId && <Badge>Categoria pela regra</Badge>}
        </span>
      )}
    </span>
  );
}

export function Amount({ value, currency = 'BRL' }: { value: number; currency?: string }) {
  return (
    <span className={cn('font-semibold whitespace-nowrap tabular-nums', AMOUNT_TONE_CLASSES[amountTone(value)])}>
      {formatSignedReais(value, currency)}
    </span>
  );
}
