import { useId } from 'react';
import { FileText } from 'lucide-react';
import { FilePicker, NO_FILE_CHOSEN } from '~/components/ui/file-picker';
import { Progress } from '~/components/ui/progress';

interface ReceiptFileFieldProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** 0..1 while sending; null otherwise. */
  progress: number | null;
  error?: string | null | undefined;
  /** A receipt was sent before (the step is being changed): keeping it is fine. */
  hasSavedFile?: boolean;
  disabled?: boolean;
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** The receipt's file: a real file input behind a button, what was chosen, and the sending progress. */
export function ReceiptFileField({
  file,
  onFileChange,
  progress,
  error,
  hasSavedFile,
  disabled,
}: ReceiptFileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        Comprovante de pagamento
      </label>
      <div className="grid gap-3 rounded-md border border-dashed border-input bg-surface p-4">
        <FilePicker
          id={id}
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          describedBy={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          invalid={!!error}
          disabled={disabled}
          // The chosen file and its size show below.
          chosenText={file || hasSavedFile ? null : NO_FILE_CHOSEN}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
        {(file || hasSavedFile) && (
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 truncate">
              {file
                ? `${file.name} (${formatSize(file.size)})`
                : 'Você já enviou um comprovante. Escolha outro arquivo só se quiser trocá-lo.'}
            </span>
          </p>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        PDF, JPG ou PNG de até 5 MB.
      </p>
      {progress !== null && (
        <div className="grid gap-1">
          <Progress value={Math.round(progress * 100)} aria-label="Envio do comprovante" />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {progress < 1 ? `Enviando… ${Math.round(progress * 100)}%` : 'Arquivo enviado'}
          </p>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
