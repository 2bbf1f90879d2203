import { useId, useRef, useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '~/components/ui/alert';
import { applyInvoiceApiError } from '../invoice-form-resolver';
import type { InvoiceForm } from './form-setters';
import { InvoiceFields } from './invoice-fields';
import { focusFirstInvalid, useFocusFirstError } from './use-focus-first-error';

/**
 * A request's or a schedule's form: the focus on the first field with a message after a refused
 * submit, and the API's refusal (`fail`) as the fields' messages or the form's alert, focused.
 */
export function useInvoiceForm<TOut extends FieldValues>(form: InvoiceForm<TOut>) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.formState);
  const errorRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const fail = (cause: unknown) => {
    const message = applyInvoiceApiError(cause, form.setError);
    setError(message);
    // After the messages render: the alert, or the first field the API refused.
    requestAnimationFrame(() => (message ? errorRef.current?.focus() : focusFirstInvalid(formRef.current)));
  };
  return { form, formRef, errorRef, errorId, error, clearError: () => setError(null), fail };
}

/** The form of `useInvoiceForm`: the taker and service fields with the form's own date field, its alert, its foot. */
export function InvoiceFormFrame<TOut extends FieldValues>({
  frame: { form, formRef, errorRef, errorId, error },
  companyId,
  whenField,
  fieldsKey,
  onSubmit,
  children,
}: {
  frame: ReturnType<typeof useInvoiceForm<TOut>>;
  companyId: string;
  whenField: ReactNode;
  /** A new key starts the fields over (the saved-taker search, the address section). */
  fieldsKey?: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={error ? errorId : undefined}
      className="grid gap-8"
    >
      <InvoiceFields key={fieldsKey} form={form} companyId={companyId} whenField={whenField} />
      {error && (
        <Alert id={errorId} ref={errorRef} tabIndex={-1} tone="error">
          {error}
        </Alert>
      )}
      {children}
    </form>
  );
}
