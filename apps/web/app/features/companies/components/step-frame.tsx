import { useEffect, useRef, type ReactNode } from 'react';

interface StepFrameProps {
  /** "Etapa 2 de 7". */
  position: string;
  title: string;
  description?: ReactNode;
  /** Move the keyboard focus to the heading (after Continuar or Voltar, not on the first load). */
  focusOnMount?: boolean;
  children: ReactNode;
}

/** One wizard screen: where it is in the track, its heading and its content. */
export function StepFrame({ position, title, description, focusOnMount = false, children }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <section aria-labelledby="wizard-step-title" className="grid gap-6">
      <header className="grid gap-1">
        <p className="text-sm font-medium text-primary">{position}</p>
        <h2
          id="wizard-step-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight text-balance outline-none sm:text-2xl"
        >
          {title}
        </h2>
        {description && <p className="text-muted-foreground">{description}</p>}
      </header>
      {children}
    </section>
  );
}
