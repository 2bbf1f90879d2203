import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Alert } from '~/components/ui/alert';
import { buttonVariants } from '~/components/ui/button-variants';
import { cn } from '~/lib/cn';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  /** The reason the last attempt failed, shown inside the dialog. */
  error: string | null;
  onConfirm: () => void;
  tone?: 'primary' | 'destructive';
  /** The dismiss button; "Voltar" where the action itself is a cancellation. */
  cancelLabel?: string;
}

/**
 * Asks before an action that is hard to undo (Radix AlertDialog: focus trap, Escape,
 * the cancel button focused first). Stays open while the action runs and on failure.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  isBusy,
  error,
  onConfirm,
  tone = 'primary',
  cancelLabel = 'Cancelar',
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-surface p-6 text-surface-foreground shadow-lg outline-none">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })} disabled={isBusy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that one closes the dialog before the request answers. */}
            <button
              type="button"
              className={cn(buttonVariants(), tone === 'destructive' && 'bg-destructive hover:bg-destructive/90')}
              disabled={isBusy}
              aria-busy={isBusy || undefined}
              onClick={onConfirm}
            >
              {isBusy ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
