import { useState } from 'react';
import { Link } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import type { DeletionRequest } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DetailSection } from '~/components/ui/detail-section';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { formatDateTime } from '~/lib/format/dates';
import { PRIVACY_POLICY_PATH } from '~/lib/legal-paths';
import { fetchPersonalData, requestAccountDeletion } from '../profile-api';

const FAILED = 'Não foi possível agora. Tente de novo em instantes.';

function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : FAILED;
}

/** Saves the JSON as a file in the browser: the data never goes through a link someone else could open. */
function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked once the browser has taken the file (at once, Chromium may cancel the download).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The person's rights of LGPD art. 18 the product serves itself: download their data
 * (JSON) and ask for their account to be deleted, with what the law makes the firm keep.
 */
export function YourDataSection() {
  const client = useApiClient();
  const [isDownloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [isRequesting, setRequesting] = useState(false);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [request, setRequest] = useState<DeletionRequest | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const data = await fetchPersonalData(client);
      saveJson(data, `meus-dados-${data.exportedAt.slice(0, 10)}.json`);
    } catch (error) {
      setDownloadError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const askDeletion = async () => {
    setRequesting(true);
    setRequestError(null);
    try {
      setRequest(await requestAccountDeletion(client));
      setConfirming(false);
    } catch (error) {
      setRequestError(errorMessage(error));
    } finally {
      setRequesting(false);
    }
  };

  return (
    <DetailSection title="Seus dados">
      <div className="grid gap-4 text-sm">
        <p className="text-muted-foreground">
          Pela Lei Geral de Proteção de Dados você pode baixar os dados que guardamos sobre você e pedir a exclusão da
          sua conta. Saiba mais na{' '}
          <Link to={PRIVACY_POLICY_PATH} className="font-medium text-primary underline underline-offset-4">
            política de privacidade
          </Link>
          .
        </p>
        <div className="grid gap-2">
          <Button
            variant="outline"
            className="w-full sm:w-fit"
            onClick={() => void download()}
            disabled={isDownloading}
            aria-busy={isDownloading || undefined}
          >
            <Download aria-hidden="true" />
            {isDownloading ? 'Preparando…' : 'Baixar os meus dados (JSON)'}
          </Button>
          {downloadError && <Alert tone="error">{downloadError}</Alert>}
        </div>

        {request ? (
          // Asking again answers the first request: its date is the one shown.
          <Alert>
            <p>
              Você pediu a exclusão da conta em {formatDateTime(request.requestedAt)}. {request.message}
            </p>
            <p className="mt-2">A lei nos obriga a guardar, mesmo depois da exclusão:</p>
            <ul className="mt-1 grid gap-1">
              {request.retained.map((rule) => (
                <li key={rule.what} className="ml-5 list-disc">
                  {rule.what}: {rule.period} ({rule.basis}).
                </li>
              ))}
            </ul>
          </Alert>
        ) : (
          <Button variant="outline" className="w-full sm:w-fit" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Pedir a exclusão da conta
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title="Pedir a exclusão da conta?"
        description={
          <>
            A nossa equipe exclui os seus dados pessoais em até 15 dias e avisa por e-mail. Os documentos fiscais e
            contábeis das suas empresas ficam guardados por 5 anos, como a lei exige, e a contabilidade delas precisa de
            outra pessoa responsável ou do encerramento.
          </>
        }
        confirmLabel="Pedir a exclusão"
        busyLabel="Enviando…"
        isBusy={isRequesting}
        error={requestError}
        onConfirm={() => void askDeletion()}
        tone="destructive"
      />
    </DetailSection>
  );
}
