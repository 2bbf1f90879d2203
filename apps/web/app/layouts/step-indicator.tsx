import { Check } from 'lucide-react';
import { clsx } from 'clsx';
import type { StepState } from './onboarding-steps';

const STATUS_TEXT: Record<StepState['status'], string> = {
  done: 'concluída',
  in_progress: 'em andamento',
  pending: 'pendente',
};

/**
 * The wizard's steps as an ordered list: a check on the done ones, aria-current="step"
 * on the current one, and each status in words for screen readers. Small screens show
 * only the numbers, with the current step's name under them.
 */
export function StepIndicator({ steps, label }: { steps: readonly StepState[]; label: string }) {
  const currentIndex = steps.findIndex((step) => step.isCurrent);
  const current = steps[currentIndex];

  return (
    <div className="grid gap-3">
      <ol aria-label={label} className="flex items-start">
        {steps.map((step, index) => (
          <li
            key={step.stepId}
            aria-current={step.isCurrent ? 'step' : undefined}
            data-status={step.status}
            className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center"
          >
            <span aria-hidden="true" className="flex w-full items-center">
              <span className={clsx('h-0.5 flex-1', index === 0 ? 'invisible' : connectorClass(steps[index - 1]))} />
              <span
                className={clsx(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  step.status === 'done'
                    ? 'border-primary bg-primary text-primary-foreground'
                    : step.isCurrent
                      ? 'border-primary bg-surface text-primary'
                      : 'border-input bg-surface text-muted-foreground',
                )}
              >
                {step.status === 'done' ? <Check className="size-4" data-step-done="" /> : index + 1}
              </span>
              <span className={clsx('h-0.5 flex-1', index === steps.length - 1 ? 'invisible' : connectorClass(step))} />
            </span>
            {/* Read on every screen; seen from 640 px up, where there is room for the names. */}
            <span
              className={clsx(
                'sr-only px-1 text-xs leading-tight sm:not-sr-only',
                step.isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              {step.label}
            </span>
            <span className="sr-only">{`, etapa ${index + 1} de ${steps.length}, ${STATUS_TEXT[step.status]}`}</span>
          </li>
        ))}
      </ol>
      {current && (
        <p aria-hidden="true" className="text-center text-sm font-medium sm:hidden">
          Etapa {currentIndex + 1} de {steps.length}: {current.label}
        </p>
      )}
    </div>
  );
}

function connectorClass(step: StepState | undefined): string {
  return step?.status === 'done' ? 'bg-primary' : 'bg-border';
}
