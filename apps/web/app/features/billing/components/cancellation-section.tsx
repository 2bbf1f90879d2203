import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  billingChangesCopy,
  cancellationMessages,
  cancellationReasonLabels,
  cancellationReasonSchema,
  type CancellationReason,
  type Subscription,
} from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { AppDialog } from '~/components/ui/dialog';
import { DetailSection } from '~/components/ui/detail-section';
import { Fieldset } from '~/components/ui/fieldset';
import { FormActions } from '~/components/ui/form-actions';
import { FormField } from '~/components/ui/form-field';
import { RadioCard, RadioGroup } from '~/components/ui/radio-group';
import { Textarea } from '~/components/ui/textarea';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { formatDate } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { billingKeys, cancelSubscription, undoCancellation } from '../api/billing-api';

/**
 * The customer cancels at the end of the paid period, telling why (a short list and their
 * own words), after confirming; while the period lasts the page says until when the
 * company keeps access and the cancellation can be undone.
 */
export function CancellationSection({ companyId, subscription }: { companyId: string; subscription: Subscription }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const endsAt = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;

  const undo = async () => {
    setBusy(true);
    setError(null);
    try {
      await undoCancellation(client, companyId);
      toast.success(billingChangesCopy.undoDone);
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : billingChangesCopy.undoFailed);
    } finally {
      setBusy(false);
    }
  };

  if (subscription.cancellation) {
    const until = subscription.cancellation.endsAt ? formatDate(subscription.cancellation.endsAt) : (endsAt ?? '');
    return (
      <section
        aria-labelledby="cancelamento"
        className="grid gap-3 rounded-lg border border-warning-border bg-warning-soft p-4 sm:flex sm:items-center sm:justify-between sm:p-6"
      >
        <div className="grid gap-1">
          <h2 id="cancelamento" className="text-base font-semibold">
            {billingChangesCopy.cancelledUntil(until)}
          </h2>
          <p className="text-sm text-muted-foreground">
            Não haverá nova cobrança. Mudou de ideia? Desfaça o cancelamento antes dessa data e a assinatura continua
            normalmente.
          </p>
          {error && <Alert tone="error">{error}</Alert>}
        </div>
        <Button variant="outline" className="shrink-0" disabled={isBusy} onClick={() => void undo()}>
          {isBusy ? 'Desfazendo…' : 'Desfazer cancelamento'}
        </Button>
      </section>
    );
  }

  return (
    <DetailSection title="Cancelar assinatura">
      <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Ao cancelar, a assinatura fica ativa até o fim do período já pago{endsAt ? ` (${endsAt})` : ''} e não há nova
          cobrança.
        </p>
        <Button variant="outline" className="shrink-0" onClick={() => setOpen(true)}>
          Cancelar assinatura
        </Button>
      </div>
      <CancelDialog
        open={isOpen}
        onOpenChange={setOpen}
        companyId={companyId}
        endsAt={endsAt}
        onDone={() => void queryClient.invalidateQueries({ queryKey: billingKeys.all })}
      />
    </DetailSection>
  );
}

function CancelDialog({
  open,
  onOpenChange,
  companyId,
  endsAt,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  endsAt: string | null;
  onDone: () => void;
}) {
  const client = useApiClient();
  const id = useId();
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ reason?: string; note?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: { reason?: string; note?: string } = {};
    if (!reason) errors.reason = 'Escolha o motivo do cancelamento';
    if (reason === 'other' && note.trim() === '') errors.note = cancellationMessages.noteRequired;
    setFieldErrors(errors);
    if (!reason || Object.keys(errors).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await cancelSubscription(client, companyId, { reason, ...(note.trim() ? { note: note.trim() } : {}) });
      toast.success(billingChangesCopy.cancelledDone(endsAt ?? ''));
      onOpenChange(false);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFieldErrors(err.fields);
      setError(err instanceof ApiError ? err.message : billingChangesCopy.cancelFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      isBusy={isBusy}
      title="Cancelar a assinatura?"
      description={
        endsAt
          ? `A empresa continua com acesso até ${endsAt}, o fim do período já pago. Depois disso, não há nova cobrança.`
          : 'A empresa continua com acesso até o fim do período já pago. Depois disso, não há nova cobrança.'
      }
    >
      <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
        <Fieldset legend="Por que você quer cancelar?" error={fieldErrors.reason}>
          <RadioGroup
            value={reason}
            onValueChange={(value) => setReason(cancellationReasonSchema.parse(value))}
            aria-label="Motivo do cancelamento"
          >
            {cancellationReasonSchema.options.map((option) => (
              <RadioCard key={option} value={option} label={cancellationReasonLabels[option]} />
            ))}
          </RadioGroup>
        </Fieldset>
        <FormField
          label={reason === 'other' ? 'Conte o motivo' : 'Quer contar mais? (opcional)'}
          error={fieldErrors.note}
        >
          <Textarea id={`${id}-nota`} value={note} maxLength={500} rows={3} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        {error && <Alert tone="error">{error}</Alert>}
        <FormActions
          closeLabel="Voltar"
          onClose={() => onOpenChange(false)}
          submitLabel="Confirmar cancelamento"
          busyLabel="Cancelando…"
          isSubmitting={isBusy}
          tone="destructive"
        />
      </form>
    </AppDialog>
  );
}
