import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { MoneyInput } from '~/components/ui/money-input';
import { applyApiError } from '~/lib/api-form-errors';
import { useApiClient } from '~/lib/api-client-context';
import { saveRevenue } from '../simples-admin-api';
import {
  ACTIVITY_LABELS,
  EMPTY_REVENUE_FORM,
  REVENUE_FIELDS,
  revenueFormSchema,
  type RevenueFormInput,
  type RevenueFormValues,
} from '../simples-entry-forms';

const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** "Lançar receita": revenue of the month the product did not issue, by activity (a second one replaces it). */
export function RevenueEntryForm({
  companyId,
  month,
  onSaved,
}: {
  companyId: string;
  month: string;
  onSaved: () => void;
}) {
  const client = useApiClient();
  const form = useForm<RevenueFormInput, unknown, RevenueFormValues>({
    resolver: zodResolver(revenueFormSchema),
    defaultValues: EMPTY_REVENUE_FORM,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const isService = form.watch('activity') === 'service';

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await saveRevenue(client, companyId, {
        month,
        activity: values.activity,
        ...(values.activity === 'service' ? { serviceCode: values.serviceCode } : {}),
        amount: values.amount,
        ...(values.description ? { description: values.description } : {}),
      });
      form.reset(EMPTY_REVENUE_FORM);
      onSaved();
    } catch (error) {
      setFormError(applyApiError(error, form.setError, REVENUE_FIELDS));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Lançar receita"
    >
      <FormField label="Atividade" error={errors.activity?.message}>
        <select className={SELECT_CLASS} {...form.register('activity')}>
          {Object.entries(ACTIVITY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      {isService && (
        <FormField
          label="Código do serviço"
          hint="Lista nacional, 6 dígitos, ex.: 17.11.01"
          error={errors.serviceCode?.message}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={8} {...form.register('serviceCode')} />
        </FormField>
      )}
      <FormField label="Receita bruta do mês" error={errors.amount?.message}>
        <MoneyInput {...form.register('amount')} />
      </FormField>
      <FormField
        label="Origem (opcional)"
        hint="Ex.: vendas do caixa, notas emitidas fora"
        error={errors.description?.message}
      >
        <Input maxLength={200} autoComplete="off" {...form.register('description')} />
      </FormField>
      {formError && (
        <Alert tone="error" className="sm:col-span-2">
          {formError}
        </Alert>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando…' : 'Lançar receita'}
        </Button>
      </div>
    </form>
  );
}
