import { Button } from './button';

interface DestructiveDialogActionsProps {
  /** The way out without doing it ("Cancelar", "Voltar"). */
  closeLabel: string;
  onClose: () => void;
  submitLabel: string;
  /** What the submit button says while the form is being sent ("Cancelando…"). */
  busyLabel: string;
  isSubmitting: boolean;
}

/** The foot of a dialog's form whose submit cannot be undone: back on the left, the red submit on the right. */
export function DestructiveDialogActions({
  closeLabel,
  onClose,
  submitLabel,
  busyLabel,
  isSubmitting,
}: DestructiveDialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" disabled={isSubmitting} onClick={onClose}>
        {closeLabel}
      </Button>
      <Button
        type="submit"
        className="bg-destructive hover:bg-destructive/90"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
