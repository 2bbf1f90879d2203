import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SCHEDULE_DAY_MAX, SCHEDULE_DAY_MIN, type NfsSchedule, type NfsScheduleInput } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { useSaveSchedule } from '../api/use-invoices';
import { emptyInvoiceForm, scheduleToForm, type InvoiceFormValues } from '../invoice-form';
import { applyInvoiceApiError, scheduleFormResolver } from '../invoice-form-resolver';
import { InvoiceFields } from './invoice-fields';
import { focusFirstInvalid, useFocusFirstError } from './use-focus-first-error';
import { FormActions } from '~/components/ui/form-actions';

interface ScheduleFormProps {
  companyId: string;
  /** The schedule being edited, or null for a new one. */
  schedule: NfsSchedule | null;
  onSaved: (schedule: NfsSchedule) => void;
  onCancel: () => void;
}

/** A note asked for every month on the same day: the request's fields, a day from 1 to 12 instead of a date. */
export function ScheduleForm({ companyId, schedule, onSaved, onCancel }: ScheduleFormProps) {
  const [defaultValues] = useState(() => (schedule ? scheduleToForm(schedule) : emptyInvoiceForm()));
  const form = useForm<InvoiceFormValues, unknown, NfsScheduleInput>({
    // Editing keeps a paused schedule paused; a new one starts active.
    resolver: scheduleFormResolver(schedule?.active ?? true),
    defaultValues,
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.formState);
  const save = useSaveSchedule(companyId);
  const [formError, setFormError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const errorId = useId();

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync({ id: schedule?.id ?? null, input }));
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
        form={form}
        companyId={companyId}
        whenField={
          <FormField
            label="Dia do mês"
            error={form.formState.errors.dayOfMonth?.message}
            hint={`De ${SCHEDULE_DAY_MIN} a ${SCHEDULE_DAY_MAX}: o pedido é feito nesse dia, todo mês, a tempo de a nota entrar na apuração do DAS (que vence no dia 20).`}
          >
            <Input inputMode="numeric" maxLength={2} autoComplete="off" {...form.register('dayOfMonth')} />
          </FormField>
        }
      />
      {formError && (
        <Alert id={errorId} ref={errorRef} tabIndex={-1} tone="error">
          {formError}
        </Alert>
      )}
      <FormActions
        closeLabel="Voltar"
        onClose={onCancel}
        submitLabel={schedule ? 'Salvar alterações' : 'Criar nota recorrente'}
        busyLabel="Salvando…"
        isSubmitting={form.formState.isSubmitting}
      />
    </form>
  );
}
