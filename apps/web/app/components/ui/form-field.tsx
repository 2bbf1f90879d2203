import { cloneElement, useId, type ReactElement } from 'react';
import { cn } from '~/lib/cn';
import { Label } from './label';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: string;
  /** The field's validation message; shown under the control and linked to it. */
  error?: string | undefined;
  hint?: string;
  className?: string;
  /** A single control (Input, select...); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<ControlProps>;
}

export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} data-slot="form-field-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
