import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';

export interface TrailCrumb {
  name: string;
  /** Omitted on the last crumb: the page itself. */
  path?: string;
}

/** "Início › … › this page" above a public page's title; the matching BreadcrumbList data comes from publicSeoMeta. */
export function BreadcrumbTrail({ crumbs }: { crumbs: readonly TrailCrumb[] }) {
  return (
    <nav aria-label="Trilha de navegação">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground">
        <li>
          <Link to="/" className="hover:text-foreground hover:underline">
            Início
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.name} className="flex items-center gap-1.5">
            <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
            {crumb.path ? (
              <Link to={crumb.path} className="hover:text-foreground hover:underline">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-foreground">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
