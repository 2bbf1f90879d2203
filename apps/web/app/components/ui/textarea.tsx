import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        // 16px text on small screens stops iOS from zooming into the field on focus.
        'flex min-h-24 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground sm:text-sm',
        'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/30',
        className,
      )}
      {...props}
    />
  );
}
