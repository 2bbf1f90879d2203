import { useState } from 'react';
import { COMPETENCE_MASK, competenceFieldSchema } from '~/lib/masks';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { SubmitButton } from '~/components/ui/submit-button';
import { FormField } from '~/components/ui/form-field';
import { MaskedInput } from '~/components/ui/masked-input';
import { DetailSection } from '~/components/ui/detail-section';
import { formatCompetence, formatMonthLong } from '~/lib/format/months';
import { formatReais } from '~/lib/format/money';
import {
  fetchPayrollEntries,
  PayrollAmountFields,
  payrollFormSchema,
  payrollKeys,
  submitPayroll,
} from '~/features/simples/admin';
import { applyApiError } from '~/lib/api-form-errors';
import { useApiClient } from '~/lib/api-client-context';

const formSchema = payrollFormSchema.extend({ month: competenceFieldSchema });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/**
 * The company sends a month's payroll (pró-labore, salaries, charges) for the Fator R; it
 * counts in the computation once our accountants confirm it.
 */
export function PayrollSubmissionCard({ companyId, referenceMonth }: { companyId: string; referenceMonth: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const entries = useQuery({
    queryKey: payrollKeys.entries(companyId, referenceMonth),
    queryFn: ({ signal }) => fetchPayrollEntries(client, companyId, referenceMonth, signal),
  });
  const empty: FormInput = { month: formatCompetence(referenceMonth), proLabore: '', salaries: '', charges: '' };
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(formSchema), defaultValues: empty });
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ month, ...values }) => {
    setFormError(null);
    setSent(null);
    try {
      await submitPayroll(client, companyId, month, values);
      form.reset(empty);
      setSent(
        `Folha de ${formatMonthLong(month)} enviada. Ela entra na apuração depois que nossos contadores confirmarem.`,
      );
      await queryClient.invalidateQueries({ queryKey: ['reports', companyId] });
    } catch (error) {
      setFormError(applyApiError(error, form.setError, ['month', 'proLabore', 'salaries', 'charges'] as const));
    }
  });

  return (
    <DetailSection title="Folha do mês (Fator R)">
      <p className="text-sm text-muted-foreground">
        Envie o pró-labore, os salários e os encargos (CPP e FGTS) de cada mês. Nossos contadores conferem antes de usar
        no cálculo do DAS.
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 sm:grid-cols-2"
        aria-label="Enviar folha do mês"
      >
        <FormField label="Mês" hint="mm/aaaa" error={errors.month?.message}>
          <MaskedInput mask={COMPETENCE_MASK} autoComplete="off" {...form.register('month')} />
        </FormField>
        <PayrollAmountFields form={form} />
        {formError && (
          <Alert tone="error" className="sm:col-span-2">
            {formError}
          </Alert>
        )}
        {sent && (
          <p role="status" className="text-sm sm:col-span-2">
            {sent}
          </p>
        )}
        <div className="sm:col-span-2">
          <SubmitButton label="Enviar folha" busyLabel="Enviando…" isSubmitting={isSubmitting} variant="outline" />
        </div>
      </form>
      {(entries.data ?? []).length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Folhas enviadas">
          {entries.data!.map((entry) => (
            <li
              key={entry.month}
              className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-1"
            >
              <span>
                {formatMonthLong(entry.month)} · {formatReais(entry.total)}
              </span>
              <Badge tone={entry.status === 'confirmed' ? 'success' : 'warning'}>
                {entry.status === 'confirmed' ? 'Confirmada' : 'Aguardando a contabilidade'}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
