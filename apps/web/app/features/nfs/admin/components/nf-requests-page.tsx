import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Inbox, RefreshCw } from 'lucide-react';
import { nfsRequestStatusLabels, type NfseCancellationInput, type NfsRequest } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import {
  approveNfsRequest,
  cancelNationalNote,
  changeNfsRequestStatus,
  fetchNfsQueue,
  retryNationalStep,
  nfsAdminKeys,
  NFS_QUEUE_REFRESH_MS,
  type NfsQueueFilters,
} from '../api/nfs-admin-api';
import type { IssueFormValues, RejectFormValues } from '../nfs-admin-forms';
import { readQueueFilters, writeQueueFilters } from '../queue-filters';
import { QueueFiltersBar } from './queue-filters-bar';
import { QueueList } from './queue-list';
import { RejectDialog } from './reject-dialog';
import { RequestDialog } from './request-dialog';
import { RestrictedAccess } from './restricted-access';

export const NF_REQUESTS_TITLE = 'Pedidos de NFS-e';

/** The page's lead: how notes are issued, by the company's mode (decision 018). */
export const NF_REQUESTS_DESCRIPTION =
  'Os pedidos de nota fiscal de serviço de todas as empresas. Empresas no modo automático têm a nota assinada e enviada à Sefin Nacional na hora: aqui você acompanha recusas e falhas. No modo revisado, confira o pedido e aprove para emitir. No modo manual (ou sem certificado), assuma o pedido, emita no sistema nacional e anexe o PDF e o XML.';

const ATTENTION_LABELS = {
  send_failed: 'Mostrando as notas que a Sefin Nacional não respondeu depois de todas as tentativas.',
  delivery_failed: 'Mostrando as notas emitidas cujo PDF ou e-mails não saíram depois de todas as tentativas.',
} as const;

type OpenDialog = { view: 'details' | 'reject'; request: NfsRequest } | null;

/** The newer of two copies of a request (the list refreshes itself while a dialog is open). */
function newer(a: NfsRequest, b: NfsRequest | undefined): NfsRequest {
  return b && b.updatedAt > a.updatedAt ? b : a;
}

/** The accountants' queue: every company's requests, oldest waiting first, refreshed every 15 s. */
export function NfRequestsPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readQueueFilters(searchParams);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const queue = useQuery({
    queryKey: nfsAdminKeys.queue(filters),
    queryFn: ({ signal }) => fetchNfsQueue(client, filters, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status === 403 ? false : NFS_QUEUE_REFRESH_MS,
  });
  const setFilters = (next: NfsQueueFilters) => setSearchParams(writeQueueFilters(next), { preventScrollReset: true });
  const refresh = () => queryClient.invalidateQueries({ queryKey: nfsAdminKeys.all });

  const take = useMutation({
    mutationFn: (request: NfsRequest) => changeNfsRequestStatus(client, request.id, 'processing'),
    onSuccess: (updated) => {
      toast.success('Pedido assumido: ele está "Em emissão" com você.');
      setDialog({ view: 'details', request: updated });
    },
    onError: (error) => {
      toast.error(error.message);
      setDialog(null);
    },
    onSettled: () => refresh(),
  });

  const approve = useMutation({
    mutationFn: (request: NfsRequest) => approveNfsRequest(client, request.id),
    onSuccess: (updated) => {
      toast.success('Pedido aprovado: a DPS foi assinada e está sendo enviada à Sefin Nacional.');
      setDialog({ view: 'details', request: updated });
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => refresh(),
  });

  const retry = useMutation({
    mutationFn: (request: NfsRequest) => retryNationalStep(client, request.id),
    onSuccess: (updated) => {
      toast.success('Enviado de novo para a fila.');
      setDialog({ view: 'details', request: updated });
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => refresh(),
  });

  const cancelNote = async (request: NfsRequest, input: NfseCancellationInput) => {
    const updated = await cancelNationalNote(client, request, input);
    toast.success(`Nota ${updated.invoiceNumber ?? ''} cancelada na Sefin Nacional.`.replace('  ', ' '));
    setDialog({ view: 'details', request: updated });
    await refresh();
  };

  const issue = async (request: NfsRequest, values: IssueFormValues) => {
    const updated = await changeNfsRequestStatus(client, request.id, 'issued', values);
    toast.success(`Nota ${updated.invoiceNumber ?? values.invoiceNumber} marcada como emitida. O cliente foi avisado.`);
    setDialog(null);
    await refresh();
  };

  const reject = async (request: NfsRequest, values: RejectFormValues) => {
    await changeNfsRequestStatus(client, request.id, 'rejected', values);
    toast.success('Pedido recusado. O cliente recebe o motivo por e-mail.');
    setDialog(null);
    await refresh();
  };

  const isRestricted = queue.error instanceof ApiError && queue.error.status === 403;
  const isFiltered = !!(
    filters.query ||
    filters.date ||
    filters.companyId ||
    filters.attention ||
    filters.status !== 'requested'
  );
  const current = dialog
    ? newer(
        dialog.request,
        queue.data?.items.find((item) => item.id === dialog.request.id),
      )
    : null;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={NF_REQUESTS_TITLE}
        description={!isRestricted && NF_REQUESTS_DESCRIPTION}
        actions={
          !isRestricted && (
            <Button variant="outline" size="sm" onClick={() => void queue.refetch()} disabled={queue.isFetching}>
              <RefreshCw
                aria-hidden="true"
                className={queue.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined}
              />
              Atualizar
            </Button>
          )
        }
      />
      {isRestricted ? (
        <RestrictedAccess />
      ) : (
        <>
          <QueueFiltersBar filters={filters} onChange={setFilters} />
          {filters.companyId && (
            <Alert className="flex flex-wrap items-center justify-between gap-2">
              <span>Mostrando os pedidos de uma empresa só.</span>
              <Button variant="link" onClick={() => setFilters({ ...filters, companyId: null, offset: 0 })}>
                Ver todas as empresas
              </Button>
            </Alert>
          )}
          {filters.attention && (
            <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
              <span>{ATTENTION_LABELS[filters.attention]}</span>
              <Button variant="link" onClick={() => setFilters({ ...filters, attention: null, offset: 0 })}>
                Ver todos os pedidos
              </Button>
            </Alert>
          )}
          <QueryStates
            query={queue}
            loading={<ListSkeleton label="Carregando pedidos…" />}
            keepDataOnError
            empty={
              <EmptyState
                icon={Inbox}
                title={isFiltered ? 'Nenhum pedido com estes filtros' : 'Nenhum pedido esperando'}
              >
                <p>
                  {isFiltered
                    ? 'Mude a busca ou os filtros para ver outros pedidos.'
                    : `Os pedidos "${nfsRequestStatusLabels.requested}" aparecem aqui assim que uma empresa pede uma nota. A lista se atualiza sozinha.`}
                </p>
              </EmptyState>
            }
          >
            {(data) => (
              <div className="grid gap-4" aria-busy={queue.isFetching || undefined}>
                {queue.isError && (
                  <Alert tone="error">Não foi possível atualizar a lista agora: {queue.error.message}</Alert>
                )}
                <QueueList
                  requests={data.items}
                  actions={{
                    onTake: (request) => take.mutate(request),
                    onOpen: (request) => setDialog({ view: 'details', request }),
                    onReject: (request) => setDialog({ view: 'reject', request }),
                    takingId: take.isPending ? (take.variables?.id ?? null) : null,
                  }}
                />
                <ListPagination page={data} onChange={(offset) => setFilters({ ...filters, offset })} noun="pedidos" />
              </div>
            )}
          </QueryStates>
        </>
      )}
      {dialog?.view === 'details' && current && (
        <RequestDialog
          request={current}
          onClose={() => setDialog(null)}
          onTake={(request) => take.mutate(request)}
          isTaking={take.isPending}
          onUploaded={(updated) => setDialog({ view: 'details', request: updated })}
          onIssue={issue}
          onReject={(request) => setDialog({ view: 'reject', request })}
          national={{
            onApprove: (request) => approve.mutate(request),
            isApproving: approve.isPending,
            onRetry: (request) => retry.mutate(request),
            isRetrying: retry.isPending,
            onCancelNote: cancelNote,
          }}
        />
      )}
      {dialog?.view === 'reject' && current && (
        <RejectDialog
          request={current}
          onClose={() => setDialog(null)}
          onReject={(values) => reject(current, values)}
        />
      )}
    </div>
  );
}
