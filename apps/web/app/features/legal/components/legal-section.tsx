import type { ReactNode } from 'react';

/** A numbered section of a legal text: a heading and its paragraphs or lists. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="grid gap-3 text-foreground [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1">{children}</div>
    </section>
  );
}

/** "26/11/2026" for the version "2026-11-26". */
export function versionDate(version: string): string {
  const [year, month, day] = version.split('-');
  return `${day}/${month}/${year}`;
}
