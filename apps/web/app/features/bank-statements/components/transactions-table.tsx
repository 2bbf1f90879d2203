import type { ReactNode } from 'react';
import type { BankTransaction, TaxCategory } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { Checkbox } from '~/components/ui/checkbox';
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

  return (
    <>
      <div className="hidden rounded-lg border border-border bg-surface md:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Transações da conta</caption>
          <thead className="border-b border-border bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="w-12 px-4 py-3">
                <Checkbox
                  checked={allSelected}
                  onCheckedChange={(checked) => onToggleAll(checked === true)}
                  aria-label="Selecionar todas desta página"
                />
              </th>
              <th scope="col" className="w-28 px-2 py-3 font-semibold">
                Data
              </th>
              <th scope="col" className="px-2 py-3 font-semibold">
                Descrição
              </th>
              <th scope="col" className="w-[32%] px-2 py-3 font-semibold">
                Categoria
              </th>
              <th scope="col" className="w-36 px-4 py-3 text-right font-semibold">
                Valor
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {transactions.map((transaction) => (
              <tr
                key={transaction.id}
                data-transaction-id={transaction.id}
                className={cn('align-middle hover:bg-muted/50', selected.has(transaction.id) && 'bg-primary-soft/40')}
              >
                <td className="px-4 py-2">{selectBox(transaction)}</td>
                <td className="px-2 py-2 tabular-nums">{formatDate(transaction.postedOn)}</td>
                <td className="px-2 py-2">
                  <Description transaction={transaction} />
                </td>
                <td className="px-2 py-2">{picker(transaction)}</td>
                <td className="px-4 py-2 text-right">
                  <Amount value={transaction.amount} currency={transaction.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label="Transações da conta">
        {transactions.map((transaction) => (
          <li
            key={transaction.id}
            data-transaction-id={transaction.id}
            className={cn(
              'grid gap-3 rounded-lg border border-border bg-surface p-3',
              selected.has(transaction.id) && 'border-primary',
            )}
          >
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
          </li>
        ))}
      </ul>
    </>
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
