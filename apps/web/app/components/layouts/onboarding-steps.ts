import type { StepId, StepStatus, TrackId } from '@contabil/contracts';

export interface OnboardingStep {
  stepId: StepId;
  label: string;
}

/** The wizards' steps in order (spec section 4): opening a company, and switching accountant. */
export const ONBOARDING_STEPS: Record<TrackId, readonly OnboardingStep[]> = {
  'create-company': [
    { stepId: 'pre-registration', label: 'Pré-cadastro' },
    { stepId: 'partner-registration', label: 'Sócios' },
    { stepId: 'select-fiscal-address', label: 'Endereço fiscal' },
    { stepId: 'subscription', label: 'Assinatura' },
    { stepId: 'awaiting-guide', label: 'Guia' },
    { stepId: 'upload-guide-receipt', label: 'Comprovante' },
    { stepId: 'download-company-info', label: 'Dados da empresa' },
  ],
  'migrate-company': [
    { stepId: 'partner-registration-basic', label: 'Sócios' },
    { stepId: 'migrate-accountant', label: 'Troca de contador' },
    { stepId: 'subscription', label: 'Assinatura' },
    { stepId: 'download-company-info', label: 'Dados da empresa' },
  ],
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
