import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { NfsRequest, NfsRequestInput } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { MaskedInput } from '~/components/ui/masked-input';
import { formatDate } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { useCreateRequest } from '../api/use-invoices';
import { emptyInvoiceForm, type InvoiceFormValues } from '../invoice-form';
import { applyInvoiceApiError, requestFormResolver } from '../invoice-form-resolver';
import { InvoiceFields } from './invoice-fields';
import { focusFirstInvalid, useFocusFirstError } from './use-focus-first-error';

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
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.formState);
  const create = useCreateRequest(companyId);
  const [formError, setFormError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // Remounts the fields after a reset: the saved-taker search and address section start over.
  const [round, setRound] = useState(0);
  const errorId = useId();

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync(input);
      toast.success(REQUEST_SENT_MESSAGE);
      form.reset(emptyInvoiceForm(today()));
      setRound((value) => value + 1);
      onCreated(created);
    } catch (error) {
      const message = applyInvoiceApiError(error, form.setError);
      setFormError(message);
      // After the messages render: the alert, or the first field the API refused.
      requestAnimationFrame(() => (message ? errorRef.current?.focus() : focusFirstInvalid(formRef.current)));
    }
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={formError ? errorId : undefined}
      className="grid gap-8"
    >
      <InvoiceFields
        key={round}
        form={form}
        companyId={companyId}
        whenField={
          <FormField
            label="Data de competência"
            error={form.formState.errors.competenceDate?.message}
            hint="O dia em que o serviço foi prestado."
          >
            <MaskedInput mask="date" placeholder="dd/mm/aaaa" {...form.register('competenceDate')} />
          </FormField>
        }
      />
      {formError && (
        <Alert id={errorId} ref={errorRef} tabIndex={-1} tone="error">
          {formError}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
          className="w-full sm:w-auto"
        >
          {form.formState.isSubmitting ? 'Enviando pedido…' : 'Pedir nota fiscal'}
        </Button>
      </div>
    </form>
  );
}
