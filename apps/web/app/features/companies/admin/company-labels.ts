import {
  trackDefinitions,
  type CompanyStatus,
  type StepActor,
  type StepId,
  type StepStatus,
  type TrackId,
  type TrackStatus,
} from '@contabil/contracts';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'destructive';

/** The colour of a company status: done is green, blocked is red, on its way is blue. */
export const companyStatusTones: Readonly<Record<CompanyStatus, BadgeTone>> = {
  pending: 'neutral',
  awaiting_opening: 'primary',
  opening: 'primary',
  migrating: 'primary',
  active: 'success',
  overdue: 'destructive',
  disabled: 'destructive',
};

export const trackStatusLabels: Readonly<Record<TrackStatus, string>> = {
  pending: 'Não iniciada',
  in_progress: 'Em andamento',
  done: 'Concluída',
};

export const stepStatusLabels: Readonly<Record<StepStatus, string>> = {
  pending: 'Pendente',
  in_progress: 'Em andamento',
  done: 'Concluída',
};

export const stepStatusTones: Readonly<Record<StepStatus, BadgeTone>> = {
  pending: 'neutral',
  in_progress: 'primary',
  done: 'success',
};

export const stepActorLabels: Readonly<Record<StepActor, string>> = {
  customer: 'Cliente',
  accountant: 'Contador',
  payment: 'Pagamento',
};

export const propertyUseLabels = {
  residential: 'Residencial (casa de um sócio)',
  commercial: 'Comercial (imóvel próprio ou alugado)',
  virtual_office: 'Escritório virtual',
} as const;

export const trackLabels: Readonly<Record<TrackId, string>> = {
  'create-company': 'Abertura de empresa',
  'migrate-company': 'Troca de contador',
};

/** "Guia de registro": the label of a step on its track, or the id when the track does not list it. */
export function stepLabel(trackId: TrackId | null, stepId: StepId): string {
  const tracks = trackId ? [trackDefinitions[trackId]] : Object.values(trackDefinitions);
  for (const steps of tracks) {
    const step = steps.find((candidate) => candidate.stepId === stepId);
    if (step) return step.label;
  }
  return stepId;
}
