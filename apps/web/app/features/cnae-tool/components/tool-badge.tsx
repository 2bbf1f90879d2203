import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import type { BadgeTone } from '~/features/cnaes';
import type { BadgeView } from '../cnae-badges';

// The design system's badge classes with clsx: public pages stay free of tailwind-merge.
const TONES: Record<BadgeTone, string> = {
  neutral: 'border-border bg-muted text-foreground',
  primary: 'border-transparent bg-primary-soft text-primary',
  success: 'border-success-border bg-success-soft text-success',
  warning: 'border-warning-border bg-warning-soft text-warning',
  destructive: 'border-destructive-border bg-destructive-soft text-destructive',
};

export function ToolBadge({
  tone = 'neutral',
  title,
  children,
}: {
  tone?: BadgeTone;
  title?: string | undefined;
  children: ReactNode;
}) {
  return (
    <span
      title={title}
      className={clsx(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

export function BadgeRow({ badges }: { badges: readonly BadgeView[] }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {badges.map((badge) => (
        <ToolBadge key={badge.label} tone={badge.tone} title={badge.title}>
          {badge.label}
        </ToolBadge>
      ))}
    </span>
  );
}
