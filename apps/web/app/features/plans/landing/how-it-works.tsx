import type { LandingStep } from './track-landing-content';

/** The track's steps as a numbered list: what the person does and what we do. */
export function HowItWorks({ steps }: { steps: readonly LandingStep[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 lg:flex-col lg:gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div className="grid content-start gap-1">
            <h3 className="font-semibold">
              <span className="sr-only">Etapa {index + 1}: </span>
              {step.title}
            </h3>
            <p className="text-sm text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
