import { describe, expect, test } from 'vitest';
import type { Track } from '@contabil/contracts';
import { guideReceiptFileId, pendingAccountantStep, trackStepsView } from './track-steps';

const FILE = '22222222-2222-4222-8222-222222222222';

function opening(done: number, extra: Partial<Record<string, unknown>> = {}): Track {
  const ids = [
    'partner-registration',
    'pre-registration',
    'select-fiscal-address',
    'subscription',
    'awaiting-guide',
    'upload-guide-receipt',
    'download-company-info',
  ] as const;
  return {
    trackId: 'create-company',
    status: 'in_progress',
    steps: ids.slice(0, done).map((stepId) => ({
      stepId,
      status: 'done' as const,
      payload: (extra[stepId] as Record<string, unknown> | undefined) ?? {},
    })),
  };
}

describe('trackStepsView', () => {
  test('lists every step of the track in order, the first not done being the current one', () => {
    const steps = trackStepsView(opening(2));
    expect(steps.map((s) => [s.label, s.status, s.isCurrent])).toEqual([
      ['Sócios', 'done', false],
      ['Pré-cadastro', 'done', false],
      ['Endereço fiscal', 'pending', true],
      ['Assinatura', 'pending', false],
      ['Guia de registro', 'pending', false],
      ['Comprovante', 'pending', false],
      ['Dados da empresa', 'pending', false],
    ]);
  });

  test('no track, no steps', () => {
    expect(trackStepsView({ trackId: null, status: 'pending', steps: [] })).toEqual([]);
  });
});

describe('pendingAccountantStep', () => {
  test('the guide once the subscription is paid, the company data once the receipt is in', () => {
    expect(pendingAccountantStep(trackStepsView(opening(3)))).toBeNull();
    expect(pendingAccountantStep(trackStepsView(opening(4)))).toBe('awaiting-guide');
    expect(pendingAccountantStep(trackStepsView(opening(5)))).toBeNull();
    expect(pendingAccountantStep(trackStepsView(opening(6)))).toBe('download-company-info');
    expect(pendingAccountantStep(trackStepsView(opening(7)))).toBeNull();
  });
});

describe('guideReceiptFileId', () => {
  test('reads the receipt file of the upload step', () => {
    const steps = trackStepsView(opening(6, { 'upload-guide-receipt': { receiptFileId: FILE, paidAt: '2026-11-01' } }));
    expect(guideReceiptFileId(steps)).toBe(FILE);
    expect(guideReceiptFileId(trackStepsView(opening(4)))).toBeNull();
  });
});
