import { trackDefinitions, type StepActor, type StepId, type StepStatus, type Track } from '@contabil/contracts';
import type { AccountantStepId } from './api/admin-companies-api';

export interface TrackStepView {
  stepId: StepId;
  label: string;
  actor: StepActor;
  status: StepStatus;
  payload: Record<string, unknown> | null;
  /** The first step not done yet: the one the order waits on. */
  isCurrent: boolean;
}

/** The track's steps in their order, each with what the API recorded for it. */
export function trackStepsView(track: Track): TrackStepView[] {
  if (!track.trackId) return [];
  const recorded = new Map(track.steps.map((step) => [step.stepId, step]));
  let currentFound = false;
  return trackDefinitions[track.trackId].map(({ stepId, label, actor }) => {
    const step = recorded.get(stepId);
    const status = step?.status ?? 'pending';
    const isCurrent = !currentFound && status !== 'done';
    if (isCurrent) currentFound = true;
    return { stepId, label, actor, status, payload: step?.payload ?? null, isCurrent };
  });
}

const ACCOUNTANT_FORMS: readonly StepId[] = ['awaiting-guide', 'download-company-info'];

/** The accountants' step the order waits on, when it waits on us; its form is then shown. */
export function pendingAccountantStep(steps: readonly TrackStepView[]): AccountantStepId | null {
  const current = steps.find((step) => step.isCurrent);
  if (!current || !ACCOUNTANT_FORMS.includes(current.stepId)) return null;
  return current.stepId as AccountantStepId;
}

/** The receipt the customer sent for the registration guide, when there is one. */
export function guideReceiptFileId(steps: readonly TrackStepView[]): string | null {
  const receipt = steps.find((step) => step.stepId === 'upload-guide-receipt')?.payload?.receiptFileId;
  return typeof receipt === 'string' ? receipt : null;
}
