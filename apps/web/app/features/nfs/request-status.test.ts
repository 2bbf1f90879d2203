import { describe, expect, test } from 'vitest';
import { canChangeNfsRequestStatus, nfsRequestStatusSchema } from '@contabil/contracts';
import type { NfsRequest } from '@contabil/contracts';
import {
  canCancel,
  LIVE_REFRESH_MS,
  liveRefreshInterval,
  requestStatusMeaning,
  requestStatusMeanings,
} from './request-status';

const emission: NonNullable<NfsRequest['nationalEmission']> = {
  dpsId: 'DPS355030821144477700016100001000000000000001',
  dpsSeries: '1',
  dpsNumber: 1,
  attempts: 1,
  accessKey: '35503082211444777000161000000000000126110000000019',
  nationalNumber: '12',
  issuedAt: '2026-11-26T15:00:00.000Z',
  errors: [],
  cancelledAt: null,
  cancellationReason: null,
  cancellationText: null,
  sendFailedAt: null,
  deliveryFailedAt: null,
};

describe('liveRefreshInterval', () => {
  test('every 10 s while a request on screen is requested or processing', () => {
    expect(liveRefreshInterval([{ status: 'issued' }, { status: 'requested' }])).toBe(LIVE_REFRESH_MS);
    expect(liveRefreshInterval([{ status: 'processing' }])).toBe(10_000);
  });

  test('off once every request on screen is settled, or with nothing on screen', () => {
    expect(liveRefreshInterval([{ status: 'issued' }, { status: 'rejected' }, { status: 'cancelled' }])).toBe(false);
    expect(liveRefreshInterval([])).toBe(false);
    expect(liveRefreshInterval(undefined)).toBe(false);
  });

  test('a national note issued keeps asking until its PDF (the delivery) arrives, or the delivery failed', () => {
    expect(liveRefreshInterval([{ status: 'issued', nationalEmission: emission, hasPdf: false }])).toBe(
      LIVE_REFRESH_MS,
    );
    expect(liveRefreshInterval([{ status: 'issued', nationalEmission: emission, hasPdf: true }])).toBe(false);
    const failed = { ...emission, deliveryFailedAt: '2026-11-26T16:00:00.000Z' };
    expect(liveRefreshInterval([{ status: 'issued', nationalEmission: failed, hasPdf: false }])).toBe(false);
    expect(liveRefreshInterval([{ status: 'issued', nationalEmission: null, hasPdf: false }])).toBe(false);
  });
});

describe('requestStatusMeaning: the path the request takes', () => {
  test('the manual path keeps the accountants’ words; reviewed and national say what happens', () => {
    expect(requestStatusMeaning({ status: 'requested', emissionMode: 'manual', nationalEmission: null })).toBe(
      requestStatusMeanings.requested,
    );
    expect(requestStatusMeaning({ status: 'requested', emissionMode: 'reviewed', nationalEmission: null })).toBe(
      'Recebemos o pedido: um dos nossos contadores o revisa e, aprovado, a nota é enviada à Sefin Nacional. Enquanto isso, você ainda pode cancelá-lo.',
    );
    expect(requestStatusMeaning({ status: 'rejected', emissionMode: 'automatic', nationalEmission: emission })).toBe(
      'A Sefin Nacional recusou a nota. Veja abaixo o código e a mensagem do sistema nacional, corrija o que for preciso e faça um novo pedido.',
    );
    const cancelled = { ...emission, cancelledAt: '2026-11-26T17:00:00.000Z' };
    expect(requestStatusMeaning({ status: 'cancelled', emissionMode: 'automatic', nationalEmission: cancelled })).toBe(
      'A nota foi cancelada na Sefin Nacional e não tem mais valor fiscal.',
    );
    expect(requestStatusMeaning({ status: 'cancelled', emissionMode: 'manual', nationalEmission: null })).toBe(
      'Você cancelou este pedido. Nenhuma nota foi emitida.',
    );
  });
});

test('canCancel follows the contract: only a requested note can be cancelled', () => {
  for (const status of nfsRequestStatusSchema.options) {
    expect(canCancel({ status })).toBe(canChangeNfsRequestStatus(status, 'cancelled'));
  }
});

test('every status has a meaning to show', () => {
  for (const status of nfsRequestStatusSchema.options) expect(requestStatusMeanings[status].length).toBeGreaterThan(10);
});
