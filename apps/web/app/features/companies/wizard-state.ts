import type { StepId, Track, TrackId, TrackStep } from '@contabil/contracts';
import { stepStates, type StepState } from '~/layouts/onboarding-steps';

export interface WizardState {
  steps: StepState[];
  /** The step the track is on: the first in progress, else the first not done; -1 when all are done. */
  currentIndex: number;
  isDone: boolean;
}

/** The wizard's steps for `trackId` with the track's statuses; the other track's steps are ignored. */
export function wizardState(trackId: TrackId, track: Pick<Track, 'trackId' | 'status' | 'steps'> | null): WizardState {
  const steps = stepStates(trackId, track?.trackId === trackId ? track.steps : []);
  const currentIndex = steps.findIndex((step) => step.isCurrent);
  const isDone = track?.trackId === trackId && (track.status === 'done' || currentIndex < 0);
  return { steps, currentIndex: isDone ? -1 : currentIndex, isDone };
}

/**
 * A customer step can still be changed while nothing after it that our side does (the
 * payment, the accountants) is done: once the subscription is paid the order is placed.
 */
export function isEditable(steps: readonly StepState[], index: number): boolean {
  const step = steps[index];
  if (!step || step.actor !== 'customer') return false;
  return steps.slice(index + 1).every((later) => later.actor === 'customer' || later.status !== 'done');
}

/** The nearest earlier step the person may go back to and change, or -1. */
export function previousEditableIndex(steps: readonly StepState[], index: number): number {
  const previous = index - 1;
  return previous >= 0 && isEditable(steps, previous) ? previous : -1;
}

/** The payload saved for a step, when there is one. */
export function stepPayload(track: Pick<Track, 'steps'> | null | undefined, stepId: StepId): TrackStep['payload'] {
  return track?.steps.find((step) => step.stepId === stepId)?.payload ?? null;
}

/** How many partners the partners step lists (the legal natures on offer depend on it); null before it. */
export function partnerCount(track: Pick<Track, 'steps'> | null | undefined, trackId: TrackId): number | null {
  const payload = stepPayload(
    track,
    trackId === 'create-company' ? 'partner-registration' : 'partner-registration-basic',
  );
  const partners = payload?.partners;
  return Array.isArray(partners) ? partners.length : null;
}
