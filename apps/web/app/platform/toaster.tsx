import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX } from './platform-constants';

export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_MAX}
      closeButton={false}
      icons={{ success: null, info: null, warning: null, error: null, loading: null, close: null }}
      containerAriaLabel="Notificações"
    />
  );
}
