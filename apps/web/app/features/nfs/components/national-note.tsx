import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileCode2 } from 'lucide-react';
import {
  nfseCancellationInputSchema,
  nfseCancellationReasonLabels,
  nfseNacionalMessages,
  toCents,
  type NfseCancellationInput,
  type NfseXmlCheck,
  type NfsRequest,
} from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { DescriptionList, type DescriptionItem } from '~/components/ui/detail-section';
import { AppDialog } from '~/components/ui/dialog';
import { FormActions } from '~/components/ui/form-actions';
import { Fieldset } from '~/components/ui/fieldset';
import { FormField } from '~/components/ui/form-field';
import { RadioCard, RadioGroup } from '~/components/ui/radio-group';
import { Textarea } from '~/components/ui/textarea';
import { applyApiError } from '~/lib/api-form-errors';
import { formatDateTime } from '~/lib/format/dates';
import { formatBrl } from '~/lib/format/money';
import { invoiceFileHref } from '../api/invoices-api';

type NationalEmission = NonNullable<NfsRequest['nationalEmission']>;

/** The 50-digit access key in groups of 4, as the DANFSe prints it. */
export function formatAccessKey(key: string): string {
  return key.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Sefin's refusal, each national code with its message (and complement). */
export function NationalErrors({ errors }: { errors: NationalEmission['errors'] }) {
  return (
    <ul className="grid gap-1.5" aria-label="Erros da Sefin Nacional">
      {errors.map((error) => (
        <li key={`${error.code}-${error.description}`} className="text-sm">
          <code className="mr-1.5 rounded bg-surface px-1.5 py-0.5 font-mono text-xs font-semibold">{error.code}</code>
          {error.description}
          {error.complement ? <span className="text-muted-foreground"> ({error.complement})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A link that downloads one of the request's XMLs (national DPS or NFS-e) through the web server. */
function XmlLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      <FileCode2 aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}

/** What the national emission adds to an issued (or cancelled) note: key, DPS, the two XMLs. */
export function nationalNoteItems(request: NfsRequest): DescriptionItem[] {
  const emission = request.nationalEmission;
  if (!emission) return [];
  const items: DescriptionItem[] = [];
  if (emission.accessKey)
    items.push({
      label: 'Chave de acesso',
      value: <span className="font-mono text-xs">{formatAccessKey(emission.accessKey)}</span>,
    });
  items.push({ label: 'DPS', value: `Série ${emission.dpsSeries}, número ${emission.dpsNumber}` });
  items.push({
    label: 'XML nacional',
    value: (
      <span className="flex flex-wrap gap-x-4 gap-y-1">
        {emission.accessKey && (
          <XmlLink href={invoiceFileHref(request.companyId, request.id, 'nfse')}>XML da NFS-e</XmlLink>
        )}
        <XmlLink href={invoiceFileHref(request.companyId, request.id, 'dps')}>DPS enviada</XmlLink>
      </span>
    ),
  });
  return items;
}

/** The cancellation event registered on the Sefin: when, the layout's reason and its text. */
export function CancellationFacts({ emission }: { emission: NationalEmission }) {
  if (!emission.cancelledAt) return null;
  return (
    <DescriptionList
      items={[
        {
          label: 'Cancelada na Sefin Nacional em',
          value: <span className="tabular-nums">{formatDateTime(emission.cancelledAt)}</span>,
        },
        {
          label: 'Motivo',
          value: emission.cancellationReason ? nfseCancellationReasonLabels[emission.cancellationReason] : null,
        },
        {
          label: 'Justificativa',
          value: emission.cancellationText ? (
            <span className="whitespace-pre-line">{emission.cancellationText}</span>
          ) : null,
        },
      ]}
    />
  );
}

/** The national path's failures that wait for our accountants, in the customer's words. */
export function NationalFailure({ request }: { request: NfsRequest }) {
  const emission = request.nationalEmission;
  if (request.status === 'processing' && emission?.sendFailedAt)
    return <Alert tone="error">{nfseNacionalMessages.sendFailed}</Alert>;
  if (request.status === 'issued' && emission?.deliveryFailedAt)
    return <Alert tone="error">{nfseNacionalMessages.deliveryFailed}</Alert>;
  return null;
}

/** Manual path: what the check of the attached XML found (nothing shown when it matches). */
export function XmlCheckFlags({ check }: { check: NfseXmlCheck | null }) {
  if (!check || check.flags.length === 0) return null;
  return (
    <Alert tone="error" role="note">
      <p className="font-semibold">Conferência do XML da nota com o pedido:</p>
      <ul className="mt-1 list-disc pl-5">
        {check.flags.map((flag) => (
          <li key={flag.code}>{flag.message}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** Whether the note can be cancelled on the Sefin from the product (issued by the national API, not yet cancelled). */
export function canCancelNote(request: Pick<NfsRequest, 'status' | 'nationalEmission'>): boolean {
  return request.status === 'issued' && !!request.nationalEmission?.accessKey && !request.nationalEmission.cancelledAt;
}

const REASONS = Object.entries(nfseCancellationReasonLabels) as [NfseCancellationInput['reason'], string][];

interface CancelNoteDialogProps {
  request: NfsRequest;
  onClose: () => void;
  /** Sends the cancellation; rejects with the API's error (shown on the field or above the form). */
  onCancel: (input: NfseCancellationInput) => Promise<void>;
}

/**
 * "Cancelar nota": the layout's reason (1, 2 or 9) and its text (15 to 255 characters), then
 * the event goes to the Sefin Nacional. The dialog is the confirmation: it says it cannot be undone.
 */
export function CancelNoteDialog({ request, onClose, onCancel }: CancelNoteDialogProps) {
  const form = useForm<NfseCancellationInput>({
    resolver: zodResolver(nfseCancellationInputSchema),
    defaultValues: { reason: undefined as unknown as NfseCancellationInput['reason'], reasonText: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onCancel(values);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, ['reason', 'reasonText']));
    }
  });
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      isBusy={isSubmitting}
      title={`Cancelar a NFS-e ${request.invoiceNumber ?? ''}?`.replace(' ?', '?')}
      description={`Nota de ${formatBrl(toCents(request.totalValue))} para ${request.taker.name}. O cancelamento é registrado na Sefin Nacional e não pode ser desfeito.`}
    >
      <form
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
        aria-label="Cancelar a nota"
      >
        {formError && <Alert tone="error">{formError}</Alert>}
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <Fieldset legend="Motivo do cancelamento" error={errors.reason?.message}>
              <RadioGroup
                name={field.name}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                className="sm:grid-cols-3"
              >
                {REASONS.map(([value, label]) => (
                  <RadioCard key={value} value={value} label={label} />
                ))}
              </RadioGroup>
            </Fieldset>
          )}
        />
        <FormField
          label="Justificativa"
          hint="De 15 a 255 caracteres: vai no evento de cancelamento da nota."
          error={errors.reasonText?.message}
        >
          <Textarea rows={3} maxLength={255} {...form.register('reasonText')} />
        </FormField>
        <FormActions
          tone="destructive"
          closeLabel="Voltar"
          onClose={onClose}
          submitLabel="Cancelar nota"
          busyLabel="Cancelando…"
          isSubmitting={isSubmitting}
        />
      </form>
    </AppDialog>
  );
}
