import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '~/components/ui/alert';
import { cn } from '~/lib/cn';

interface StepFormShellProps {
  /** Names the form's error alert, which the form points at while it shows. */
  errorId: string;
  formError: string | null | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}

/** The form of a wizard step: validated by the step's schema (noValidate), its API error on top. */
export function StepFormShell({ errorId, formError, onSubmit, className, children }: StepFormShellProps) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className={cn('grid gap-8', className)}
      aria-describedby={formError ? errorId : undefined}
    >
      {formError && (
        <Alert tone="error" id={errorId}>
          {formError}
        </Alert>
      )}
      {children}
    </form>
  );
}
