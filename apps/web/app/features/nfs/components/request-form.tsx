import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { NfsRequest, NfsRequestInput } from '@contabil/contracts';
import { SubmitButton } from '~/components/ui/submit-button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { FormField } from '~/components/ui/form-field';
import { MaskedInput } from '~/components/ui/masked-input';
import { formatDate } from '~/lib/format/dates';
import { useApiClient } from '~/lib/api-client-context';
import { brasiliaToday } from '~/lib/brasilia-today';
import { useSession } from '~/session/use-session';
import { toast } from '~/platform/toast';
import { fetchRequestsOfDay } from '../api/invoices-api';
import { useCreateRequest } from '../api/use-invoices';
import { requestWarnings } from '../request-warnings';
import { emptyInvoiceForm, type InvoiceFormValues } from '../invoice-form';
import { requestFormResolver } from '../invoice-form-resolver';
import { InvoiceFormFrame, useInvoiceForm } from './invoice-form-frame';

export const REQUEST_SENT_MESSAGE = 'Pedido de nota enviado. Avisaremos por e-mail quando a nota for emitida.';

/** Today in Brasília, dd/mm/aaaa: the competence date most notes have. */
const today = () => formatDate(new Date().toISOString());

/** "Pedir nota fiscal": the taker, the service and its value; the accountants issue the note. */
export function RequestForm({ companyId, onCreated }: { companyId: string; onCreated: (request: NfsRequest) => void }) {
  const [defaultValues] = useState(() => emptyInvoiceForm(today()));
  const form = useForm<InvoiceFormValues, unknown, NfsRequestInput>({
    resolver: requestFormResolver,
    defaultValues,
    shouldFocusError: false,
  });
  const frame = useInvoiceForm(form);
  const create = useCreateRequest(companyId);
  const client = useApiClient();
  const { contextCompany } = useSession();
  // Remounts the fields after a reset: the saved-taker search and address section start over.
  const [round, setRound] = useState(0);

  const send = async (input: NfsRequestInput) => {
    frame.clearError();
    try {
      const created = await create.mutateAsync(input);
      toast.success(REQUEST_SENT_MESSAGE);
      form.reset(emptyInvoiceForm(today()));
      setRound((value) => value + 1);
      onCreated(created);
    } catch (error) {
      frame.fail(error);
    }
  };

  // A note to the company itself, or the same note twice today: asked about before it goes.
  const [pending, setPending] = useState<{ input: NfsRequestInput; warnings: string[] } | null>(null);
  const onSubmit = form.handleSubmit(async (input) => {
    const todaysRequests = await fetchRequestsOfDay(client, companyId, brasiliaToday()).catch(() => []);
    const warnings = requestWarnings(input, { companyCnpj: contextCompany?.cnpj ?? null, todaysRequests });
    if (warnings.length > 0) return setPending({ input, warnings });
    await send(input);
  });

  return (
    <InvoiceFormFrame
      frame={frame}
      companyId={companyId}
      fieldsKey={round}
      onSubmit={onSubmit}
      whenField={
        <FormField
          label="Data de competência"
          error={form.formState.errors.competenceDate?.message}
          hint="O dia em que o serviço foi prestado."
        >
          <MaskedInput mask="date" placeholder="dd/mm/aaaa" {...form.register('competenceDate')} />
        </FormField>
      }
    >
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Conferir antes de enviar"
        description={
          <ul className="grid list-disc gap-1 pl-5">
            {pending?.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        }
        confirmLabel="Enviar mesmo assim"
        cancelLabel="Voltar e corrigir"
        busyLabel="Enviando pedido…"
        isBusy={create.isPending}
        error={null}
        onConfirm={() => {
          const input = pending?.input;
          setPending(null);
          if (input) void send(input);
        }}
      />
      <div className="flex justify-end">
        <SubmitButton
          label="Pedir nota fiscal"
          busyLabel="Enviando pedido…"
          isSubmitting={form.formState.isSubmitting}
          className="w-full sm:w-auto"
        />
      </div>
    </InvoiceFormFrame>
  );
}
