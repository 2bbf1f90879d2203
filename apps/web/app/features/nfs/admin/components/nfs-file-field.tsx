import { useId, useState } from 'react';
import { CheckCircle2, FileText } from 'lucide-react';
import type { NfsFileKind, NfsRequest } from '@contabil/contracts';
import { FilePicker, NO_FILE_CHOSEN } from '~/components/ui/file-picker';
import { Progress } from '~/components/ui/progress';
import { ApiError } from '~/lib/api-client';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { readStoredSession } from '~/lib/session-cookies';
import { nfsFileHref, uploadNfsFile } from '../api/nfs-admin-api';
import { NFS_FILE_ACCEPT, NFS_FILE_LABELS, nfsFileProblem } from '../nfs-files';
import { FileLink } from './request-details';

interface NfsFileFieldProps {
  request: NfsRequest;
  kind: NfsFileKind;
  /** The request as the API answered the upload (hasPdf/hasXml updated). */
  onUploaded: (request: NfsRequest) => void;
  onBusyChange: (kind: NfsFileKind, busy: boolean) => void;
  disabled?: boolean;
}

/** One of the note's files: chosen, checked, sent at once with its progress; a new one replaces it. */
export function NfsFileField({ request, kind, onUploaded, onBusyChange, disabled }: NfsFileFieldProps) {
  const { apiBaseUrl } = useRuntimeConfig();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [progress, setProgress] = useState<number | null>(null);
  const [sentName, setSentName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attached = kind === 'pdf' ? request.hasPdf : request.hasXml;
  const isUploading = progress !== null && progress < 1;

  const send = async (file: File | null) => {
    const problem = nfsFileProblem(kind, file);
    if (problem || !file) return setError(problem);
    setError(null);
    setSentName(file.name);
    setProgress(0);
    onBusyChange(kind, true);
    try {
      const updated = await uploadNfsFile({
        baseUrl: apiBaseUrl,
        requestId: request.id,
        kind,
        file,
        accessToken: readStoredSession().accessToken,
        onProgress: setProgress,
      });
      setProgress(1);
      onUploaded(updated);
    } catch (failure) {
      setProgress(null);
      setSentName(null);
      setError(failure instanceof ApiError ? failure.message : 'Não foi possível enviar o arquivo. Tente novamente.');
    } finally {
      onBusyChange(kind, false);
    }
  };

  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {NFS_FILE_LABELS[kind]}
      </label>
      <div className="grid gap-3 rounded-md border border-dashed border-input bg-surface p-3">
        <FilePicker
          id={id}
          accept={NFS_FILE_ACCEPT[kind]}
          describedBy={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          invalid={!!error}
          disabled={disabled || isUploading}
          // What was sent, and its progress, show below.
          chosenText={sentName || attached ? null : NO_FILE_CHOSEN}
          onChange={(event) => {
            const input = event.currentTarget;
            void send(input.files?.[0] ?? null).finally(() => {
              // The same file can be chosen again after a failure.
              input.value = '';
            });
          }}
        />
        {attached && !isUploading && (
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {sentName ? `${sentName} anexado` : `${kind.toUpperCase()} anexado`}
            </span>
            <FileLink href={nfsFileHref(request, kind)}>Conferir</FileLink>
          </p>
        )}
        {isUploading && (
          <div className="grid gap-1">
            <p className="flex min-w-0 items-center gap-2 text-sm">
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 truncate">Enviando {sentName}…</span>
            </p>
            <Progress value={Math.round((progress ?? 0) * 100)} aria-label={`Envio do ${kind.toUpperCase()}`} />
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {Math.round((progress ?? 0) * 100)}%
            </p>
          </div>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {kind === 'pdf' ? 'O PDF (DANFSe) baixado do sistema nacional' : 'O XML da NFS-e'}, até 5 MB.
        {attached ? ' Escolha outro arquivo para trocar o anexado.' : ''}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
