import { computeTrackStatus, type StepPayloads } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { findCompany, listCompanySteps, updateCompanyTrackStatus, upsertCompanyStep } from './companies.repository.js';
import type { MailContext } from '../mail/mailer.js';
import { changeCompanyStatus } from './company-status.service.js';

/**
 * The track's subscription step is written by the payment, never by a form: these two
 * are what the billing module calls, inside its own transaction.
 */
async function writeSubscriptionStep(
  tx: Database,
  companyId: string,
  status: 'in_progress' | 'done',
  payload: StepPayloads['subscription'],
): Promise<void> {
  const company = await findCompany(tx, companyId);
  if (!company?.trackId) return;
  await upsertCompanyStep(tx, companyId, { stepId: 'subscription', status, payload });
  const steps = await listCompanySteps(tx, companyId);
  await updateCompanyTrackStatus(tx, companyId, computeTrackStatus(company.trackId, steps));
}

/** A checkout started: the step is in progress with the chosen plan. A paid step stays done. */
export async function startSubscriptionStep(
  tx: Database,
  companyId: string,
  subscription: { planId: string; subscriptionId: string },
): Promise<void> {
  const steps = await listCompanySteps(tx, companyId);
  if (steps.some((step) => step.stepId === 'subscription' && step.status === 'done')) return;
  await writeSubscriptionStep(tx, companyId, 'in_progress', { ...subscription, paidAt: null });
}

/**
 * The first payment went through: the step is done and the order is placed, so a
 * pending company moves on (opening -> awaiting_opening, migration -> migrating).
 */
export async function completeSubscriptionStep(
  tx: Database,
  mail: MailContext,
  companyId: string,
  subscription: { planId: string; subscriptionId: string; paidAt: Date },
): Promise<void> {
  await writeSubscriptionStep(tx, companyId, 'done', {
    planId: subscription.planId,
    subscriptionId: subscription.subscriptionId,
    paidAt: subscription.paidAt.toISOString(),
  });
  const company = await findCompany(tx, companyId);
  if (company?.status !== 'pending' || !company.trackId) return;
  const next = company.trackId === 'create-company' ? 'awaiting_opening' : 'migrating';
  await changeCompanyStatus(tx, mail, companyId, next, { actorUserId: null });
}
