import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/components/ui/button';
import type { Page } from '~/lib/request-page';

interface ListPaginationProps {
  /** The page shown: its offset and size, its items, the whole list's total, whether more follow. */
  page: Pick<Page<unknown>, 'offset' | 'limit' | 'items' | 'total' | 'hasNext'>;
  onChange: (offset: number) => void;
  /** What the list holds, e.g. "pedidos". */
  noun: string;
}

/** "Mostrando 11–20 de 37" with previous and next, for lists paged with limit/offset. */
export function ListPagination({ page, onChange, noun }: ListPaginationProps) {
  const { offset, limit, total, hasNext } = page;
  const count = page.items.length;
  if (offset === 0 && !hasNext) return null;
  return (
    <nav aria-label={`Páginas de ${noun}`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Mostrando {count === 0 ? 0 : offset + 1}–{offset + count} de {total} · página {Math.floor(offset / limit) + 1}{' '}
        de {Math.max(1, Math.ceil(total / limit))}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - limit))}
        >
          <ChevronLeft aria-hidden="true" />
          Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onChange(offset + limit)}>
          Próxima
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
