import { useId, type ReactNode } from 'react';

/** The frame of a send form inside the documents section, told apart from the list below it. */
export function SendPanel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-md border border-primary/30 bg-primary-soft/40 p-3 sm:p-4"
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
