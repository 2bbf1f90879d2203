import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { areaPath } from '../area-page-data';

/** Areas as cards: name and headline, each a link to its page. */
export function AreaLinkList({ areas }: { areas: readonly { slug: string; name: string; headline: string }[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => (
        <li key={area.slug}>
          <Link
            to={areaPath(area.slug)}
            className="group grid h-full gap-1 rounded-lg border border-border bg-surface p-4 transition-colors hover:border-primary/50 hover:bg-primary-soft/30 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="flex items-center justify-between gap-2 font-medium text-foreground group-hover:text-primary">
              {area.name}
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </span>
            <span className="text-sm text-muted-foreground">{area.headline}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
