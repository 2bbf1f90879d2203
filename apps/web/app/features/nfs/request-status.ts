import type { NfsRequest, NfsRequestStatus } from '@contabil/contracts';

export type StatusTone = 'neutral' | 'primary' | 'warning' | 'success' | 'destructive';

/** One colour per status, for the customer's list and the accountants' queue alike. */
export const requestStatusTones: Record<NfsRequestStatus, StatusTone> = {
  requested: 'primary',
  processing: 'warning',
  issued: 'success',
  rejected: 'destructive',
  cancelled: 'neutral',
};

/** What each status means to the customer, shown in the request's detail. */
export const requestStatusMeanings: Record<NfsRequestStatus, string> = {
  requested:
    'Recebemos o pedido e ele está na fila dos nossos contadores. Enquanto ninguém começou a emissão, você ainda pode cancelá-lo.',
  processing: 'Um dos nossos contadores está emitindo a nota no sistema nacional da NFS-e.',
  issued: 'A nota foi emitida. Baixe o PDF e o XML abaixo e envie ao seu cliente.',
  rejected:
    'Nossos contadores não puderam emitir a nota. Veja o motivo abaixo e, se for o caso, faça um novo pedido com os dados corrigidos.',
  cancelled: 'Você cancelou este pedido. Nenhuma nota foi emitida.',
};

/** What the request's status means, told by the path it takes (the national API or our accountants). */
export function requestStatusMeaning(
  request: Pick<NfsRequest, 'status' | 'emissionMode' | 'nationalEmission'>,
): string {
  const national = request.nationalEmission;
  if (request.status === 'requested' && request.emissionMode === 'reviewed')
    return 'Recebemos o pedido: um dos nossos contadores o revisa e, aprovado, a nota é enviada à Sefin Nacional. Enquanto isso, você ainda pode cancelá-lo.';
  if (!national) return requestStatusMeanings[request.status];
  switch (request.status) {
    case 'processing':
      return 'A nota foi assinada com o certificado da empresa e está sendo enviada à Sefin Nacional.';
    case 'issued':
      return 'A Sefin Nacional emitiu a nota. Baixe o PDF (DANFSe) e o XML abaixo; o tomador também recebe por e-mail, quando informado.';
    case 'rejected':
      return 'A Sefin Nacional recusou a nota. Veja abaixo o código e a mensagem do sistema nacional, corrija o que for preciso e faça um novo pedido.';
    case 'cancelled':
      return national.cancelledAt
        ? 'A nota foi cancelada na Sefin Nacional e não tem mais valor fiscal.'
        : requestStatusMeanings.cancelled;
    default:
      return requestStatusMeanings[request.status];
  }
}

/** Statuses that may still change on the accountants' side: the screen keeps asking. */
const LIVE_STATUSES: ReadonlySet<NfsRequestStatus> = new Set(['requested', 'processing']);

export function isLiveStatus(status: NfsRequestStatus): boolean {
  return LIVE_STATUSES.has(status);
}

/** Spec: every ~10 s while a request on screen is waiting for the accountants. */
export const LIVE_REFRESH_MS = 10_000;

type LiveFields = Pick<NfsRequest, 'status'> & Partial<Pick<NfsRequest, 'nationalEmission' | 'hasPdf'>>;

/** A national note issued whose PDF (the delivery job's DANFSe) is still to come. */
function awaitsDelivery(request: LiveFields): boolean {
  const emission = request.nationalEmission;
  return request.status === 'issued' && !!emission && !request.hasPdf && !emission.deliveryFailedAt;
}

/**
 * The refetch interval for requests on screen: `LIVE_REFRESH_MS` while any may change (a
 * waiting status, or a national note whose PDF is being drawn), else off.
 */
export function liveRefreshInterval(requests: readonly LiveFields[] | undefined): number | false {
  return requests?.some((request) => isLiveStatus(request.status) || awaitsDelivery(request)) ? LIVE_REFRESH_MS : false;
}

/** Only a request still in the queue can be cancelled by the customer. */
export function canCancel(request: Pick<NfsRequest, 'status'>): boolean {
  return request.status === 'requested';
}
