import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CompanyDocument } from '@contabil/contracts';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { MaskedInput } from '~/components/ui/masked-input';
import { MoneyInput } from '~/components/ui/money-input';
import { UploadField } from '~/components/ui/upload-field';
import { PDF_OR_IMAGE_FILE } from '~/lib/files/document-files';
import { COMPETENCE_MASK } from '~/lib/masks';
import { applyApiError } from '~/lib/api-form-errors';
import {
  documentCreateBody,
  EMPTY_GUIDE_FORM,
  GUIDE_FIELDS,
  GUIDE_TYPES,
  guideFormSchema,
  withFormFieldNames,
  type GuideFormInput,
  type GuideFormValues,
} from '../document-forms';
import { useSendDocument } from '../use-send-document';
import { SendPanel } from './send-panel';
import { TypeSelect } from './type-select';

interface SendGuideFormProps {
  companyId: string;
  onSent: (document: CompanyDocument) => void;
  onCancel: () => void;
}

/** "Enviar guia": a tax guide with competence, due date and amount; the company is e-mailed about it. */
export function SendGuideForm({ companyId, onSent, onCancel }: SendGuideFormProps) {
  const form = useForm<GuideFormInput, unknown, GuideFormValues>({
    resolver: zodResolver(guideFormSchema),
    defaultValues: EMPTY_GUIDE_FORM,
  });
  const { upload, send } = useSendDocument(companyId, PDF_OR_IMAGE_FILE);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const document = await send(values.file!, (key) => documentCreateBody(values, key));
      if (document) onSent(document);
    } catch (error) {
      setFormError(applyApiError(withFormFieldNames(error), form.setError, GUIDE_FIELDS));
    }
  });

  return (
    <SendPanel
      title="Enviar guia"
      description="A empresa recebe um e-mail com a guia e um lembrete três dias antes do vencimento."
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      formError={formError}
      isSubmitting={isSubmitting}
      isUploading={upload.isUploading}
      submitLabel="Enviar guia"
    >
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <FormField label="Tipo da guia" error={errors.type?.message}>
            <TypeSelect
              types={GUIDE_TYPES}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              disabled={isSubmitting}
            />
          </FormField>
        )}
      />
      <FormField label="Competência" hint="mm/aaaa" error={errors.competence?.message}>
        <MaskedInput mask={COMPETENCE_MASK} placeholder="mm/aaaa" autoComplete="off" {...form.register('competence')} />
      </FormField>
      <FormField label="Vencimento" hint="dd/mm/aaaa" error={errors.dueDate?.message}>
        <MaskedInput mask="date" placeholder="dd/mm/aaaa" autoComplete="off" {...form.register('dueDate')} />
      </FormField>
      <FormField label="Valor" error={errors.amount?.message}>
        <MoneyInput {...form.register('amount')} />
      </FormField>
      <FormField
        label="Título (opcional)"
        hint="Sem título, a guia aparece como o tipo e a competência, por exemplo: DAS 03/2025."
        error={errors.title?.message}
        className="sm:col-span-2"
      >
        <Input maxLength={120} autoComplete="off" {...form.register('title')} />
      </FormField>
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <div className="sm:col-span-2">
            <UploadField
              upload={upload}
              label="Arquivo da guia"
              rule={PDF_OR_IMAGE_FILE}
              clearAfterChoice={false}
              disabled={isSubmitting}
              error={errors.file?.message ?? null}
              progressLabel="Envio da guia"
              onFile={(file) => {
                upload.reset();
                field.onChange(file);
              }}
            />
          </div>
        )}
      />
    </SendPanel>
  );
}
