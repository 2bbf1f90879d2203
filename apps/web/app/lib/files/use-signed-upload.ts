import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { ANY_DOCUMENT_FILE, type FileRule } from './document-files';
import { uploadErrorMessage, uploadThroughSignedLink, type UploadedFile } from './signed-upload';

export type SignedUploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

export interface SignedUpload {
  status: SignedUploadStatus;
  /** 0 to 1 while uploading; 1 once done. */
  progress: number;
  /** The file being sent or sent last. */
  fileName: string | null;
  /** What was stored, once done. */
  uploaded: UploadedFile | null;
  /** Why the last attempt failed, in Portuguese (the checks' or the API's message). */
  error: string | null;
  isUploading: boolean;
  /** Checks and sends `file`; resolves with what was stored, or null when it failed (see `error`). */
  start: (file: File) => Promise<UploadedFile | null>;
  /** Stops a transfer under way. */
  cancel: () => void;
  /** Back to idle (e.g. when a dialog closes). */
  reset: () => void;
  /** Shows a failure of the step after the upload (e.g. `POST /documents` refused) in the same place. */
  fail: (message: string) => void;
}

const IDLE = { status: 'idle', progress: 0, fileName: null, uploaded: null, error: null } as const;

/**
 * Uploads one file at a time to the company's storage through a signed link, keeping
 * its progress for a bar (render it with `<UploadProgress upload={...} />`).
 *
 * ```tsx
 * const upload = useSignedUpload(companyId, PDF_OR_IMAGE_FILE);
 * const sent = await upload.start(file); // null: upload.error says why
 * if (sent) await createDocument(client, companyId, { key: sent.key, type: 'cnpj_card' });
 * ```
 *
 * Works for a system admin too (the API lets them upload to any company). Leaving the
 * page cancels a transfer under way.
 */
export function useSignedUpload(companyId: string, rule: FileRule = ANY_DOCUMENT_FILE): SignedUpload {
  const client = useApiClient();
  const { apiBaseUrl } = useRuntimeConfig();
  const [state, setState] =
    useState<Pick<SignedUpload, 'status' | 'progress' | 'fileName' | 'uploaded' | 'error'>>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', progress: 0, fileName: file.name, uploaded: null, error: null });
      try {
        const uploaded = await uploadThroughSignedLink({
          client,
          apiBaseUrl,
          companyId,
          file,
          rule,
          signal: current.signal,
          onProgress: (progress) => {
            if (!current.signal.aborted) setState((before) => ({ ...before, progress }));
          },
        });
        if (current.signal.aborted) return null;
        setState({ status: 'done', progress: 1, fileName: file.name, uploaded, error: null });
        return uploaded;
      } catch (error) {
        if (current.signal.aborted) return null;
        setState({
          status: 'failed',
          progress: 0,
          fileName: file.name,
          uploaded: null,
          error: uploadErrorMessage(error),
        });
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [client, apiBaseUrl, companyId, rule],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  }, []);

  const fail = useCallback(
    (message: string) => setState((before) => ({ ...before, status: 'failed', progress: 0, error: message })),
    [],
  );

  return { ...state, isUploading: state.status === 'uploading', start, cancel, reset: cancel, fail };
}
