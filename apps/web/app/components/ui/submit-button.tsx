import { Button, type ButtonProps } from './button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  label: string;
  /** What it says while the form is being sent ("Salvando…", "Enviando…"). */
  busyLabel: string;
  isSubmitting: boolean;
}

/** A form's submit button: disabled and busy, with its busy label, while the form is sent. */
export function SubmitButton({ label, busyLabel, isSubmitting, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={isSubmitting || disabled} aria-busy={isSubmitting || undefined} {...props}>
      {isSubmitting ? busyLabel : label}
    </Button>
  );
}
