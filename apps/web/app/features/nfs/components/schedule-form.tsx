import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SCHEDULE_DAY_MAX, SCHEDULE_DAY_MIN, type NfsSchedule, type NfsScheduleInput } from '@contabil/contracts';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { useSaveSchedule } from '../api/use-invoices';
import { emptyInvoiceForm, scheduleToForm, type InvoiceFormValues } from '../invoice-form';
import { scheduleFormResolver } from '../invoice-form-resolver';
import { InvoiceFormFrame, useInvoiceForm } from './invoice-form-frame';
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
  const frame = useInvoiceForm(form);
  const save = useSaveSchedule(companyId);

  const onSubmit = form.handleSubmit(async (input) => {
    frame.clearError();
    try {
      onSaved(await save.mutateAsync({ id: schedule?.id ?? null, input }));
    } catch (error) {
      frame.fail(error);
    }
  });

  return (
    <InvoiceFormFrame
      frame={frame}
      companyId={companyId}
      onSubmit={onSubmit}
      whenField={
        <FormField
          label="Dia do mês"
          error={form.formState.errors.dayOfMonth?.message}
          hint={`De ${SCHEDULE_DAY_MIN} a ${SCHEDULE_DAY_MAX}: o pedido é feito nesse dia, todo mês, a tempo de a nota entrar na apuração do DAS (que vence no dia 20).`}
        >
          <Input inputMode="numeric" maxLength={2} autoComplete="off" {...form.register('dayOfMonth')} />
        </FormField>
      }
    >
      <FormActions
        closeLabel="Voltar"
        onClose={onCancel}
        submitLabel={schedule ? 'Salvar alterações' : 'Criar nota recorrente'}
        busyLabel="Salvando…"
        isSubmitting={form.formState.isSubmitting}
      />
    </InvoiceFormFrame>
  );
}
