import { trackDefinitions, type StepActor, type StepId, type StepStatus, type TrackId } from '@contabil/contracts';

export interface OnboardingStep {
  stepId: StepId;
  label: string;
  /** Who completes it: the customer in the wizard, the payment, or our accountants. */
  actor: StepActor;
}

/**
 * The wizards' steps in order, straight from the contracts' track definitions, so the
 * web and the API agree on which steps there are and in which order.
 */
export const ONBOARDING_STEPS: Record<TrackId, readonly OnboardingStep[]> = {
  'create-company': trackDefinitions['create-company'].map(({ stepId, label, actor }) => ({ stepId, label, actor })),
  'migrate-company': trackDefinitions['migrate-company'].map(({ stepId, label, actor }) => ({ stepId, label, actor })),
};

export interface StepState extends OnboardingStep {
  status: StepStatus;
  isCurrent: boolean;
}

/**
 * Each step of `trackId` with its status from the track; a step the track does not
 * list is pending. The current step is the first in progress, else the first not done.
 */
export function stepStates(
  trackId: TrackId,
  trackSteps: readonly { stepId: StepId; status: StepStatus }[] = [],
): StepState[] {
  const statusOf = new Map(trackSteps.map((step) => [step.stepId, step.status]));
  const steps = ONBOARDING_STEPS[trackId].map((step) => ({ ...step, status: statusOf.get(step.stepId) ?? 'pending' }));
  const inProgress = steps.findIndex((step) => step.status === 'in_progress');
  const currentIndex = inProgress >= 0 ? inProgress : steps.findIndex((step) => step.status !== 'done');
  return steps.map((step, index) => ({ ...step, isCurrent: index === currentIndex }));
}
