import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CompanyDocument } from '@contabil/contracts';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { UploadField } from '~/components/ui/upload-field';
import { applyApiError } from '~/lib/api-form-errors';
import {
  COMPANY_DOCUMENT_TYPES,
  documentCreateBody,
  DOCUMENT_FIELDS,
  documentFormSchema,
  EMPTY_DOCUMENT_FORM,
  fileRuleFor,
  withFormFieldNames,
  type DocumentFormInput,
  type DocumentFormValues,
} from '../document-forms';
import { useSendDocument } from '../use-send-document';
import { SendPanel } from './send-panel';
import { TypeSelect } from './type-select';

interface SendDocumentFormProps {
  companyId: string;
  onSent: (document: CompanyDocument) => void;
  onCancel: () => void;
}

/** "Enviar documento": the company's own documents (contrato social, cartão CNPJ...), statements and others. */
export function SendDocumentForm({ companyId, onSent, onCancel }: SendDocumentFormProps) {
  const form = useForm<DocumentFormInput, unknown, DocumentFormValues>({
    resolver: zodResolver(documentFormSchema),
    defaultValues: EMPTY_DOCUMENT_FORM,
  });
  const rule = fileRuleFor(form.watch('type'));
  const { upload, send } = useSendDocument(companyId, rule);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const document = await send(values.file!, (key) => documentCreateBody(values, key));
      if (document) onSent(document);
    } catch (error) {
      setFormError(applyApiError(withFormFieldNames(error), form.setError, DOCUMENT_FIELDS));
    }
  });

  return (
    <SendPanel
      title="Enviar documento"
      description="Documentos da empresa que a contabilidade entrega: ficam disponíveis para ela baixar."
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      formError={formError}
      isSubmitting={isSubmitting}
      isUploading={upload.isUploading}
      submitLabel="Enviar documento"
    >
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <FormField label="Tipo do documento" error={errors.type?.message}>
            <TypeSelect
              types={COMPANY_DOCUMENT_TYPES}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              disabled={isSubmitting}
            />
          </FormField>
        )}
      />
      <FormField label="Título (opcional)" error={errors.title?.message}>
        <Input maxLength={120} autoComplete="off" {...form.register('title')} />
      </FormField>
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <div className="sm:col-span-2">
            <UploadField
              upload={upload}
              label="Arquivo"
              rule={rule}
              clearAfterChoice={false}
              disabled={isSubmitting}
              error={errors.file?.message ?? null}
              progressLabel="Envio do documento"
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
