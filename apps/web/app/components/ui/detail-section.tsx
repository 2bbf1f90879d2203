import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** A titled block of a page: the title with its actions, or the title over a line that says what the block is for. */
export function DetailSection({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  /** A line under the title (in place of the actions beside it). */
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className="text-lg font-semibold tracking-tight">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={headingId}
      className={cn('grid content-start gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6', className)}
    >
      {description ? (
        <div className="grid gap-1">
          {heading}
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export interface DescriptionItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs, two columns when there is room. */
export function DescriptionList({ items, className }: { items: readonly DescriptionItem[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>
      {items.map(({ label, value }) => (
        <div key={label} className="grid min-w-0 content-start gap-0.5">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="text-sm [overflow-wrap:anywhere]">
            {value ?? <span className="text-muted-foreground">Não informado</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
