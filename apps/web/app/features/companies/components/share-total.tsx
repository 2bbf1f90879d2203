import { CircleAlert, CircleCheck } from 'lucide-react';
import { messages } from '@contabil/contracts';
import { formatDecimal } from '~/lib/masks';
import { cn } from '~/lib/cn';
import { isFullTotal } from '../share-total';

/**
 * The partners' shares added up as they are typed. Until the first "Continuar" a total
 * short of 100% is a hint, not an error.
 */
export function ShareTotal({ total, showError }: { total: number; showError: boolean }) {
  const isFull = isFullTotal(total);
  const missing = Math.round((100 - total) * 100) / 100;
  const Icon = isFull ? CircleCheck : CircleAlert;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-md border px-4 py-3 text-sm',
        isFull
          ? 'border-success-border bg-success-soft text-success'
          : showError
            ? 'border-destructive-border bg-destructive-soft text-destructive'
            : 'border-border bg-muted text-foreground',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">Total das participações: {formatDecimal(total)}%</span>
        {!isFull && (
          <>
            {'. '}
            {messages.sharesMustTotal100}
            {missing > 0 ? ` (faltam ${formatDecimal(missing)}%).` : ` (sobram ${formatDecimal(-missing)}%).`}
          </>
        )}
      </p>
    </div>
  );
}
