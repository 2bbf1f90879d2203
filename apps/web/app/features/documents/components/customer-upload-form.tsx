import { DetailSection } from '~/components/ui/detail-section';
import { useId, useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { documentMessages, documentTypeLabels } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '~/components/ui/select';
import { toast } from '~/platform/toast';
import { useCreateDocument } from '../api/use-documents';
import { ANY_DOCUMENT_FILE, uploadFileProblem } from '~/lib/files/document-files';
import { brasiliaToday } from '~/lib/brasilia-today';
import { formatMonthLong } from '~/lib/format/months';
import { CUSTOMER_UPLOAD_TYPES, recentCompetences, type CustomerUploadType } from '../document-status';
import { useSignedUpload } from '~/lib/files/use-signed-upload';
import { UploadField } from '~/components/ui/upload-field';

export const DOCUMENT_SENT_MESSAGE = 'Documento enviado para a contabilidade.';
export const TYPE_REQUIRED_MESSAGE = 'Escolha o tipo do documento';
const NO_MONTH = 'nenhum';

const TYPE_HINTS: Record<CustomerUploadType, string> = {
  payment_receipt: 'Comprovantes de impostos, boletos e despesas pagas.',
  bank_statement: 'O extrato da conta da empresa (PDF ou OFX do banco).',
  other: 'Contratos com clientes, recibos, notas de compra e o que mais a contabilidade pedir.',
};

/** The customer sends a receipt, a bank statement or anything else: type, title, month and the file with its progress. */
export function CustomerUploadForm({ companyId }: { companyId: string }) {
  const id = useId();
  const upload = useSignedUpload(companyId, ANY_DOCUMENT_FILE);
  const create = useCreateDocument(companyId);
  const [type, setType] = useState<CustomerUploadType | null>(null);
  const [title, setTitle] = useState('');
  const [competence, setCompetence] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ type?: string; file?: string }>({});
  // Remounts the file input once a document was sent: the chosen file is cleared with the rest.
  const [round, setRound] = useState(0);
  const isBusy = upload.isUploading || create.isPending;
  const months = recentCompetences(brasiliaToday(), 24);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: { type?: string; file?: string } = {};
    if (!type) problems.type = TYPE_REQUIRED_MESSAGE;
    const fileProblem = uploadFileProblem(file, ANY_DOCUMENT_FILE);
    if (fileProblem) problems.file = fileProblem;
    setErrors(problems);
    if (!type || !file || Object.keys(problems).length) return;
    const sent = await upload.start(file);
    if (!sent) return;
    create.mutate(
      {
        key: sent.key,
        type,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(competence ? { competence } : {}),
      },
      {
        onSuccess: () => {
          toast.success(DOCUMENT_SENT_MESSAGE);
          setType(null);
          setTitle('');
          setCompetence(null);
          setFile(null);
          setRound((value) => value + 1);
          upload.reset();
        },
        onError: (error) => upload.fail(error.message),
      },
    );
  };

  return (
    <DetailSection
      title="Enviar um documento"
      description="Comprovantes, extratos e outros papéis que a contabilidade precisa. Os documentos da empresa (contrato social, alvarás...) têm a página deles."
      className="shadow-sm"
    >
      <form className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-tipo`}>Tipo do documento</Label>
          <Select
            value={type ?? ''}
            onValueChange={(value) => {
              setType(value as CustomerUploadType);
              setErrors(({ type: _done, ...rest }) => rest);
            }}
            disabled={isBusy}
          >
            <SelectTrigger
              id={`${id}-tipo`}
              aria-invalid={errors.type ? true : undefined}
              aria-describedby={errors.type ? `${id}-tipo-erro` : type ? `${id}-tipo-dica` : undefined}
            >
              <SelectValue placeholder="Escolha o tipo" />
            </SelectTrigger>
            <SelectContent>
              {CUSTOMER_UPLOAD_TYPES.map((option) => (
                <SelectItem key={option} value={option}>
                  <SelectItemText>{documentTypeLabels[option]}</SelectItemText>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {type && (
            <p id={`${id}-tipo-dica`} className="text-xs text-muted-foreground">
              {TYPE_HINTS[type]}
            </p>
          )}
          {errors.type && (
            <p id={`${id}-tipo-erro`} className="text-sm text-destructive">
              {errors.type}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Título (opcional)" hint={documentMessages.titleTooLong}>
            <Input
              value={title}
              maxLength={120}
              disabled={isBusy}
              placeholder="Ex.: Comprovante do aluguel"
              onChange={(event) => setTitle(event.target.value)}
            />
          </FormField>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-mes`}>Mês de referência (opcional)</Label>
            <Select
              value={competence ?? NO_MONTH}
              onValueChange={(value) => setCompetence(value === NO_MONTH ? null : value)}
              disabled={isBusy}
            >
              <SelectTrigger id={`${id}-mes`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_MONTH}>
                  <SelectItemText>Nenhum</SelectItemText>
                </SelectItem>
                {months.map((month) => (
                  <SelectItem key={month} value={month}>
                    <SelectItemText>{formatMonthLong(month)}</SelectItemText>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <UploadField
          key={round}
          upload={upload}
          label="Arquivo"
          rule={ANY_DOCUMENT_FILE}
          clearAfterChoice={false}
          disabled={create.isPending}
          error={errors.file ?? null}
          progressLabel="Envio do documento"
          onFile={(chosen) => {
            setFile(chosen);
            setErrors(({ file: _done, ...rest }) => rest);
            if (upload.status !== 'uploading') upload.reset();
          }}
        />
        <div>
          <Button type="submit" disabled={isBusy} aria-busy={isBusy || undefined} className="w-full sm:w-auto">
            <Upload aria-hidden="true" />
            {upload.isUploading ? 'Enviando…' : create.isPending ? 'Salvando…' : 'Enviar documento'}
          </Button>
        </div>
      </form>
    </DetailSection>
  );
}
