import { useState } from 'react';
import { Download, FileCode2, FileText } from 'lucide-react';
import { nfseNacionalMessages, toCents, type NfsFileKind, type NfsRequest } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet';
import { Skeleton } from '~/components/ui/skeleton';
import { AskAboutButton } from '~/features/conversations';
import { useFiscalProfile } from '~/features/nfse-nacional';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DescriptionList, type DescriptionItem } from '~/components/ui/detail-section';
import { QueryError } from '~/components/ui/query-error';
import { formatAddress } from '~/lib/format/address';
import { formatDate, formatDateTime } from '~/lib/format/dates';
import { formatBrl } from '~/lib/format/money';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { invoiceFileHref } from '../api/invoices-api';
import { useCancelNote, useCancelRequest, useRequest } from '../api/use-invoices';
import { canCancel, requestStatusMeaning } from '../request-status';
import { formatServiceCode } from '../service-code';
import {
  CancellationFacts,
  CancelNoteDialog,
  canCancelNote,
  NationalErrors,
  NationalFailure,
  nationalNoteItems,
  XmlCheckFlags,
} from './national-note';
import { RequestStatusBadge } from './request-status-badge';
import { requestDocumentText } from './requests-table';

export const REQUEST_CANCELLED_MESSAGE = 'Pedido cancelado.';
export const NOTE_CANCELLED_MESSAGE = 'Nota cancelada na Sefin Nacional.';

interface RequestDetailSheetProps {
  companyId: string;
  /** The request open (from `?pedido=`), or null. */
  requestId: string | null;
  /** The list's copy, shown while the request loads. */
  fromList: NfsRequest | undefined;
  onClose: () => void;
}

/** One request in full: its status and what it means, the files once issued, and cancelling while it waits. */
export function RequestDetailSheet({ companyId, requestId, fromList, onClose }: RequestDetailSheetProps) {
  const request = useRequest(companyId, requestId, fromList);
  return (
    <Sheet open={!!requestId} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" closeLabel="Fechar o pedido" className="w-[min(36rem,100vw)] gap-6 p-5 sm:p-6">
        <SheetTitle className="text-lg">Pedido de nota fiscal</SheetTitle>
        {request.data ? (
          <RequestDetail companyId={companyId} request={request.data} />
        ) : request.isError ? (
          <>
            <SheetDescription className="sr-only">O pedido não pôde ser carregado.</SheetDescription>
            {request.error instanceof ApiError && request.error.status === 404 ? (
              <Alert tone="error">
                Pedido não encontrado. Ele pode ser de outra empresa: confira a empresa escolhida.
              </Alert>
            ) : (
              <QueryError error={request.error} onRetry={() => void request.refetch()} />
            )}
          </>
        ) : (
          <div aria-busy="true" aria-live="polite" className="grid gap-3">
            <SheetDescription className="sr-only">Carregando o pedido…</SheetDescription>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function RequestDetail({ companyId, request }: { companyId: string; request: NfsRequest }) {
  return (
    <>
      <div className="grid gap-2 rounded-md border border-border bg-muted/40 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">Status:</span>
          <RequestStatusBadge status={request.status} />
        </div>
        <SheetDescription>{requestStatusMeaning(request)}</SheetDescription>
        <NationalFailure request={request} />
        {request.status === 'rejected' && (request.nationalEmission?.errors.length ?? 0) > 0 ? (
          <Alert tone="error" role="note" className="mt-1 grid gap-2">
            <strong className="font-semibold">A Sefin Nacional recusou a nota:</strong>
            <NationalErrors errors={request.nationalEmission!.errors} />
          </Alert>
        ) : (
          request.status === 'rejected' &&
          request.rejectionReason && (
            <Alert tone="error" role="note" className="mt-1">
              <strong className="font-semibold">Motivo da recusa:</strong> {request.rejectionReason}
            </Alert>
          )
        )}
      </div>

      {request.status === 'issued' && <IssuedNote companyId={companyId} request={request} />}
      {request.status === 'cancelled' && request.nationalEmission?.cancelledAt && (
        <section aria-labelledby="pedido-cancelamento" className="grid gap-3 rounded-md border border-border p-4">
          <h3 id="pedido-cancelamento" className="text-sm font-semibold">
            Nota {request.invoiceNumber} cancelada
          </h3>
          <CancellationFacts emission={request.nationalEmission} />
          <DescriptionList items={nationalNoteItems(request)} />
        </section>
      )}

      <section aria-labelledby="pedido-tomador" className="grid gap-3">
        <h3 id="pedido-tomador" className="text-sm font-semibold">
          Tomador
        </h3>
        <DescriptionList items={takerItems(request)} />
      </section>
      <section aria-labelledby="pedido-servico" className="grid gap-3">
        <h3 id="pedido-servico" className="text-sm font-semibold">
          Serviço
        </h3>
        <DescriptionList items={serviceItems(request)} />
      </section>

      <AskAboutButton
        companyId={companyId}
        subjectType="nfs_request"
        subjectId={request.id}
        label="Perguntar sobre esta nota"
      />
      {canCancel(request) && <CancelRequest companyId={companyId} request={request} />}
      {canCancelNote(request) && <CancelNote companyId={companyId} request={request} />}
    </>
  );
}

function takerItems(request: NfsRequest): DescriptionItem[] {
  return [
    { label: 'Nome ou razão social', value: request.taker.name },
    { label: 'Documento', value: requestDocumentText(request) },
    { label: 'E-mail', value: request.taker.email },
    { label: 'Endereço', value: request.taker.address ? formatAddress(request.taker.address) : null },
  ];
}

function serviceItems(request: NfsRequest): DescriptionItem[] {
  const items: DescriptionItem[] = [
    { label: 'Valor total', value: <span className="tabular-nums">{formatBrl(toCents(request.totalValue))}</span> },
    { label: 'Competência', value: <span className="tabular-nums">{formatDate(request.competenceDate)}</span> },
    {
      label: 'Código do serviço',
      value: `${formatServiceCode(request.serviceCode)} – ${request.serviceCodeDescription}`,
    },
    { label: 'Descrição', value: <span className="whitespace-pre-line">{request.serviceDescription}</span> },
    {
      label: 'Pedido em',
      value: (
        <span>
          <span className="tabular-nums">{formatDateTime(request.createdAt)}</span>
          {request.requestedBy ? ` por ${request.requestedBy.name}` : request.scheduleId ? ' (nota recorrente)' : ''}
        </span>
      ),
    },
  ];
  if (request.notes)
    items.push({ label: 'Observações', value: <span className="whitespace-pre-line">{request.notes}</span> });
  return items;
}

function IssuedNote({ companyId, request }: { companyId: string; request: NfsRequest }) {
  const files: { kind: NfsFileKind; label: string; available: boolean; Icon: typeof FileText }[] = [
    { kind: 'pdf', label: 'Baixar PDF', available: request.hasPdf, Icon: FileText },
    { kind: 'xml', label: 'Baixar XML', available: request.hasXml, Icon: FileCode2 },
  ];
  return (
    <section
      aria-labelledby="pedido-nota"
      className="grid gap-3 rounded-md border border-success-border bg-success-soft/40 p-4"
    >
      <h3 id="pedido-nota" className="text-sm font-semibold">
        Nota emitida
      </h3>
      <DescriptionList
        items={[
          { label: 'Número da nota', value: <span className="tabular-nums">{request.invoiceNumber}</span> },
          {
            label: 'Emitida em',
            value: request.issueDate ? <span className="tabular-nums">{formatDate(request.issueDate)}</span> : null,
          },
          ...nationalNoteItems(request),
        ]}
      />
      <XmlCheckFlags check={request.xmlCheck} />
      <div className="flex flex-col gap-2 sm:flex-row">
        {files
          .filter((file) => file.available)
          .map(({ kind, label, Icon }) => (
            <a
              key={kind}
              href={invoiceFileHref(companyId, request.id, kind)}
              download
              className={buttonVariants({ variant: kind === 'pdf' ? 'primary' : 'outline' })}
            >
              <Icon aria-hidden="true" />
              {label}
              <Download aria-hidden="true" className="ml-auto sm:ml-0" />
            </a>
          ))}
      </div>
    </section>
  );
}

function CancelRequest({ companyId, request }: { companyId: string; request: NfsRequest }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelRequest(companyId);
  return (
    <div className="border-t border-border pt-4">
      <Button variant="outline" className="w-full text-destructive sm:w-auto" onClick={() => setOpen(true)}>
        Cancelar pedido
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) cancel.reset();
        }}
        title="Cancelar este pedido?"
        description={`O pedido de nota para ${request.taker.name}, de ${formatBrl(toCents(request.totalValue))}, será cancelado e nenhuma nota será emitida.`}
        confirmLabel="Sim, cancelar pedido"
        cancelLabel="Voltar"
        busyLabel="Cancelando…"
        isBusy={cancel.isPending}
        error={cancel.error?.message ?? null}
        tone="destructive"
        onConfirm={() =>
          cancel.mutate(request.id, {
            onSuccess: () => {
              setOpen(false);
              toast.success(REQUEST_CANCELLED_MESSAGE);
            },
          })
        }
      />
    </div>
  );
}

/** "Cancelar nota": an issued national note, cancelled on the Sefin with the layout's reason and a text. */
function CancelNote({ companyId, request }: { companyId: string; request: NfsRequest }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelNote(companyId);
  // The profile says whether this person administers the company (the API's rule for cancelling).
  const profile = useFiscalProfile(companyId);
  if (!profile.data) return null;
  if (!profile.data.canEdit) {
    return (
      <p className="border-t border-border pt-4 text-sm text-muted-foreground">
        {nfseNacionalMessages.cancelNotAllowed}.
      </p>
    );
  }
  return (
    <div className="border-t border-border pt-4">
      <Button variant="outline" className="w-full text-destructive sm:w-auto" onClick={() => setOpen(true)}>
        Cancelar nota
      </Button>
      {open && (
        <CancelNoteDialog
          request={request}
          onClose={() => setOpen(false)}
          onCancel={async (input) => {
            await cancel.mutateAsync({ id: request.id, input });
            setOpen(false);
            toast.success(NOTE_CANCELLED_MESSAGE);
          }}
        />
      )}
    </div>
  );
}
