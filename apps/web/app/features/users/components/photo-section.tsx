import { useEffect, useId, useRef, useState } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { PROFILE_PHOTO_TYPES, type CurrentUser } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { UserAvatar } from '~/layouts/user-avatar';
import { DetailSection } from '~/components/ui/detail-section';
import { UploadProgress } from '~/components/ui/upload-field';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { readStoredSession } from '~/lib/session-cookies';
import { removeProfilePhoto, uploadProfilePhoto } from '../profile-api';
import { photoProblem } from '../profile-forms';
import { useRefreshProfile } from './use-refresh-profile';

type UploadState = { status: 'idle' | 'uploading' | 'done' | 'failed'; progress: number; fileName: string | null };
const IDLE: UploadState = { status: 'idle', progress: 0, fileName: null };

/** The photo of the header: sent with its progress; the API crops and shrinks it to 256×256. */
export function PhotoSection({ user }: { user: CurrentUser }) {
  const client = useApiClient();
  const { apiBaseUrl } = useRuntimeConfig();
  const refreshProfile = useRefreshProfile();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<UploadState>(IDLE);
  const [error, setError] = useState<string | null>(null);
  const [isRemoving, setRemoving] = useState(false);

  useEffect(() => () => controller.current?.abort(), []);

  const send = async (file: File) => {
    setError(null);
    const problem = photoProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setUpload({ status: 'uploading', progress: 0, fileName: file.name });
    try {
      const updated = await uploadProfilePhoto({
        apiBaseUrl,
        accessToken: readStoredSession().accessToken,
        uid: user.uid,
        file,
        signal: current.signal,
        onProgress: (progress) => setUpload((before) => ({ ...before, progress })),
      });
      setUpload({ status: 'done', progress: 1, fileName: file.name });
      await refreshProfile(updated);
      toast.success('Foto atualizada.');
    } catch (err) {
      if (current.signal.aborted) return;
      setUpload(IDLE);
      setError(err instanceof ApiError ? err.message : 'Não foi possível enviar a foto. Tente novamente.');
    }
  };

  const remove = async () => {
    setRemoving(true);
    setError(null);
    try {
      await refreshProfile(await removeProfilePhoto(client, user.uid));
      setUpload(IDLE);
      toast.success('Foto removida.');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível remover a foto. Tente novamente.');
    } finally {
      setRemoving(false);
    }
  };

  const isUploading = upload.status === 'uploading';
  return (
    <DetailSection title="Foto">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <UserAvatar name={user.displayName} photoUrl={user.photoUrl} className="size-24 text-2xl" />
        <div className="grid min-w-0 flex-1 gap-3">
          <p className="text-sm text-muted-foreground">
            JPG, PNG ou WebP de até 5 MB. A foto é recortada no centro, em formato quadrado.
          </p>
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={inputId}
              className={buttonVariants({
                variant: 'outline',
                className: isUploading ? 'pointer-events-none opacity-60' : '',
              })}
            >
              <ImageUp aria-hidden="true" />
              {user.photoUrl ? 'Trocar foto' : 'Enviar foto'}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={PROFILE_PHOTO_TYPES.join(',')}
              className="sr-only"
              disabled={isUploading}
              aria-label="Foto do perfil"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send(file);
              }}
            />
            {user.photoUrl && (
              <Button variant="ghost" onClick={() => void remove()} disabled={isRemoving || isUploading}>
                <Trash2 aria-hidden="true" />
                {isRemoving ? 'Removendo…' : 'Remover foto'}
              </Button>
            )}
          </div>
          <UploadProgress
            upload={upload}
            progressLabel="Envio da foto"
            doneText={(fileName) => `${fileName} enviada`}
          />
          {error && <Alert tone="error">{error}</Alert>}
        </div>
      </div>
    </DetailSection>
  );
}
