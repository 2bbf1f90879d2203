import { Skeleton } from '~/components/ui/skeleton';

/** Rows of grey bars while a list loads; announced once as "Carregando…". */
export function ListSkeleton({ rows = 5, label = 'Carregando…' }: { rows?: number; label?: string }) {
  return (
    <div aria-busy="true" aria-live="polite" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}
