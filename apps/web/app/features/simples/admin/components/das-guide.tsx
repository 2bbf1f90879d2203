import { useState, type FormEvent } from 'react';
import { simplesGuideMessages } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FilePicker, NO_FILE_CHOSEN } from '~/components/ui/file-picker';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { PDF_OR_IMAGE_FILE } from '~/lib/files/document-files';
import { uploadErrorMessage, uploadThroughSignedLink } from '~/lib/files/signed-upload';
import { useSimplesReport } from '~/features/reports';
import type { MonthPartProps } from './month-part';
import { formatReais } from '~/lib/format/money';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { createDasGuide } from '../simples-guide-api';

const brDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The DAS guide of a confirmed month: the accountant types the linha digitável from the
 * PGDAS-D (the product writes the PDF with the confirmed value, competence and due date) or
 * attaches the Receita's PDF. It goes to the company's "Guias a pagar" with an e-mail.
 */
export function DasGuide({ companyId, month, onChanged }: MonthPartProps) {
  const client = useApiClient();
  const { apiBaseUrl } = useRuntimeConfig();
  const report = useSimplesReport(companyId, month);
  const [barcode, setBarcode] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const data = report.data;
  if (!data?.confirmation || data.confirmation.differences.length > 0 || !data.totalDas) return null;
  if (data.confirmation.guideDocumentId)
    return (
      <p className="text-sm" role="status">
        Guia do DAS enviada à empresa: {formatReais(data.totalDas)}, vencimento {brDate(data.dueDate)}.
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = barcode.replace(/\D/g, '');
    if (!file && digits.length !== 48) return setError(simplesGuideMessages.barcodeInvalid);
    setPending(true);
    setError(null);
    try {
      if (file) {
        const uploaded = await uploadThroughSignedLink({
          client,
          apiBaseUrl,
          companyId,
          file,
          rule: PDF_OR_IMAGE_FILE,
        });
        await createDasGuide(client, companyId, month, { key: uploaded.key });
      } else {
        await createDasGuide(client, companyId, month, { barcode: digits });
      }
      onChanged();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : uploadErrorMessage(cause));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3" aria-label="Guia do DAS">
      <h3 className="font-semibold">Guia do DAS</h3>
      <p className="text-sm text-muted-foreground">
        Valor {formatReais(data.totalDas)}, vencimento {brDate(data.dueDate)}, da apuração confirmada. Informe a linha
        digitável do PGDAS-D para gerarmos a guia, ou envie o PDF do DAS.
      </p>
      <FormField label="Linha digitável" hint="48 números">
        <Input
          inputMode="numeric"
          autoComplete="off"
          value={barcode}
          disabled={file !== null}
          onChange={(event) => setBarcode(event.target.value)}
        />
      </FormField>
      <FormField label="Ou o PDF do DAS">
        <FilePicker
          accept="application/pdf"
          chosenText={file?.name ?? NO_FILE_CHOSEN}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </FormField>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={pending} className="w-fit">
        {pending ? 'Enviando…' : 'Enviar guia à empresa'}
      </Button>
    </form>
  );
}
