import type { ReactNode } from 'react';

/**
 * A full-width band of a public landing page (the home, /abrir-empresa, /trocar-contador, the
 * IRPF pages): its heading and lead, the content below; `surface` bands alternate the background.
 */
export function LandingSection({
  id,
  title,
  lead,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'surface';
  children: ReactNode;
}) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'surface' ? 'scroll-mt-16 border-y border-border bg-surface' : 'scroll-mt-16'}
    >
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-12 sm:px-6 sm:py-16">
        <div className="grid gap-2">
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          {lead && <p className="max-w-3xl text-muted-foreground">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
