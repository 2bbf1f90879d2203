import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/**
 * A grey placeholder while data loads. Hidden from screen readers: the region that
 * holds it says "loading" once (aria-busy plus a visually hidden text), not each bar.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
