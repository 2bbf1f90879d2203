import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bankStatementMessages, OFX_MAX_BYTES, type OfxUploadResult } from '@contabil/contracts';
import { ApiError } from '~/lib/api-client';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { readStoredSession } from '~/lib/session-cookies';
import type { SignedUploadStatus } from '~/lib/files/use-signed-upload';
import { bankKeys, uploadOfx } from './api/bank-statements-api';

export const OFX_UPLOAD_FAILED_MESSAGE = 'Não foi possível importar o extrato. Tente novamente.';

export interface OfxUploadState {
  status: SignedUploadStatus;
  /** 0 to 1 while the bytes go out; 1 once the API answered. */
  progress: number;
  fileName: string | null;
  error: string | null;
  result: OfxUploadResult | null;
}

const IDLE: OfxUploadState = { status: 'idle', progress: 0, fileName: null, error: null, result: null };

/** The checks the API would make anyway, before any byte goes out. null when fine. */
export function ofxFileProblem(file: Pick<File, 'size'>): string | null {
  if (file.size === 0) return bankStatementMessages.emptyFile;
  if (file.size > OFX_MAX_BYTES) return bankStatementMessages.fileTooLarge;
  return null;
}

/**
 * Sends one OFX file to the API with its progress, keeps the import's result for the
 * summary and asks again for everything the import changed (accounts, transactions).
 * Leaving the page cancels a transfer under way.
 */
export function useOfxUpload(companyId: string) {
  const { apiBaseUrl } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const [state, setState] = useState<OfxUploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const problem = ofxFileProblem(file);
      if (problem) {
        setState({ ...IDLE, status: 'failed', fileName: file.name, error: problem });
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ ...IDLE, status: 'uploading', fileName: file.name });
      try {
        const result = await uploadOfx({
          baseUrl: apiBaseUrl,
          companyId,
          file,
          accessToken: readStoredSession().accessToken,
          signal: current.signal,
          onProgress: (progress) => {
            if (!current.signal.aborted) setState((before) => ({ ...before, progress }));
          },
        });
        if (current.signal.aborted) return;
        setState({ status: 'done', progress: 1, fileName: file.name, error: null, result });
        void queryClient.invalidateQueries({ queryKey: bankKeys.company(companyId) });
      } catch (error) {
        if (current.signal.aborted) return;
        setState({
          ...IDLE,
          status: 'failed',
          fileName: file.name,
          error: error instanceof ApiError ? error.message : OFX_UPLOAD_FAILED_MESSAGE,
        });
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [apiBaseUrl, companyId, queryClient],
  );

  return { ...state, isUploading: state.status === 'uploading', start };
}
