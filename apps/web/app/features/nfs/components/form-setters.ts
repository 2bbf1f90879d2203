import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { InvoiceFormValues } from '../invoice-form';

export type InvoiceForm<TOut extends FieldValues> = UseFormReturn<InvoiceFormValues, unknown, TOut>;

/**
 * Sets a field as if typed: marked dirty, and checked again once the form was sent
 * (so a message under it goes away as soon as the value is right).
 */
export function setInvoiceField<TOut extends FieldValues, N extends Path<InvoiceFormValues>>(
  form: InvoiceForm<TOut>,
  name: N,
  value: PathValue<InvoiceFormValues, N>,
): void {
  form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
}
