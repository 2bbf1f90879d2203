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
}

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
}: DataTableProps<T>) {
  const placed = (place: CardPlace) => columns.filter((column) => (column.card ?? 'field') === place);
  const [title] = placed('title');
  const [badge] = placed('badge');
  const fields = placed('field');
  const actions = placed('actions');
  const cardCell = (column: DataTableColumn<T>, row: T) => (column.cardCell ?? column.cell)(row);

  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-border bg-surface md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={cn('px-4 py-3 font-semibold', column.className)}>
                  {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top hover:bg-muted/50">
                {columns.map((column) => (
                  <td key={column.header} className={cn('px-4 py-3', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="grid gap-3 rounded-lg border border-border bg-surface p-4">
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
