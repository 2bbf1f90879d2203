import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '~/lib/cn';

interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  /** Keeps the dialog open (Escape, outside clicks, the close button) while something runs. */
  isBusy?: boolean;
  className?: string;
}

/**
 * A dialog with a title, a description and a close button (Radix Dialog: focus trap,
 * Escape, scroll lock); tall content scrolls inside it, and on phones it takes almost the
 * whole screen. 32rem wide unless `className` says otherwise.
 */
export function AppDialog({ open, onOpenChange, title, description, children, isBusy, className }: AppDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-1rem)] w-[min(32rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 content-start gap-5 overflow-y-auto rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-lg outline-none sm:max-h-[calc(100dvh-4rem)] sm:p-6',
            className,
          )}
          onInteractOutside={(event) => isBusy && event.preventDefault()}
        >
          <div className="grid min-w-0 gap-1 pr-10">
            <Dialog.Title className="text-lg font-semibold break-words">{title}</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
          </div>
          {children}
          <Dialog.Close
            className="absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed"
            aria-label="Fechar"
            disabled={isBusy}
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
