import type { ReactNode } from 'react';
import { Skeleton } from '~/components/ui/skeleton';

/** Grey bars in the shape of what loads, announced once by `label` ("Carregando o parceiro…"). */
export function Loading({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div aria-busy="true" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** Rows of grey bars while a list loads; announced once as "Carregando…". */
export function ListSkeleton({ rows = 5, label = 'Carregando…' }: { rows?: number; label?: string }) {
  return (
    <Loading label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </Loading>
  );
}

/** A page loading: the title's bar, then a grey block of each height (`h-40`), announced by `label`. */
export function PageSkeleton({ label, blocks }: { label: string; blocks: readonly string[] }) {
  return (
    <Loading label={label} className="grid gap-6">
      <Skeleton className="h-9 w-72 max-w-full" />
      {blocks.map((height, index) => (
        <Skeleton key={index} className={`${height} w-full`} />
      ))}
    </Loading>
  );
}
