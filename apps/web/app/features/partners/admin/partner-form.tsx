import { useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import type { PartnerProgram, PartnerUpsertInput } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { ApiError } from '~/lib/api-client';
import {
  partnerFieldTypeLabels,
  partnerFormDefaults,
  toPartnerUpsert,
  validatePartnerForm,
  type PartnerFormValues,
} from './partner-form-schema';
import { FormActions } from '~/components/ui/form-actions';

/** A partner's page and the form companies fill in to join it. */
export function PartnerForm({
  partner,
  onSubmit,
  onCancel,
}: {
  partner?: PartnerProgram;
  onSubmit: (input: PartnerUpsertInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PartnerFormValues>({ defaultValues: partnerFormDefaults(partner) });
  const fields = useFieldArray({ control: form.control, name: 'fields' });
  const { errors, isSubmitting } = form.formState;
  const types = form.watch('fields');
  const errorAt = (path: string) =>
    (form.getFieldState(path as FieldPath<PartnerFormValues>).error?.message ?? undefined) as string | undefined;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const found = validatePartnerForm(values);
    if (Object.keys(found).length > 0) {
      for (const [path, message] of Object.entries(found)) {
        form.setError(path as FieldPath<PartnerFormValues>, { type: 'validate', message });
      }
      setFormError('Confira os campos marcados.');
      return;
    }
    try {
      await onSubmit(toPartnerUpsert(values));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [path, message] of Object.entries(error.fields)) {
          form.setError(path as FieldPath<PartnerFormValues>, { type: 'server', message });
        }
        setFormError(error.message);
      } else setFormError('Não foi possível salvar. Tente novamente.');
    }
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="grid gap-5"
      aria-label={partner ? 'Editar parceiro' : 'Novo parceiro'}
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Nome" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField
          label="Identificador"
          hint="Forma o endereço da página: letras minúsculas, números e hífens."
          error={errors.slug?.message}
        >
          <Input autoComplete="off" spellCheck={false} readOnly={!!partner} {...form.register('slug')} />
        </FormField>
      </div>
      <FormField label="Descrição" error={errors.description?.message}>
        <Textarea rows={4} {...form.register('description')} />
      </FormField>
      <FormField label="Benefícios" hint="Um por linha, até 12." error={errors.benefits?.message}>
        <Textarea rows={4} {...form.register('benefits')} />
      </FormField>
      <FormField label="Site do parceiro (opcional)" error={errors.websiteUrl?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('websiteUrl')} />
      </FormField>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Checkbox
              id="parceiro-ativo"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor="parceiro-ativo">Recebendo adesões</Label>
          </div>
        )}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Campos do formulário de adesão</legend>
        {errorAt('fields') && <p className="text-sm text-destructive">{errorAt('fields')}</p>}
        <ol className="grid gap-3">
          {fields.fields.map((item, index) => (
            <li key={item.id} className="grid gap-3 rounded-md border border-border p-3">
              <div className="grid items-start gap-3 sm:grid-cols-2">
                <FormField label={`Rótulo do campo ${index + 1}`} error={errorAt(`fields.${index}.label`)}>
                  <Input {...form.register(`fields.${index}.label`)} />
                </FormField>
                <FormField label="Chave" hint="Letras, números e _." error={errorAt(`fields.${index}.key`)}>
                  <Input spellCheck={false} {...form.register(`fields.${index}.key`)} />
                </FormField>
                <Controller
                  control={form.control}
                  name={`fields.${index}.type`}
                  render={({ field }) => (
                    <div className="grid gap-2">
                      <Label htmlFor={`campo-tipo-${item.id}`}>Tipo</Label>
                      <Select value={field.value} onValueChange={field.onChange}>
                        <SelectTrigger id={`campo-tipo-${item.id}`}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {Object.entries(partnerFieldTypeLabels).map(([value, text]) => (
                            <SelectItem key={value} value={value}>
                              <SelectItemText>{text}</SelectItemText>
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    </div>
                  )}
                />
                <Controller
                  control={form.control}
                  name={`fields.${index}.required`}
                  render={({ field }) => (
                    <div className="flex items-center gap-3 sm:pt-7">
                      <Checkbox
                        id={`campo-obrigatorio-${item.id}`}
                        checked={field.value}
                        onCheckedChange={(checked) => field.onChange(checked === true)}
                      />
                      <Label htmlFor={`campo-obrigatorio-${item.id}`}>Obrigatório</Label>
                    </div>
                  )}
                />
              </div>
              {types[index]?.type === 'select' && (
                <FormField label="Opções" hint="Uma por linha." error={errorAt(`fields.${index}.options`)}>
                  <Textarea rows={3} {...form.register(`fields.${index}.options`)} />
                </FormField>
              )}
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-end"
                onClick={() => fields.remove(index)}
                disabled={fields.fields.length === 1}
                aria-label={`Tirar o campo ${index + 1}`}
              >
                <Trash2 aria-hidden="true" />
                Tirar campo
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={fields.fields.length >= 20}
          onClick={() => fields.append({ key: '', label: '', type: 'text', required: false, options: '' })}
        >
          <Plus aria-hidden="true" />
          Adicionar campo
        </Button>
      </fieldset>
      <FormActions
        closeLabel="Cancelar"
        onClose={onCancel}
        submitLabel={partner ? 'Salvar parceiro' : 'Criar parceiro'}
        busyLabel="Salvando…"
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
