import { useId, useState } from 'react';
import { CheckCircle2, FileText } from 'lucide-react';
import { FilePicker, NO_FILE_CHOSEN } from '~/components/ui/file-picker';
import { Progress } from '~/components/ui/progress';
import { ANY_DOCUMENT_FILE, type FileRule } from '~/lib/files/document-files';
import type { SignedUpload } from '~/lib/files/use-signed-upload';

/** The progress of a signed upload: the bar with its percentage while sending, a check once sent. */
export function UploadProgress({
  upload,
  progressLabel,
  doneText = (fileName) => `${fileName} enviado`,
}: {
  upload: Pick<SignedUpload, 'status' | 'progress' | 'fileName'>;
  /** The bar's accessible name, e.g. "Envio do comprovante". */
  progressLabel: string;
  doneText?: (fileName: string) => string;
}) {
  const percent = Math.round(upload.progress * 100);
  if (upload.status === 'uploading' || upload.status === 'done') {
    const done = upload.status === 'done';
    return (
      <div className="grid gap-1.5" data-slot="upload-progress">
        <p className="flex min-w-0 items-center gap-2 text-sm">
          {done ? (
            <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
          ) : (
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {done ? doneText(upload.fileName ?? '') : `Enviando ${upload.fileName ?? ''}…`}
          </span>
        </p>
        <Progress value={percent} aria-label={progressLabel} aria-valuetext={`${percent}%`} />
        <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
          {done ? 'Envio concluído' : `${percent}%`}
        </p>
      </div>
    );
  }
  return null;
}

interface UploadFieldProps {
  /** A signed upload, or any upload that keeps the same state (e.g. the OFX import's). */
  upload: Pick<SignedUpload, 'status' | 'progress' | 'fileName' | 'error' | 'isUploading'>;
  label: string;
  /** Under the input; the rule's own hint (types, 20 MB) when not given. */
  hint?: string;
  rule?: FileRule;
  disabled?: boolean;
  /** A file was chosen. */
  onFile: (file: File | null) => void;
  /** Empties the input after each choice (a file uploaded at once can then be chosen again after a failure). */
  clearAfterChoice?: boolean;
  /** A problem found by the form itself (no file chosen...), shown like the upload's own errors. */
  error?: string | null;
  progressLabel?: string;
  doneText?: (fileName: string) => string;
  id?: string;
}

/**
 * A file input with its hint, the upload's progress bar and its error, all linked for
 * screen readers. What happens to the file is the caller's: usually `upload.start(file)`.
 */
export function UploadField({
  upload,
  label,
  hint,
  rule = ANY_DOCUMENT_FILE,
  disabled,
  onFile,
  clearAfterChoice = true,
  error,
  progressLabel,
  doneText,
  id: givenId,
}: UploadFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = error ?? upload.error;
  // The file chosen, shown beside the button while the form holds it (not for inputs that send at once).
  const [chosen, setChosen] = useState<string | null>(null);
  const isDisabled = !!disabled || upload.isUploading;
  // While sending (and once sent) the progress below names the file.
  const chosenText = chosen ?? (upload.status === 'uploading' || upload.status === 'done' ? null : NO_FILE_CHOSEN);

  return (
    <div className="grid min-w-0 content-start gap-2" data-slot="upload-field">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      <div className="grid min-w-0 gap-3 rounded-md border border-dashed border-input bg-surface p-3">
        <FilePicker
          id={id}
          accept={rule.accept}
          describedBy={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
          invalid={!!message}
          disabled={isDisabled}
          chosenText={chosenText}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0] ?? null;
            setChosen(clearAfterChoice ? null : (file?.name ?? null));
            onFile(file);
            if (clearAfterChoice) input.value = '';
          }}
        />
        <UploadProgress
          upload={upload}
          progressLabel={progressLabel ?? `Envio: ${label}`}
          {...(doneText ? { doneText } : {})}
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint ?? rule.hint}
      </p>
      {message && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
