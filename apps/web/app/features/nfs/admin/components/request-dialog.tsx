import { useState } from 'react';
import { nfsRequestStatusLabels, type NfseCancellationInput, type NfsRequest } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { CancelNoteDialog, canCancelNote, XmlCheckFlags } from '~/features/nfs';
import type { IssueFormValues } from '../nfs-admin-forms';
import { formatInvoiceValue, formatRequestedAt } from '../nfs-format';
import { IssueForm } from './issue-form';
import { AppDialog } from '~/components/ui/dialog';
import { RequestDetails } from './request-details';

/** What the accountant does with a request on the national path (the page runs the calls). */
export interface NationalActions {
  onApprove: (request: NfsRequest) => void;
  isApproving: boolean;
  onRetry: (request: NfsRequest) => void;
  isRetrying: boolean;
  /** Sends the cancellation; rejects with the API's error. */
  onCancelNote: (request: NfsRequest, input: NfseCancellationInput) => Promise<void>;
}

interface RequestDialogProps {
  request: NfsRequest;
  onClose: () => void;
  onTake: (request: NfsRequest) => void;
  isTaking: boolean;
  onUploaded: (request: NfsRequest) => void;
  onIssue: (request: NfsRequest, values: IssueFormValues) => Promise<void>;
  onReject: (request: NfsRequest) => void;
  national: NationalActions;
}

/** One request: everything needed to issue it and, by its status and the company's mode, what can be done next. */
export function RequestDialog({
  request,
  onClose,
  onTake,
  isTaking,
  onUploaded,
  onIssue,
  onReject,
  national,
}: RequestDialogProps) {
  const [isBusy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const emission = request.nationalEmission;
  const busy = isTaking || national.isApproving;
  const retry = () => national.onRetry(request);
  return (
    <>
      <AppDialog
        open={!cancelling}
        onOpenChange={(open) => !open && onClose()}
        isBusy={isBusy}
        className="w-[min(44rem,calc(100vw-1rem))]"
        title={`Nota de ${formatInvoiceValue(request.totalValue)} para ${request.taker.name}`}
        description={`${nfsRequestStatusLabels[request.status]} · pedida por ${request.companyName} em ${formatRequestedAt(request.createdAt)}`}
      >
        <RequestDetails request={request} />
        {request.status === 'processing' && !emission && (
          <>
            <XmlCheckFlags check={request.xmlCheck} />
            <IssueForm
              request={request}
              onUploaded={onUploaded}
              onIssue={(values) => onIssue(request, values)}
              onReject={() => onReject(request)}
              onBusyChange={setBusy}
            />
          </>
        )}
        {request.status === 'processing' && emission && (
          <section aria-labelledby="sefin-heading" className="grid gap-3 rounded-md border border-border p-3 sm:p-4">
            <h3 id="sefin-heading" className="font-semibold">
              Envio à Sefin Nacional
            </h3>
            {emission.sendFailedAt ? (
              <>
                <Alert tone="error">
                  A Sefin Nacional não respondeu em {emission.attempts} tentativas. Enviar de novo consulta antes a DPS
                  pelo identificador: se a nota já existir, ela é recuperada, nunca emitida duas vezes.
                </Alert>
                <RetryButton
                  label="Enviar de novo"
                  busyLabel="Enviando…"
                  onRetry={retry}
                  isRetrying={national.isRetrying}
                />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                A DPS série {emission.dpsSeries}, número {emission.dpsNumber}, foi assinada e está na fila de envio
                {emission.attempts > 0 ? ` (${emission.attempts} tentativa${emission.attempts > 1 ? 's' : ''})` : ''}. O
                resultado vem da Sefin: a nota não é marcada à mão.
              </p>
            )}
          </section>
        )}
        {request.status === 'issued' && emission?.deliveryFailedAt && (
          <div className="grid gap-3">
            <Alert tone="error">
              A nota foi emitida, mas o PDF (DANFSe) e os e-mails não saíram depois de todas as tentativas.
            </Alert>
            <RetryButton
              label="Entregar de novo"
              busyLabel="Entregando…"
              onRetry={retry}
              isRetrying={national.isRetrying}
            />
          </div>
        )}
        {canCancelNote(request) && (
          <div className="flex justify-end border-t border-border pt-4">
            <Button variant="outline" className="text-destructive" onClick={() => setCancelling(true)}>
              Cancelar nota
            </Button>
          </div>
        )}
        {request.status === 'requested' && (
          <div className="grid gap-3">
            {request.emissionMode !== 'manual' && (
              <p className="text-sm text-muted-foreground">
                {request.emissionMode === 'reviewed'
                  ? 'Esta empresa emite pela API nacional com revisão: confira os dados e aprove. A DPS é validada, assinada com o certificado da empresa e enviada à Sefin Nacional.'
                  : 'Esta empresa emite pela API nacional: aprove para validar, assinar e enviar a DPS à Sefin Nacional.'}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Fechar
              </Button>
              <Button
                variant={request.emissionMode === 'manual' ? 'primary' : 'outline'}
                onClick={() => onTake(request)}
                disabled={busy}
                aria-busy={isTaking || undefined}
              >
                {isTaking ? 'Assumindo…' : request.emissionMode === 'manual' ? 'Assumir pedido' : 'Emitir à mão'}
              </Button>
              {request.emissionMode !== 'manual' && (
                <Button
                  onClick={() => national.onApprove(request)}
                  disabled={busy}
                  aria-busy={national.isApproving || undefined}
                >
                  {national.isApproving ? 'Enviando…' : 'Aprovar e emitir'}
                </Button>
              )}
            </div>
          </div>
        )}
      </AppDialog>
      {cancelling && (
        <CancelNoteDialog
          request={request}
          onClose={() => setCancelling(false)}
          onCancel={async (input) => {
            await national.onCancelNote(request, input);
            setCancelling(false);
          }}
        />
      )}
    </>
  );
}

/** Sends again what the national path left failed (the DPS, or the delivery), right-aligned. */
function RetryButton({
  label,
  busyLabel,
  onRetry,
  isRetrying,
}: {
  label: string;
  busyLabel: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div className="flex justify-end">
      <Button onClick={onRetry} disabled={isRetrying} aria-busy={isRetrying || undefined}>
        {isRetrying ? busyLabel : label}
      </Button>
    </div>
  );
}
