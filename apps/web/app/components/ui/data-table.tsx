import type { ReactNode } from 'react';
import type { ClassValue } from 'clsx';
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
  /** The column's name: its header's text and its field's label in a card. */
  header: string;
  /** The header is read by screen readers only (an actions column). */
  headerHidden?: boolean;
  /** What the header shows in place of its text (a "select all" checkbox). */
  headerCell?: ReactNode;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
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
  /**
   * `list` (the default): a bordered table on wide screens, cards on phones.
   * `inline`: a small table inside a section, at every width, that scrolls sideways when narrow.
   */
  variant?: 'list' | 'inline';
  /** The layout of the card's labelled fields. */
  cardFieldsClassName?: string;
  /** Classes of the card list besides its breakpoint (e.g. two columns: `md:grid-cols-2`). */
  cardsClassName?: string;
  /**
   * From which width the table replaces the cards: `xl` where many columns and actions need the
   * room; `never` keeps the cards at every width (a list in a narrow column).
   */
  wideFrom?: 'sm' | 'md' | 'xl' | 'never';
  /** Narrower cells (`px-3`), for a table that must fit its actions. */
  dense?: boolean;
  /** Classes of the `<table>` (`table-fixed`, a `min-w-*` of an inline table). */
  tableClassName?: string;
  /**
   * `false`: no sideways scroll box around the table, for a fixed-layout table whose cells open
   * menus the box would cut off.
   */
  scrolls?: boolean;
  /** A table row's classes, in place of the default (`align-top hover:bg-muted/50`; inline `border-t border-border`). */
  rowClassName?: (row: T) => ClassValue;
  /** `data-*` attributes of the row and of its card (an id that journeys look for). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** The phone's card in place of the one the columns describe (title, badge, labelled fields, actions). */
  renderCard?: (row: T) => ReactNode;
  /** Classes added to a card (its padding, a selected card's border). */
  cardClassName?: (row: T) => ClassValue;
  /** The table wrapper's `data-slot`, for tests that look at the table only. */
  slot?: string;
}

const SHOWN_FROM = { sm: 'sm:block', md: 'md:block', xl: 'xl:block', never: '' } as const;
const HIDDEN_FROM = { sm: 'sm:hidden', md: 'md:hidden', xl: 'xl:hidden', never: '' } as const;

const STYLES = {
  list: {
    wrapper: 'rounded-lg border border-border bg-surface',
    table: 'w-full text-left text-sm',
    head: 'border-b border-border bg-muted text-xs tracking-wide text-muted-foreground uppercase',
    headerCell: 'font-semibold',
    body: 'divide-y divide-border',
    row: 'align-top hover:bg-muted/50',
  },
  inline: {
    wrapper: 'relative',
    table: 'w-full text-sm',
    head: 'text-left text-xs text-muted-foreground',
    headerCell: 'py-1 pr-2 font-medium last:pr-0',
    body: '',
    row: 'border-t border-border',
  },
} as const;

/**
 * A list as a table on wide screens and as cards on phones, where its columns cannot fit:
 * each card has the title and the badge on top, the labelled fields, then the actions (or the
 * feature's own card). The `inline` variant is a small table only, inside a section.
 */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  caption,
  variant = 'list',
  cardFieldsClassName = 'grid gap-2 text-sm',
  cardsClassName,
  wideFrom = 'md',
  dense = false,
  tableClassName,
  scrolls = true,
  rowClassName,
  rowData,
  renderCard,
  cardClassName,
  slot,
}: DataTableProps<T>) {
  const inline = variant === 'inline';
  const styles = STYLES[variant];
  const padding = dense ? 'px-3 py-3' : 'px-4 py-3';
  const headerPadding = inline ? '' : padding;
  const cellPadding = inline ? 'py-1.5 pr-2 last:pr-0' : padding;
  const placed = (place: CardPlace) => columns.filter((column) => (column.card ?? 'field') === place);
  const [title] = placed('title');
  const [badge] = placed('badge');
  const fields = placed('field');
  const actions = placed('actions');
  const cardCell = (column: DataTableColumn<T>, row: T) => (column.cardCell ?? column.cell)(row);

  const table = (
    <div
      {...(slot ? { 'data-slot': slot } : {})}
      className={cn(scrolls && 'overflow-x-auto', styles.wrapper, !inline && ['hidden', SHOWN_FROM[wideFrom]])}
    >
      <table className={cn(styles.table, tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={styles.head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(headerPadding, styles.headerCell, column.className, column.headerClassName)}
              >
                {column.headerCell ??
                  (column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body || undefined}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              {...rowData?.(row)}
              className={cn(rowClassName ? rowClassName(row) : styles.row) || undefined}
            >
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={cn(cellPadding, 'text-left font-normal', column.className)}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={cn(cellPadding, column.className)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (inline) return table;

  return (
    <>
      {table}
      <ul className={cn('grid gap-3', HIDDEN_FROM[wideFrom], cardsClassName)} aria-label={caption}>
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            {...rowData?.(row)}
            className={cn(
              'grid content-start gap-3 rounded-lg border border-border bg-surface p-4',
              cardClassName?.(row),
            )}
          >
            {renderCard ? (
              renderCard(row)
            ) : (
              <>
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
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
