import { Link } from 'react-router';
import { PageLinks } from '~/components/ui/page-links';
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

/** Previous and next pages of the same search. */
export function CnaePagination({ q, page, pageCount }: { q: string; page: number; pageCount: number }) {
  return (
    <PageLinks
      label="Páginas de resultados"
      page={page}
      pageCount={pageCount}
      pathFor={(other) => cnaeSearchPath(q, other)}
    />
  );
}
