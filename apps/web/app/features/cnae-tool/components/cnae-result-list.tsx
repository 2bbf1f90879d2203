import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CnaeResultView } from '../cnae-list-data';
import { cnaeSearchPath } from '../cnae-tool-paths';
import { BadgeRow } from './tool-badge';

/** Each result links to its subclass's canonical page. */
export function CnaeResultList({ results, label }: { results: readonly CnaeResultView[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-3">
      {results.map((cnae) => (
        <li key={cnae.code}>
          <Link
            to={cnae.path}
            className="group grid gap-2 rounded-lg border border-border bg-surface p-4 shadow-xs transition-colors hover:border-primary/50 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <span className="font-mono text-sm font-semibold text-primary tabular-nums">{cnae.code}</span>
              <BadgeRow badges={cnae.badges} />
            </span>
            <span className="font-medium leading-snug text-foreground group-hover:underline group-hover:underline-offset-4">
              {cnae.text}
            </span>
            <span className="text-xs text-muted-foreground">{cnae.section}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

const pageLinkClass =
  'inline-flex h-10 items-center gap-1 rounded-md border border-input bg-surface px-3 text-sm font-medium shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4';

/** Previous and next pages of the same search, plain links (crawlable, no JavaScript needed). */
export function CnaePagination({ q, page, pageCount }: { q: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Páginas de resultados" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={cnaeSearchPath(q, page - 1)} rel="prev" className={pageLinkClass}>
          <ChevronLeft aria-hidden="true" />
          Anterior
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        Página {page} de {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={cnaeSearchPath(q, page + 1)} rel="next" className={pageLinkClass}>
          Próxima
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
