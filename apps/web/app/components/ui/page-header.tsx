import type { ReactNode } from 'react';
import { clsx } from 'clsx';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Links or buttons for the page's main actions, at the right on wide screens. */
  actions?: ReactNode;
  /** A line above the title, e.g. the section the page belongs to. */
  eyebrow?: ReactNode;
  className?: string;
}

// clsx rather than cn: public pages use this too, and they stay free of tailwind-merge.
export function PageHeader({ title, description, actions, eyebrow, className }: PageHeaderProps) {
  return (
    <header
      data-slot="page-header"
      className={clsx('flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between', className)}
    >
      <div className="grid min-w-0 gap-2">
        {eyebrow && <p className="text-sm font-medium text-primary">{eyebrow}</p>}
        <h1 className="text-2xl font-semibold tracking-tight text-balance break-words sm:text-3xl">{title}</h1>
        {description && <p className="max-w-3xl text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
