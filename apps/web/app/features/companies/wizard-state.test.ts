import { describe, expect, test } from 'vitest';
import type { Track } from '@contabil/contracts';
import { isEditable, partnerCount, previousEditableIndex, wizardState } from './wizard-state';

function track(trackId: Track['trackId'], statuses: Record<string, 'pending' | 'in_progress' | 'done'>): Track {
  const steps = Object.entries(statuses).map(([stepId, status]) => ({
    stepId: stepId as Track['steps'][number]['stepId'],
    status,
    payload: null,
  }));
  const all = steps.every((step) => step.status === 'done');
  return { trackId, status: all && steps.length ? 'done' : 'in_progress', steps };
}

describe('wizardState', () => {
  test('a new track starts at the partners, in the contracts order', () => {
    const state = wizardState('create-company', track('create-company', {}));
    expect(state.currentIndex).toBe(0);
    expect(state.steps.map((step) => step.stepId)).toEqual([
      'partner-registration',
      'pre-registration',
      'select-fiscal-address',
      'subscription',
      'awaiting-guide',
      'upload-guide-receipt',
      'download-company-info',
    ]);
  });

  test('the current step is where the track is, also for a step reopened by the API', () => {
    const state = wizardState(
      'create-company',
      track('create-company', {
        'partner-registration': 'done',
        'pre-registration': 'in_progress',
        'select-fiscal-address': 'done',
        subscription: 'in_progress',
      }),
    );
    expect(state.steps[state.currentIndex]?.stepId).toBe('pre-registration');
  });

  test('a done track has no current step', () => {
    const state = wizardState('migrate-company', { trackId: 'migrate-company', status: 'done', steps: [] });
    expect(state).toMatchObject({ isDone: true, currentIndex: -1 });
  });
});

describe('going back', () => {
  test('customer steps before the payment stay editable until it is done', () => {
    const before = wizardState(
      'create-company',
      track('create-company', {
        'partner-registration': 'done',
        'pre-registration': 'done',
        'select-fiscal-address': 'done',
        subscription: 'in_progress',
      }),
    );
    expect(previousEditableIndex(before.steps, 3)).toBe(2);
    expect(isEditable(before.steps, 0)).toBe(true);

    const paid = wizardState(
      'create-company',
      track('create-company', {
        'partner-registration': 'done',
        'pre-registration': 'done',
        'select-fiscal-address': 'done',
        subscription: 'done',
      }),
    );
    expect(isEditable(paid.steps, 2)).toBe(false);
    expect(previousEditableIndex(paid.steps, 4)).toBe(-1);
  });

  test('steps of the payment or the accountants are never opened with Voltar', () => {
    const state = wizardState('create-company', track('create-company', {}));
    expect(isEditable(state.steps, 3)).toBe(false);
    expect(isEditable(state.steps, 4)).toBe(false);
    expect(previousEditableIndex(state.steps, 0)).toBe(-1);
  });
});

test('partnerCount reads the partners step of the track', () => {
  const withPartners: Track = {
    trackId: 'create-company',
    status: 'in_progress',
    steps: [{ stepId: 'partner-registration', status: 'done', payload: { partners: [{}, {}] } }],
  };
  expect(partnerCount(withPartners, 'create-company')).toBe(2);
  expect(partnerCount(withPartners, 'migrate-company')).toBeNull();
});
