import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { Plan } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { MoneyInput } from '~/components/ui/money-input';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/platform/toast';
import { applyApiError } from '~/lib/api-form-errors';
import { useApiClient } from '~/lib/api-client-context';
import { planFormDefaults, planFormSchema, type PlanFormInput, type PlanFormValues } from './plan-form-schema';
import { plansAdminKeys, updatePlan } from './plans-admin-api';
import { FormActions } from '~/components/ui/form-actions';

const FIELDS = ['name', 'description', 'price', 'features', 'isActive'] as const;

export function PlanEditForm({ plan, onDone }: { plan: Plan; onDone: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PlanFormInput, unknown, PlanFormValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormDefaults(plan),
  });
  const { errors, isSubmitting } = form.formState;
  const idPrefix = `plano-${plan.slug}`;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await updatePlan(client, plan.id, values);
      toast.success(`Plano ${values.name} salvo.`);
      await queryClient.invalidateQueries({ queryKey: plansAdminKeys.all });
      onDone();
    } catch (error) {
      setFormError(applyApiError(error, form.setError, FIELDS));
    }
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-label={`Editar o plano ${plan.name}`}
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FormField label="Nome" error={errors.name?.message}>
          <Input id={`${idPrefix}-nome`} {...form.register('name')} />
        </FormField>
        <FormField label="Preço por mês" error={errors.price?.message}>
          <MoneyInput id={`${idPrefix}-preco`} {...form.register('price')} />
        </FormField>
      </div>
      <FormField label="Descrição" error={errors.description?.message}>
        <Textarea id={`${idPrefix}-descricao`} rows={2} {...form.register('description')} />
      </FormField>
      <FormField
        label="O que o plano inclui"
        hint="Um item por linha, no máximo 12. Aparecem nas páginas públicas."
        error={errors.features?.message}
      >
        <Textarea id={`${idPrefix}-itens`} rows={5} {...form.register('features')} />
      </FormField>
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Checkbox
              id={`${idPrefix}-a-venda`}
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor={`${idPrefix}-a-venda`} className="cursor-pointer">
          À venda (aparece nas páginas públicas)
        </Label>
      </div>
      <FormActions
        closeLabel="Cancelar"
        onClose={onDone}
        submitLabel="Salvar plano"
        busyLabel="Salvando…"
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
