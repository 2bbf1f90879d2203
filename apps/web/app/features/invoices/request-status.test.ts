import { describe, expect, test } from 'vitest';
import { canChangeNfsRequestStatus, nfsRequestStatusSchema } from '@contabil/contracts';
import { canCancel, LIVE_REFRESH_MS, liveRefreshInterval, requestStatusMeanings } from './request-status';

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
});

test('canCancel follows the contract: only a requested note can be cancelled', () => {
  for (const status of nfsRequestStatusSchema.options) {
    expect(canCancel({ status })).toBe(canChangeNfsRequestStatus(status, 'cancelled'));
  }
});

test('every status has a meaning to show', () => {
  for (const status of nfsRequestStatusSchema.options) expect(requestStatusMeanings[status].length).toBeGreaterThan(10);
});
