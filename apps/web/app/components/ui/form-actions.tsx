import { cn } from '~/lib/cn';
import { Button } from './button';
import { SubmitButton } from './submit-button';

interface FormActionsProps {
  /** The way out without doing it ("Cancelar", "Voltar"). */
  closeLabel: string;
  onClose: () => void;
  submitLabel: string;
  /** What the submit button says while the form is being sent ("Salvando…", "Cancelando…"). */
  busyLabel: string;
  isSubmitting: boolean;
  /** `destructive`: the submit cannot be undone and is red. */
  tone?: 'default' | 'destructive';
}

/** The foot of a form (in a dialog, a sheet or a panel): back on the left, the submit on the right; both wait while it is sent. */
export function FormActions({
  closeLabel,
  onClose,
  submitLabel,
  busyLabel,
  isSubmitting,
  tone = 'default',
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" disabled={isSubmitting} onClick={onClose}>
        {closeLabel}
      </Button>
      <SubmitButton
        label={submitLabel}
        busyLabel={busyLabel}
        isSubmitting={isSubmitting}
        className={cn(tone === 'destructive' && 'bg-destructive hover:bg-destructive/90')}
      />
    </div>
  );
}
