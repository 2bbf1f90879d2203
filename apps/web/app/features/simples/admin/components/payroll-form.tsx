import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '~/components/ui/alert';
import { SubmitButton } from '~/components/ui/submit-button';
import { applyApiError } from '~/lib/api-form-errors';
import { useApiClient } from '~/lib/api-client-context';
import { savePayroll } from '../simples-admin-api';
import {
  EMPTY_PAYROLL_FORM,
  PAYROLL_FIELDS,
  payrollFormSchema,
  type PayrollFormInput,
  type PayrollFormValues,
} from '../simples-entry-forms';
import { PayrollAmountFields } from './payroll-amount-fields';

/** "Folha do mês" for the Fator R: pró-labore, salaries and charges (CPP, FGTS); saving again replaces it. */
export function PayrollForm({ companyId, month, onSaved }: { companyId: string; month: string; onSaved: () => void }) {
  const client = useApiClient();
  const form = useForm<PayrollFormInput, unknown, PayrollFormValues>({
    resolver: zodResolver(payrollFormSchema),
    defaultValues: EMPTY_PAYROLL_FORM,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await savePayroll(client, companyId, month, values);
      form.reset(EMPTY_PAYROLL_FORM);
      onSaved();
    } catch (error) {
      setFormError(applyApiError(error, form.setError, PAYROLL_FIELDS));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-3"
      aria-label="Folha do mês"
    >
      <PayrollAmountFields form={form} />
      {formError && (
        <Alert tone="error" className="sm:col-span-3">
          {formError}
        </Alert>
      )}
      <div className="sm:col-span-3">
        <SubmitButton label="Salvar folha do mês" busyLabel="Salvando…" isSubmitting={isSubmitting} variant="outline" />
      </div>
    </form>
  );
}
