import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/components/ui/button';

interface ListPaginationProps {
  offset: number;
  limit: number;
  /** Items on this page. */
  count: number;
  /** Items in the whole list. */
  total: number;
  hasNext: boolean;
  onChange: (offset: number) => void;
  /** What the list holds, e.g. "pedidos". */
  noun: string;
}

/** "Mostrando 11–20 de 37" with previous and next, for lists paged with limit/offset. */
export function ListPagination({ offset, limit, count, total, hasNext, onChange, noun }: ListPaginationProps) {
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
