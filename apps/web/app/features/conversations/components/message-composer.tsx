import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Paperclip, Send, X } from 'lucide-react';
import { CONVERSATION_BODY_MAX, CONVERSATION_MAX_ATTACHMENTS, conversationMessages as text } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Label } from '~/components/ui/label';
import { Textarea } from '~/components/ui/textarea';
import { UploadProgress } from '~/components/ui/upload-field';
import type { UploadedFile } from '~/lib/files/signed-upload';
import { useSignedUpload } from '~/lib/files/use-signed-upload';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { conversationKeys, postMessage } from '../api/conversations-api';

interface MessageComposerProps {
  companyId: string;
  conversationId: string;
  /** The firm may write internal notes the customer never sees. */
  canWriteNotes: boolean;
}

/** Writes a message (plain text) with attachments sent first through signed links (the vault's rules). */
export function MessageComposer({ companyId, conversationId, canWriteNotes }: MessageComposerProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const upload = useSignedUpload(companyId);
  const fileInput = useRef<HTMLInputElement>(null);
  const bodyId = useId();
  const errorId = useId();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const sent = await upload.start(file);
    if (sent) setFiles((current) => [...current, sent]);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '' && files.length === 0) {
      setError(text.bodyRequired);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await postMessage(client, companyId, conversationId, {
        body,
        internal,
        attachmentKeys: files.map((f) => f.key),
      });
      setBody('');
      setFiles([]);
      setInternal(false);
      upload.reset();
      await queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível enviar a mensagem. Tente novamente.');
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 rounded-lg border border-border bg-surface p-3"
      noValidate
    >
      <Label htmlFor={bodyId}>{internal ? 'Nota interna (o cliente não vê)' : 'Sua mensagem'}</Label>
      <Textarea
        id={bodyId}
        value={body}
        maxLength={CONVERSATION_BODY_MAX}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        className="min-h-20"
      />
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Arquivos anexados">
          {files.map((file) => (
            <li
              key={file.key}
              className="flex items-center gap-1 rounded-full border border-border bg-muted px-3 py-1 text-xs"
            >
              <span className="max-w-48 truncate">{file.fileName}</span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-surface"
                aria-label={`Remover ${file.fileName}`}
                onClick={() => setFiles((current) => current.filter((f) => f.key !== file.key))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {upload.status === 'uploading' && <UploadProgress upload={upload} progressLabel="Envio do anexo" />}
      {(error ?? upload.error) && (
        <Alert tone="error" id={errorId}>
          {error ?? upload.error}
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            id={`${bodyId}-file`}
            accept=".pdf,.jpg,.jpeg,.png,.webp,.xml,.ofx,.zip"
            onChange={(e) => void attach(e.target.files?.[0])}
            disabled={upload.isUploading || files.length >= CONVERSATION_MAX_ATTACHMENTS}
          />
          <Label
            htmlFor={`${bodyId}-file`}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm font-medium hover:bg-muted"
          >
            <Paperclip className="size-4" aria-hidden="true" /> Anexar arquivo
          </Label>
          {canWriteNotes && (
            <div className="flex items-center gap-2">
              <Checkbox id={`${bodyId}-internal`} checked={internal} onCheckedChange={(v) => setInternal(v === true)} />
              <Label htmlFor={`${bodyId}-internal`}>Nota interna</Label>
            </div>
          )}
        </div>
        <Button type="submit" disabled={sending || upload.isUploading}>
          <Send aria-hidden="true" /> {sending ? 'Enviando…' : 'Enviar'}
        </Button>
      </div>
    </form>
  );
}
