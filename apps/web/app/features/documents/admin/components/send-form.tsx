import { useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { documentTypeLabels, type CompanyDocument, type DocumentType } from '@contabil/contracts';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { UploadField } from '~/components/ui/upload-field';
import type { FileRule } from '~/lib/files/document-files';
import { applyApiError } from '~/lib/api-form-errors';
import {
  documentCreateBody,
  withFormFieldNames,
  type DocumentFormValues,
  type GuideFormValues,
} from '../document-forms';
import { useSendDocument } from '../use-send-document';
import { SendPanel } from './send-panel';
import { ChoiceSelect } from '~/components/ui/choice-select';

/** The fields every "Enviar …" form has: the type, an optional title and the file. */
interface SendFormInput {
  type: string;
  title: string;
  file: File | null;
}

interface SendFormProps<TInput extends SendFormInput, TValues extends GuideFormValues | DocumentFormValues> {
  companyId: string;
  onSent: (document: CompanyDocument) => void;
  onCancel: () => void;
  /** The heading, the form's name and its submit label. */
  title: string;
  description: string;
  schema: z.ZodType<TValues, TInput>;
  defaultValues: TInput;
  /** The form fields the API's field errors may name. */
  fields: readonly Path<TInput>[];
  typeLabel: string;
  types: readonly DocumentType[];
  /** The file the chosen type takes. */
  ruleFor: (type: string) => FileRule;
  /** With a hint, the title takes the whole row. */
  titleHint?: string;
  fileLabel: string;
  progressLabel: string;
  /** The form's own fields, between the type and the title. */
  children?: (form: UseFormReturn<TInput, unknown, TValues>) => ReactNode;
}

/** An accountant's "Enviar …" form: the file through a signed link, then the document; the API's refusals on their fields. */
export function SendForm<TInput extends SendFormInput, TValues extends GuideFormValues | DocumentFormValues>({
  companyId,
  onSent,
  onCancel,
  title,
  description,
  schema,
  defaultValues,
  fields,
  typeLabel,
  types,
  ruleFor,
  titleHint,
  fileLabel,
  progressLabel,
  children,
}: SendFormProps<TInput, TValues>) {
  const form = useForm<TInput, unknown, TValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<TInput>,
  });
  const rule = ruleFor(form.watch('type' as Path<TInput>) as string);
  const { upload, send } = useSendDocument(companyId, rule);
  const [formError, setFormError] = useState<string | null>(null);
  const { isSubmitting } = form.formState;
  const errors = form.formState.errors as FieldErrors<SendFormInput>;
  const typeLabels = Object.fromEntries(types.map((type) => [type, documentTypeLabels[type]]));

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const document = await send(values.file!, (key) => documentCreateBody(values, key));
      if (document) onSent(document);
    } catch (error) {
      setFormError(applyApiError(withFormFieldNames(error), form.setError, fields));
    }
  });

  return (
    <SendPanel
      title={title}
      description={description}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      formError={formError}
      isSubmitting={isSubmitting}
      isUploading={upload.isUploading}
      submitLabel={title}
    >
      <Controller
        control={form.control}
        name={'type' as Path<TInput>}
        render={({ field }) => (
          <FormField label={typeLabel} error={errors.type?.message}>
            <ChoiceSelect
              labels={typeLabels}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              disabled={isSubmitting}
            />
          </FormField>
        )}
      />
      {children?.(form)}
      <FormField
        label="Título (opcional)"
        error={errors.title?.message}
        {...(titleHint ? { hint: titleHint, className: 'sm:col-span-2' } : {})}
      >
        <Input maxLength={120} autoComplete="off" {...form.register('title' as Path<TInput>)} />
      </FormField>
      <Controller
        control={form.control}
        name={'file' as Path<TInput>}
        render={({ field }) => (
          <div className="sm:col-span-2">
            <UploadField
              upload={upload}
              label={fileLabel}
              rule={rule}
              clearAfterChoice={false}
              disabled={isSubmitting}
              error={errors.file?.message ?? null}
              progressLabel={progressLabel}
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
