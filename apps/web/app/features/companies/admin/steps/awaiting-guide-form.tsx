import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitButton } from '~/components/ui/submit-button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { MaskedInput } from '~/components/ui/masked-input';
import { MoneyInput } from '~/components/ui/money-input';
import { Textarea } from '~/components/ui/textarea';
import {
  awaitingGuideFormSchema,
  type AwaitingGuideFormInput,
  type AwaitingGuideFormValues,
} from './accountant-step-schemas';
import { AccountantStepFormShell, useAccountantStepSubmit } from './accountant-step-form-shell';

const FIELDS = ['description', 'amount', 'dueDate', 'barcode', 'instructions'] as const;

/** The accountant issues the registration fee guide for the customer to pay. */
export function AwaitingGuideForm({ companyId }: { companyId: string }) {
  const form = useForm<AwaitingGuideFormInput, unknown, AwaitingGuideFormValues>({
    resolver: zodResolver(awaitingGuideFormSchema),
    defaultValues: {
      description: 'Taxa de registro da Junta Comercial',
      amount: '',
      dueDate: '',
      barcode: '',
      instructions: '',
    },
  });
  const { submit, formError } = useAccountantStepSubmit(companyId, 'awaiting-guide', form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  return (
    <AccountantStepFormShell
      title="Enviar a guia de registro"
      description="O cliente vê a guia no aplicativo, paga e envia o comprovante."
      formError={formError}
      onSubmit={form.handleSubmit(submit)}
    >
      <FormField label="Descrição" error={errors.description?.message}>
        <Input {...form.register('description')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Valor" error={errors.amount?.message}>
          <MoneyInput {...form.register('amount')} />
        </FormField>
        <FormField label="Vencimento" error={errors.dueDate?.message}>
          <MaskedInput mask="date" placeholder="dd/mm/aaaa" {...form.register('dueDate')} />
        </FormField>
      </div>
      <FormField
        label="Linha digitável"
        hint="Os 47 ou 48 números do boleto ou da guia."
        error={errors.barcode?.message}
      >
        <Input inputMode="numeric" autoComplete="off" spellCheck={false} {...form.register('barcode')} />
      </FormField>
      <FormField label="Instruções para o cliente (opcional)" error={errors.instructions?.message}>
        <Textarea rows={3} {...form.register('instructions')} />
      </FormField>
      <SubmitButton
        label="Enviar guia ao cliente"
        busyLabel="Enviando…"
        isSubmitting={isSubmitting}
        className="sm:w-fit"
      />
    </AccountantStepFormShell>
  );
}
