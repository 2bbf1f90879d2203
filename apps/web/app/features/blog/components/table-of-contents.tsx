import type { TocEntry } from '../blog-page-data';

/** The post's sections as anchor links; subsections indented. */
export function TableOfContents({ toc, headingId }: { toc: readonly TocEntry[]; headingId: string }) {
  return (
    <nav aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Neste artigo
      </h2>
      <ol className="grid gap-2 text-sm">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? 'pl-4' : undefined}>
            <a
              href={`#${entry.id}`}
              className="rounded-sm text-foreground hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
