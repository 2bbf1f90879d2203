import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { SubmitButton } from '~/components/ui/submit-button';
import { applyApiError } from '~/lib/api-form-errors';
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

interface AuthSubmitButtonProps {
  isSubmitting: boolean;
  label: string;
  busyLabel: string;
}

/** The large submit: disabled until the page is hydrated and while the form is being sent. */
export function AuthSubmitButton({ isSubmitting, label, busyLabel }: AuthSubmitButtonProps) {
  const isHydrated = useHydrated();
  return (
    <SubmitButton size="lg" label={label} busyLabel={busyLabel} isSubmitting={isSubmitting} disabled={!isHydrated} />
  );
}

/** A password page's foot: the submit, then "Voltar para o login". */
export function AuthSubmitAndBack({ onBack, ...submit }: AuthSubmitButtonProps & { onBack: () => void }) {
  return (
    <div className="grid gap-3">
      <AuthSubmitButton {...submit} />
      <Button variant="ghost" onClick={onBack}>
        Voltar para o login
      </Button>
    </div>
  );
}

/**
 * The submit of an auth form: sends the values; the API's refusal goes under the fields it
 * names (`fields`), the rest to the form's alert (`formError`).
 */
export function useAuthSubmit<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  fields: ReadonlyArray<Path<TIn>>,
  send: (values: TOut) => Promise<void>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send(values);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, fields));
    }
  });
  return { formError, onSubmit };
}
