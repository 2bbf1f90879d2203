import { toast as sonnerToast } from 'sonner';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  /** A toast shown again with the same id replaces the one on screen instead of stacking. */
  id?: string;
  description?: string;
  action?: ToastAction;
}

type ToastKind = 'message' | 'success' | 'info' | 'warning' | 'error';

function show(kind: ToastKind, message: string, { id, description, action }: ToastOptions = {}): string | number {
  return sonnerToast[kind](message, {
    ...(id !== undefined ? { id } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(action ? { action: { label: action.label, onClick: () => action.onClick() } } : {}),
  });
}

/**
 * The only way the app raises a toast: plain text plus an optional action. Duration,
 * position and the absence of icons and close button are the Toaster's (spec section 9),
 * so no caller can override them.
 */
export const toast = {
  message: (message: string, options?: ToastOptions) => show('message', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  dismiss: (id?: string | number) => sonnerToast.dismiss(id),
};
