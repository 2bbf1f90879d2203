import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** Where a column goes in a phone's card. */
type CardPlace =
  /** Top left: what the row is (a name, a link). */
  | 'title'
  /** Top right, beside the title: the status. */
  | 'badge'
  /** A labelled value under the title (the default). */
  | 'field'
  /** A row of buttons at the bottom. */
  | 'actions'
  /** Left out of the card. */
  | 'none';

export interface DataTableColumn<T> {
  header: string;
  /** The header is read by screen readers only (an actions column). */
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells and header (alignment, `whitespace-nowrap`, `tabular-nums`). */
  className?: string;
  /** Classes of the header only. */
  headerClassName?: string;
  card?: CardPlace;
  /** The card's version of the cell; `null` leaves the field out of that card. */
  cardCell?: (row: T) => ReactNode;
  /** Classes of the field in the card (e.g. `col-span-2`). */
  cardClassName?: string;
}

interface DataTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly DataTableColumn<T>[];
  /** The table's caption and the card list's name, for screen readers. */
  caption: string;
  /** The layout of the card's labelled fields. */
  cardFieldsClassName?: string;
  /** Classes of the card list besides its breakpoint (e.g. two columns: `md:grid-cols-2`). */
  cardsClassName?: string;
  /** From which width the table replaces the cards: `xl` where many columns and actions need the room. */
  wideFrom?: 'md' | 'xl';
  /** Narrower cells (`px-3`), for a table that must fit its actions. */
  dense?: boolean;
  /** The table wrapper's `data-slot`, for tests that look at the table only. */
  slot?: string;
}

const SHOWN_FROM = { md: 'md:block', xl: 'xl:block' } as const;
const HIDDEN_FROM = { md: 'md:hidden', xl: 'xl:hidden' } as const;

/**
 * A list as a table on wide screens and as cards on phones, where its columns cannot fit:
 * each card has the title and the badge on top, the labelled fields, then the actions.
 */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  caption,
  cardFieldsClassName = 'grid gap-2 text-sm',
  cardsClassName,
  wideFrom = 'md',
  dense = false,
  slot,
}: DataTableProps<T>) {
  const cellPadding = dense ? 'px-3 py-3' : 'px-4 py-3';
  const placed = (place: CardPlace) => columns.filter((column) => (column.card ?? 'field') === place);
  const [title] = placed('title');
  const [badge] = placed('badge');
  const fields = placed('field');
  const actions = placed('actions');
  const cardCell = (column: DataTableColumn<T>, row: T) => (column.cardCell ?? column.cell)(row);

  return (
    <>
      <div
        {...(slot ? { 'data-slot': slot } : {})}
        className={cn('hidden overflow-x-auto rounded-lg border border-border bg-surface', SHOWN_FROM[wideFrom])}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn(cellPadding, 'font-semibold', column.className, column.headerClassName)}
                >
                  {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top hover:bg-muted/50">
                {columns.map((column) => (
                  <td key={column.header} className={cn(cellPadding, column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className={cn('grid gap-3', HIDDEN_FROM[wideFrom], cardsClassName)} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="grid content-start gap-3 rounded-lg border border-border bg-surface p-4">
            {(title || badge) && (
              <div className="flex items-start justify-between gap-3">
                {title && cardCell(title, row)}
                {badge && cardCell(badge, row)}
              </div>
            )}
            {fields.length > 0 && (
              <dl className={cardFieldsClassName}>
                {fields.map((column) => {
                  const value = cardCell(column, row);
                  if (value === null) return null;
                  return (
                    <div key={column.header} className={cn('grid min-w-0 gap-0.5', column.cardClassName)}>
                      <dt className="text-xs text-muted-foreground">{column.header}</dt>
                      <dd className="break-words">{value}</dd>
                    </div>
                  );
                })}
              </dl>
            )}
            {actions.map((column) => (
              <div key={column.header} className="flex flex-wrap gap-2">
                {cardCell(column, row)}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}
