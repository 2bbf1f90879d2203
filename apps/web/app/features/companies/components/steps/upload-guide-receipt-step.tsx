import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { uploadGuideReceiptPayloadSchema } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { StepFormShell } from './step-form-shell';
import { FormField } from '~/components/ui/form-field';
import { MaskedInput } from '~/components/ui/masked-input';
import { ApiError } from '~/lib/api-client';
import { brDateToIso, isoToBrDate } from '~/lib/masks';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { readStoredSession } from '~/lib/session-cookies';
import { companyFileProblem, uploadCompanyFile } from '../../api/company-files-api';
import { stepResolver } from '~/lib/step-form';
import { useStepSubmission } from '../../use-step-submission';
import { stepPayload } from '../../wizard-state';
import { GuideDetails, guideFromPayload } from '../guide-details';
import { ReceiptFileField } from '../receipt-file-field';
import { StepActions } from '../step-actions';
import type { StepProps } from './step-props';

interface ReceiptFormValues {
  /** Filled in once the file is sent. */
  receiptFileId: string;
  /** dd/mm/aaaa. */
  paidAt: string;
}

/** The guide to pay, then the receipt: the file goes up first (with its progress), then the step. */
export function UploadGuideReceiptStep({ companyId, track, onSaved, onBack }: StepProps) {
  const { apiBaseUrl } = useRuntimeConfig();
  const guide = guideFromPayload(stepPayload(track, 'awaiting-guide'));
  const [defaultValues] = useState<ReceiptFormValues>(() => {
    const saved = stepPayload(track, 'upload-guide-receipt');
    return {
      receiptFileId: typeof saved?.receiptFileId === 'string' ? saved.receiptFileId : '',
      paidAt: typeof saved?.paidAt === 'string' ? isoToBrDate(saved.paidAt) : '',
    };
  });
  const form = useForm({
    resolver: stepResolver(uploadGuideReceiptPayloadSchema, (values: ReceiptFormValues) => ({
      receiptFileId: values.receiptFileId || undefined,
      paidAt: brDateToIso(values.paidAt),
    })),
    defaultValues,
  });
  const { submit, formError, setFormError } = useStepSubmission({
    companyId,
    stepId: 'upload-guide-receipt',
    form,
    onSaved,
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isUploading, setUploading] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const hasSavedFile = !!defaultValues.receiptFileId;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setProgress(null);
    setFileError(chosen ? companyFileProblem(chosen) : null);
  };

  /** The file first; the form's own validation (the date) runs after. */
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (file && form.getValues('receiptFileId') === '') {
      const problem = companyFileProblem(file);
      if (problem) return setFileError(problem);
      setUploading(true);
      setProgress(0);
      try {
        const uploaded = await uploadCompanyFile({
          baseUrl: apiBaseUrl,
          companyId,
          file,
          accessToken: readStoredSession().accessToken,
          onProgress: setProgress,
        });
        form.setValue('receiptFileId', uploaded.id);
      } catch (error) {
        setProgress(null);
        setFileError(error instanceof ApiError ? error.message : 'Não foi possível enviar o arquivo. Tente novamente.');
        return;
      } finally {
        setUploading(false);
      }
    } else if (!file && !form.getValues('receiptFileId')) {
      setFileError(companyFileProblem(null));
    }
    await form.handleSubmit((payload) => submit(payload))();
  };

  return (
    <div className="grid gap-8">
      {guide ? (
        <GuideDetails guide={guide} />
      ) : (
        <Alert>A guia não está disponível agora. Fale com o nosso time se precisar dela de novo.</Alert>
      )}
      <StepFormShell
        errorId="receipt-error"
        formError={formError}
        onSubmit={(event) => void onSubmit(event)}
        className="gap-6"
      >
        <ReceiptFileField
          file={file}
          onFileChange={(chosen) => {
            // A new file replaces one sent before.
            form.setValue('receiptFileId', chosen ? '' : defaultValues.receiptFileId);
            chooseFile(chosen);
          }}
          progress={progress}
          error={fileError ?? (file ? undefined : errors.receiptFileId?.message)}
          hasSavedFile={hasSavedFile}
          disabled={isUploading || isSubmitting}
        />
        <FormField label="Data do pagamento" error={errors.paidAt?.message} hint="dd/mm/aaaa" className="sm:max-w-xs">
          <MaskedInput mask="date" placeholder="dd/mm/aaaa" {...form.register('paidAt')} />
        </FormField>
        <StepActions
          isSaving={isUploading || isSubmitting}
          savingLabel={isUploading ? 'Enviando o arquivo…' : 'Salvando…'}
          onBack={onBack}
          submitLabel="Enviar comprovante"
        />
      </StepFormShell>
    </div>
  );
}
