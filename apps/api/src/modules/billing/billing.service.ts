import { randomUUID } from 'node:crypto';
import {
  isMeiByTrack,
  messages,
  planRefusal,
  type Payment,
  type PaymentProviderName,
  type SubscriptionCheckout,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { assertCompanyAccess, type AuthContext } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany, findMembership, listCompanySteps } from '../companies/companies.repository.js';
import { startSubscriptionStep } from '../companies/subscription-step.service.js';
import { findPlan } from '../plans/plans.repository.js';
import {
  deletePendingPayments,
  findPendingPayment,
  findSubscriptionById,
  insertPayment,
  insertSubscription,
  listPayments,
  listSubscriptionsByStatus,
  lockCompanyBilling,
  updatePendingSubscription,
  type PaymentRow,
} from './billing.repository.js';
import { DEFAULT_RETURN_PATH, returnUrl, type PaymentProvider } from './payment-provider.js';
import { sandboxCheckoutUrl } from './sandbox-provider.js';

export interface BillingDeps {
  db: Database;
  provider: PaymentProvider;
  webOrigin: string;
}

export const billingMessages = {
  notSandboxSubscription: 'Esta assinatura não é do ambiente de testes de pagamento',
  subscriptionNotPaid: 'A assinatura ainda não teve o primeiro pagamento',
} as const;

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    companyId: row.companyId,
    subscriptionId: row.subscriptionId,
    description: row.description,
    amountCents: row.amountCents,
    status: row.status,
    provider: row.provider,
    paidAt: row.paidAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    checkoutUrl: row.status === 'paid' ? null : row.checkoutUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export const firstPaymentDescription = (planName: string) => `Assinatura ${planName}: primeira mensalidade`;
export const renewalDescription = (planName: string) => `Assinatura ${planName}: mensalidade`;

/** Subscribing is for the company's administrators (and system administrators). */
async function assertCompanyAdmin(db: Database, auth: AuthContext, companyId: string): Promise<void> {
  if (auth.isSystemAdmin) return;
  const membership = await findMembership(db, companyId, auth.sub);
  if (!membership) throw forbidden(messages.companyForbidden);
  if (membership.role !== 'company-admin') throw forbidden(messages.forbidden);
}

/**
 * `POST /subscriptions/{planId}`: a pending subscription (price copied from the plan) and
 * its first payment, pending, with the provider's checkout URL. A second checkout while
 * one is pending reuses the pending subscription (with the plan now chosen) and replaces
 * its unpaid payment, so pending rows do not pile up.
 */
export async function startCheckout(
  deps: BillingDeps,
  auth: AuthContext,
  planId: string,
  query: { companyId: string; returnPath?: string | undefined },
): Promise<SubscriptionCheckout> {
  const { db, provider } = deps;
  const { companyId } = query;
  await assertCompanyAdmin(db, auth, companyId);
  const plan = await findPlan(db, planId);
  if (!plan) throw notFound(messages.planNotFound);
  if (!plan.isActive) throw conflict(messages.planInactive);
  if (!(await findCompany(db, companyId))) throw notFound(messages.notFound);
  const refusal = planRefusal(plan, isMeiByTrack(await listCompanySteps(db, companyId)));
  if (refusal) throw conflict(refusal);
  const returnPath = query.returnPath ?? DEFAULT_RETURN_PATH;

  const { checkout, replaced } = await db.transaction(async (tx) => {
    await lockCompanyBilling(tx, companyId);
    const live = await listSubscriptionsByStatus(tx, companyId, ['active', 'past_due']);
    if (live.length > 0) throw conflict(messages.subscriptionAlreadyActive);
    const [pending] = await listSubscriptionsByStatus(tx, companyId, ['pending']);
    const terms = { planId: plan.id, priceCents: plan.priceCents, provider: provider.name };
    const subscription =
      (pending && (await updatePendingSubscription(tx, companyId, pending.id, terms))) ??
      (await insertSubscription(tx, companyId, terms));
    const replaced = await deletePendingPayments(tx, companyId, subscription.id);

    const paymentId = randomUUID();
    const successUrl = returnUrl(deps.webOrigin, returnPath, 'sucesso');
    const session = await provider.createCheckout({
      paymentId,
      subscriptionId: subscription.id,
      companyId,
      planName: plan.name,
      amountCents: plan.priceCents,
      // Stripe prefills it; an administrator acting for the company is not its customer.
      customerEmail: auth.isSystemAdmin ? undefined : auth.email,
      successUrl,
      cancelUrl: returnUrl(deps.webOrigin, returnPath, 'cancelado'),
    });
    await insertPayment(tx, companyId, {
      id: paymentId,
      subscriptionId: subscription.id,
      description: firstPaymentDescription(plan.name),
      amountCents: plan.priceCents,
      provider: provider.name,
      providerReference: session.reference,
      checkoutUrl: session.url,
      returnUrl: successUrl,
    });
    await startSubscriptionStep(tx, companyId, { planId: plan.id, subscriptionId: subscription.id });
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'subscription.checkout_started',
      entityType: 'subscription',
      entityId: subscription.id,
      details: { planId: plan.id, paymentId, priceCents: plan.priceCents, provider: provider.name },
    });
    return { checkout: { subscriptionId: subscription.id, url: session.url }, replaced };
  });
  for (const old of replaced) {
    if (old.provider === provider.name) await provider.cancelCheckout(old.providerReference);
  }
  return checkout;
}

/** `GET /v1/ecommerce/payments?companyId=`: newest first. */
export async function listCompanyPayments(db: Database, auth: AuthContext, companyId: string): Promise<Payment[]> {
  await assertCompanyAccess(db, auth, companyId);
  return (await listPayments(db, companyId)).map(toPayment);
}

/**
 * Sandbox only (system administrators): the next period's payment of a paid
 * subscription, pending, with its checkout page; the one already pending when there is.
 */
export async function createSandboxRenewal(
  deps: { db: Database; webOrigin: string },
  subscriptionId: string,
  actor: { actorUserId: string; requestId: string },
): Promise<SubscriptionCheckout> {
  const { db } = deps;
  const subscription = await findSubscriptionById(db, subscriptionId);
  if (!subscription) throw notFound(messages.notFound);
  const sandbox: PaymentProviderName = 'sandbox';
  if (subscription.provider !== sandbox) throw conflict(billingMessages.notSandboxSubscription);
  if (subscription.status !== 'active' && subscription.status !== 'past_due') {
    throw conflict(billingMessages.subscriptionNotPaid);
  }
  const { companyId } = subscription;
  const plan = await findPlan(db, subscription.planId);
  return db.transaction(async (tx) => {
    await lockCompanyBilling(tx, companyId);
    const pending = await findPendingPayment(tx, companyId, subscription.id);
    if (pending?.checkoutUrl) return { subscriptionId: subscription.id, url: pending.checkoutUrl };
    const paymentId = randomUUID();
    const url = sandboxCheckoutUrl(deps.webOrigin, paymentId);
    await insertPayment(tx, companyId, {
      id: paymentId,
      subscriptionId: subscription.id,
      description: renewalDescription(plan?.name ?? ''),
      amountCents: subscription.priceCents,
      provider: sandbox,
      providerReference: paymentId,
      checkoutUrl: url,
      returnUrl: returnUrl(deps.webOrigin, DEFAULT_RETURN_PATH, 'sucesso'),
    });
    await recordAudit(tx, companyId, {
      ...actor,
      action: 'subscription.renewal_created',
      entityType: 'payment',
      entityId: paymentId,
      details: { subscriptionId: subscription.id, amountCents: subscription.priceCents },
    });
    return { subscriptionId: subscription.id, url };
  });
}
