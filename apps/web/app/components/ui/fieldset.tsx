import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

interface FieldsetProps {
  legend: ReactNode;
  /** The group's validation message, announced with the group. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A group of controls with one name (radios, checkboxes): a legend, a hint and an error. */
export function Fieldset({ legend, error, hint, className, children }: FieldsetProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      data-slot="fieldset"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      className={cn('grid min-w-0 gap-2', className)}
    >
      <legend className="mb-2 text-sm leading-none font-medium text-foreground">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} data-slot="form-field-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
