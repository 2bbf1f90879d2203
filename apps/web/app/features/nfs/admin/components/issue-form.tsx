import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { nfsMessages, type NfsFileKind, type NfsRequest } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { MaskedInput } from '~/components/ui/masked-input';
import { brasiliaToday } from '~/lib/brasilia-today';
import { applyApiError } from '~/lib/api-form-errors';
import { issueFormDefaults, issueFormSchema, type IssueFormInput, type IssueFormValues } from '../nfs-admin-forms';
import { NfsFileField } from './nfs-file-field';

const FIELDS = ['invoiceNumber', 'issueDate'] as const;

interface IssueFormProps {
  request: NfsRequest;
  onUploaded: (request: NfsRequest) => void;
  /** Sends the status change; rejects with the API's error. */
  onIssue: (values: IssueFormValues) => Promise<void>;
  onReject: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** For a request in processing: attach the PDF and the XML, then the note's number and date. */
export function IssueForm({ request, onUploaded, onIssue, onReject, onBusyChange }: IssueFormProps) {
  const form = useForm<IssueFormInput, unknown, IssueFormValues>({
    resolver: zodResolver(issueFormSchema),
    defaultValues: issueFormDefaults(brasiliaToday()),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<Record<NfsFileKind, boolean>>({ pdf: false, xml: false });
  const { errors, isSubmitting } = form.formState;
  const isUploading = uploading.pdf || uploading.xml;

  const setFileBusy = (kind: NfsFileKind, busy: boolean) => setUploading((current) => ({ ...current, [kind]: busy }));
  // The dialog stays open while a file goes up or the note is being saved.
  useEffect(() => onBusyChange(isUploading || isSubmitting), [isUploading, isSubmitting, onBusyChange]);

  // A file that arrives answers "attach the files first".
  const uploaded = (updated: NfsRequest) => {
    setFormError(null);
    onUploaded(updated);
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (!request.hasPdf || !request.hasXml) return setFormError(nfsMessages.filesMissing);
    try {
      await onIssue(values);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, FIELDS));
    }
  });

  return (
    <section
      aria-labelledby="issue-heading"
      className="grid gap-5 rounded-md border border-primary/30 bg-primary-soft/40 p-3 sm:p-4"
    >
      <div className="grid gap-1">
        <h3 id="issue-heading" className="font-semibold">
          Emitir a nota
        </h3>
        <p className="text-sm text-muted-foreground">
          Emita a NFS-e no sistema nacional com os dados acima, anexe o PDF e o XML e informe o número da nota. O
          cliente recebe um e-mail quando ela é marcada como emitida.
        </p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <NfsFileField
          request={request}
          kind="pdf"
          onUploaded={uploaded}
          onBusyChange={setFileBusy}
          disabled={isSubmitting}
        />
        <NfsFileField
          request={request}
          kind="xml"
          onUploaded={uploaded}
          onBusyChange={setFileBusy}
          disabled={isSubmitting}
        />
      </div>
      <form
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="Marcar como emitida"
        className="grid gap-4"
      >
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Número da nota" error={errors.invoiceNumber?.message}>
            <Input inputMode="numeric" autoComplete="off" maxLength={20} {...form.register('invoiceNumber')} />
          </FormField>
          <FormField label="Data de emissão" hint="dd/mm/aaaa" error={errors.issueDate?.message}>
            <MaskedInput mask="date" placeholder="dd/mm/aaaa" {...form.register('issueDate')} />
          </FormField>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button
            type="button"
            variant="outline"
            className="text-destructive"
            disabled={isSubmitting}
            onClick={onReject}
          >
            Recusar pedido
          </Button>
          <Button type="submit" disabled={isSubmitting || isUploading} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? 'Salvando…' : 'Marcar como emitida'}
          </Button>
        </div>
      </form>
    </section>
  );
}
