import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';

const pageLinkClass =
  'inline-flex h-10 items-center gap-1 rounded-md border border-input bg-surface px-3 text-sm font-medium shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4';

interface PageLinksProps {
  /** Names the navigation for screen readers ("Páginas de resultados"). */
  label: string;
  page: number;
  pageCount: number;
  pathFor: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
}

/** Previous and next pages as plain links (crawlable, no JavaScript needed); nothing when there is one page. */
export function PageLinks({
  label,
  page,
  pageCount,
  pathFor,
  previousLabel = 'Anterior',
  nextLabel = 'Próxima',
}: PageLinksProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pathFor(page - 1)} rel="prev" className={pageLinkClass}>
          <ChevronLeft aria-hidden="true" />
          {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        Página {page} de {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pathFor(page + 1)} rel="next" className={pageLinkClass}>
          {nextLabel}
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
