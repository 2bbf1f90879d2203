import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '~/components/ui/form-field';
import { MoneyInput } from '~/components/ui/money-input';
import type { PayrollFormInput } from '../simples-entry-forms';

const AMOUNTS = [
  { name: 'proLabore', label: 'Pró-labore' },
  { name: 'salaries', label: 'Salários' },
  { name: 'charges', label: 'Encargos (CPP e FGTS)' },
] as const;

/** A month's payroll for the Fator R: pró-labore, salaries and charges, in reais. */
export function PayrollAmountFields<T extends PayrollFormInput>({
  form,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
}) {
  const errors = form.formState.errors as FieldErrors<PayrollFormInput>;
  return AMOUNTS.map(({ name, label }) => (
    <FormField key={name} label={label} error={errors[name]?.message}>
      <MoneyInput {...form.register(name as Path<T>)} />
    </FormField>
  ));
}
