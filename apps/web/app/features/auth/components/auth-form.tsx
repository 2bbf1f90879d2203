import type { FormEvent, ReactNode } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/lib/use-hydrated';

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The API's message that belongs to no field. */
  formError: string | null;
  /** Given: the form is described by its error (the alert's id). */
  errorId?: string;
  /** A line above the error and the fields. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The form of a sign-in, sign-up or password page: the error on top, then the fields and buttons. */
export function AuthForm({ onSubmit, formError, errorId, intro, children }: AuthFormProps) {
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-describedby={formError && errorId ? errorId : undefined}
    >
      {intro}
      {formError && (
        <Alert tone="error" {...(errorId ? { id: errorId } : {})}>
          {formError}
        </Alert>
      )}
      {children}
    </form>
  );
}

/** The large submit: disabled until the page is hydrated and while the form is being sent. */
export function AuthSubmitButton({
  isSubmitting,
  label,
  busyLabel,
}: {
  isSubmitting: boolean;
  label: string;
  busyLabel: string;
}) {
  const isHydrated = useHydrated();
  return (
    <Button type="submit" size="lg" disabled={!isHydrated || isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting ? busyLabel : label}
    </Button>
  );
}
