import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '~/lib/cn';

const alertVariants = cva('rounded-md border px-4 py-3 text-sm', {
  variants: {
    tone: {
      error: 'border-destructive-border bg-destructive-soft text-destructive',
      success: 'border-success-border bg-success-soft text-success',
      info: 'border-border bg-muted text-foreground',
    },
  },
  defaultVariants: { tone: 'info' },
});

/**
 * Errors use role="alert" (announced at once); good news and information use
 * role="status" (announced politely, without interrupting).
 */
export function Alert({ className, tone, role, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    />
  );
}
