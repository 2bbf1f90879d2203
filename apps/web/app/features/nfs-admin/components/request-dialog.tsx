import { useState } from 'react';
import { nfsRequestStatusLabels, type NfsRequest } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import type { IssueFormValues } from '../nfs-admin-forms';
import { formatInvoiceValue, formatRequestedAt } from '../nfs-format';
import { IssueForm } from './issue-form';
import { AppDialog } from '~/components/ui/dialog';
import { RequestDetails } from './request-details';

interface RequestDialogProps {
  request: NfsRequest;
  onClose: () => void;
  onTake: (request: NfsRequest) => void;
  isTaking: boolean;
  onUploaded: (request: NfsRequest) => void;
  onIssue: (request: NfsRequest, values: IssueFormValues) => Promise<void>;
  onReject: (request: NfsRequest) => void;
}

/** One request: everything needed to issue it and, by its status, what can be done next. */
export function RequestDialog({
  request,
  onClose,
  onTake,
  isTaking,
  onUploaded,
  onIssue,
  onReject,
}: RequestDialogProps) {
  const [isBusy, setBusy] = useState(false);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      isBusy={isBusy}
      className="w-[min(44rem,calc(100vw-1rem))]"
      title={`Nota de ${formatInvoiceValue(request.totalValue)} para ${request.taker.name}`}
      description={`${nfsRequestStatusLabels[request.status]} · pedida por ${request.companyName} em ${formatRequestedAt(request.createdAt)}`}
    >
      <RequestDetails request={request} />
      {request.status === 'processing' && (
        <IssueForm
          request={request}
          onUploaded={onUploaded}
          onIssue={(values) => onIssue(request, values)}
          onReject={() => onReject(request)}
          onBusyChange={setBusy}
        />
      )}
      {request.status === 'requested' && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isTaking}>
            Fechar
          </Button>
          <Button onClick={() => onTake(request)} disabled={isTaking} aria-busy={isTaking || undefined}>
            {isTaking ? 'Assumindo…' : 'Assumir pedido'}
          </Button>
        </div>
      )}
    </AppDialog>
  );
}
