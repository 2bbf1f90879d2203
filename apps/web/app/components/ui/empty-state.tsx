import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { buttonVariants } from './button-variants';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Where to go next, when there already is somewhere useful to go. */
  action?: { to: string; label: string };
  /** The heading level that fits the page's outline (the page's h1 is usually above). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * Says what will be on a page when it has nothing to show yet: no list, no data, or
 * a feature still to come. Text, not fake rows or dead buttons.
 */
// clsx rather than cn: public pages use this too, and they stay free of tailwind-merge.
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  headingLevel: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <section
      data-slot="empty-state"
      className={clsx(
        'flex flex-col items-start gap-3 rounded-lg border border-dashed border-input bg-surface p-6 sm:items-center sm:p-10 sm:text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="text-lg font-semibold tracking-tight">{title}</Heading>
      <div className="grid max-w-xl gap-2 text-muted-foreground">{children}</div>
      {action && (
        <Link to={action.to} className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
          {action.label}
        </Link>
      )}
    </section>
  );
}
