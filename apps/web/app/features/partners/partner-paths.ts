import type { PartnerEnrolment, PartnerEnrolmentStatus } from '@contabil/contracts';

/** Only Duca has screens of its own (spec section 2); the paths follow the slug. */
export function partnerPagePath(slug: string): string {
  return `/app/partners/${slug}`;
}

export function partnerWizardPath(slug: string): string {
  return `/app/wizard/partners/${slug}`;
}

export const enrolmentStatusTones: Readonly<Record<PartnerEnrolmentStatus, 'warning' | 'success' | 'destructive'>> = {
  sent: 'warning',
  accepted: 'success',
  declined: 'destructive',
};

/** "Quero participar" is offered without an enrolment, or after a declined one (a new one may be sent). */
export function canEnrol(enrolment: Pick<PartnerEnrolment, 'status'> | null): boolean {
  return !enrolment || enrolment.status === 'declined';
}

/** The API's field errors come as `data.{key}`; the form's fields are the keys. */
export function enrolmentFieldErrors(fields: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) errors[name.replace(/^data\./, '')] = message;
  return errors;
}
