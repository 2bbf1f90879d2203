import { randomUUID } from 'node:crypto';
import {
  type FeeInvoice,
  isMeiCompany,
  messages,
  planChangeMessages,
  type BillingOverview,
  type CompanyAccountStatus,
  type Subscription,
  planRefusal,
  type Payment,
  type PaymentProviderName,
  type SubscriptionCheckout,
  cancellationMessages,
  toReais,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess, assertCompanyAdmin } from '../access/company-access.js';
import { findLatestCompanyAudit, recordAudit } from '../audit/audit.repository.js';
import { findCompany, listCompanySteps } from '../companies/companies.repository.js';
import { startSubscriptionStep } from '../companies/subscription-step.service.js';
import { findPlan } from '../plans/plans.repository.js';
import { listReferralCredits } from '../referrals/referrals.repository.js';
import {
  changeSubscriptionPlan,
  deletePendingPayments,
  findLatestSubscriptionWithPlan,
  findOpenCharge,
  findPendingPayment,
  findSubscriptionOfAnyCompany,
  insertPayment,
  insertSubscription,
  listPayments,
  listSubscriptionsByStatus,
  companyBillingTransaction,
  updatePendingSubscription,
  type PaymentRow,
  type SubscriptionRow,
} from './billing.repository.js';
import { DEFAULT_RETURN_PATH, providerSubscription, returnUrl, type PaymentProvider } from './payment-provider.js';
import { paymentMethodDetails } from './payment-method-details.js';
import { sandboxCheckoutUrl } from './sandbox-provider.js';
import { availableCreditCents } from './billing-changes.repository.js';
import { cancellationOf, nextChargeOf } from './billing-changes.service.js';
import { listFeeInvoicesOfPayments } from './fee-invoice/fee-invoice.repository.js';
import { relativeCompanyKey } from '../storage/index.js';

export interface BillingDeps {
  db: Database;
  provider: PaymentProvider;
  webOrigin: string;
}

export const billingMessages = {
  notSandboxSubscription: 'Esta assinatura não é do ambiente de testes de pagamento',
  subscriptionNotPaid: 'A assinatura ainda não teve o primeiro pagamento',
} as const;

export function toPayment(row: PaymentRow, feeInvoice: FeeInvoice | null = null): Payment {
  return {
    id: row.id,
    companyId: row.companyId,
    kind: row.kind,
    subscriptionId: row.subscriptionId,
    description: row.description,
    status: row.status,
    provider: row.provider,
    paidAt: row.paidAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    checkoutUrl: row.status === 'paid' ? null : row.checkoutUrl,
    createdAt: row.createdAt.toISOString(),
    ...paymentMethodDetails(row),
    feeInvoice,
  };
}

export const firstPaymentDescription = (planName: string) => `Assinatura ${planName}: primeira mensalidade`;
export const renewalDescription = (planName: string) => `Assinatura ${planName}: mensalidade`;

/** The plan the company may subscribe or move to: active, and open to its kind (MEI or not). */
async function planOpenToCompany(db: Database, companyId: string, planId: string) {
  const plan = await findPlan(db, planId);
  if (!plan) throw notFound(messages.planNotFound);
  if (!plan.isActive) throw conflict(messages.planInactive);
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.notFound);
  const refusal = planRefusal(plan, isMeiCompany(company, await listCompanySteps(db, companyId)));
  if (refusal) throw conflict(refusal);
  return plan;
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
  // Subscribing is for the company's administrators (and system administrators).
  await assertCompanyAdmin(db, auth, companyId);
  const plan = await planOpenToCompany(db, companyId, planId);
  const returnPath = query.returnPath ?? DEFAULT_RETURN_PATH;

  const { checkout, replaced } = await companyBillingTransaction(db, companyId, async (tx) => {
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
  const rows = await listPayments(db, companyId);
  const notes = await listFeeInvoicesOfPayments(
    db,
    companyId,
    rows.filter((row) => row.feeNfsRequestId).map((row) => row.id),
  );
  const byPayment = new Map(
    notes.map((note): [string, FeeInvoice] => [
      note.paymentId,
      {
        status: note.status,
        number: note.number,
        pdf:
          note.pdfObjectKey && note.pdfFileName
            ? { key: relativeCompanyKey(companyId, note.pdfObjectKey), fileName: note.pdfFileName }
            : null,
      },
    ]),
  );
  return rows.map((row) => toPayment(row, byPayment.get(row.id) ?? null));
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
  const subscription = await findSubscriptionOfAnyCompany(db, subscriptionId);
  if (!subscription) throw notFound(messages.notFound);
  const sandbox: PaymentProviderName = 'sandbox';
  if (subscription.provider !== sandbox) throw conflict(billingMessages.notSandboxSubscription);
  if (subscription.status !== 'active' && subscription.status !== 'past_due') {
    throw conflict(billingMessages.subscriptionNotPaid);
  }
  if (subscription.cancelAtPeriodEnd) throw conflict(cancellationMessages.noRenewal);
  const { companyId } = subscription;
  const plan = await findPlan(db, subscription.planId);
  return companyBillingTransaction(db, companyId, async (tx) => {
    const pending = await findPendingPayment(tx, companyId, subscription.id);
    if (pending?.checkoutUrl) return { subscriptionId: subscription.id, url: pending.checkoutUrl };
    const paymentId = randomUUID();
    const url = sandboxCheckoutUrl(deps.webOrigin, paymentId);
    // The referral credit still in the ledger is deducted, as Stripe's customer balance does.
    const creditCents = Math.min(await availableCreditCents(tx, companyId), subscription.priceCents);
    await insertPayment(tx, companyId, {
      id: paymentId,
      subscriptionId: subscription.id,
      description: renewalDescription(plan?.name ?? ''),
      amountCents: subscription.priceCents - creditCents,
      creditCents,
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
      details: { subscriptionId: subscription.id, amountCents: subscription.priceCents - creditCents, creditCents },
    });
    return { subscriptionId: subscription.id, url };
  });
}

function toSubscription(row: SubscriptionRow, planName: string): Subscription {
  return {
    id: row.id,
    companyId: row.companyId,
    planId: row.planId,
    planName,
    price: toReais(row.priceCents),
    status: row.status,
    provider: row.provider,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    cancellation: cancellationOf(row),
  };
}

/**
 * `GET /billing/overview?companyId=`: the latest subscription, the charge still to pay and
 * the referral credits, all read from the one ledger (credits are its negative rows).
 */
export async function getBillingOverview(db: Database, auth: AuthContext, companyId: string): Promise<BillingOverview> {
  await assertCompanyAccess(db, auth, companyId);
  const [latest, open, credits] = await Promise.all([
    findLatestSubscriptionWithPlan(db, companyId),
    findOpenCharge(db, companyId),
    listReferralCredits(db, companyId),
  ]);
  const nextCharge = await nextChargeOf(db, companyId, latest?.subscription);
  return {
    subscription: latest ? toSubscription(latest.subscription, latest.planName) : null,
    openPayment: open ? toPayment(open) : null,
    credits: {
      balance: toReais(credits.reduce((sum, c) => sum - c.amountCents, 0)),
      entries: credits.map((c) => ({
        id: c.id,
        amount: toReais(-c.amountCents),
        description: c.description,
        createdAt: c.createdAt.toISOString(),
      })),
    },
    nextCharge,
  };
}

/**
 * `PUT /subscriptions/plan?companyId=`: an active (or past due) subscription moves to
 * another plan; the new price applies from the next charge (a charge already open keeps
 * its amount), at the provider too (Stripe: the item's price, no proration; decision 005).
 * Company-admins and system admins; audited.
 */
export async function changePlan(
  deps: BillingDeps,
  auth: AuthContext,
  companyId: string,
  planId: string,
  requestId: string,
): Promise<Subscription> {
  const { db, provider } = deps;
  await assertCompanyAdmin(db, auth, companyId);
  const plan = await planOpenToCompany(db, companyId, planId);
  return companyBillingTransaction(db, companyId, async (tx) => {
    const [live] = await listSubscriptionsByStatus(tx, companyId, ['active', 'past_due']);
    if (!live) throw conflict(planChangeMessages.noActiveSubscription);
    if (live.planId === plan.id) throw conflict(planChangeMessages.samePlan);
    const updated = await changeSubscriptionPlan(tx, companyId, live.id, {
      planId: plan.id,
      priceCents: plan.priceCents,
    });
    if (!updated) throw conflict(planChangeMessages.noActiveSubscription);
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'subscription.plan_changed',
      entityType: 'subscription',
      entityId: live.id,
      requestId,
      details: {
        fromPlanId: live.planId,
        toPlanId: plan.id,
        fromPriceCents: live.priceCents,
        toPriceCents: plan.priceCents,
      },
    });
    // Last: a provider failure rolls our change back.
    await provider.changePlan(providerSubscription(live), {
      planId: plan.id,
      planName: plan.name,
      amountCents: plan.priceCents,
      requestKey: randomUUID(),
    });
    return toSubscription(updated, plan.name);
  });
}

const STATUS_REASONS: Partial<Record<string, string>> = {
  overdue: 'A última mensalidade não foi paga.',
  disabled: 'A empresa foi desativada pela nossa equipe.',
};

/** `GET /companies/{id}/account-status`: what /app/user/disabled explains. */
export async function getAccountStatus(
  db: Database,
  auth: AuthContext,
  companyId: string,
  contact: { email: string; whatsapp: string | undefined },
): Promise<CompanyAccountStatus> {
  await assertCompanyAccess(db, auth, companyId);
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.notFound);
  const [change, open] = await Promise.all([
    findLatestCompanyAudit(db, companyId, 'company.status_changed'),
    findOpenCharge(db, companyId),
  ]);
  const changedToCurrent =
    change && (change.details as { to?: string } | null)?.to === company.status ? change : undefined;
  const recordedReason = (changedToCurrent?.details as { reason?: unknown } | null)?.reason;
  return {
    companyId,
    companyName: company.name,
    status: company.status,
    reason: typeof recordedReason === 'string' ? recordedReason : (STATUS_REASONS[company.status] ?? null),
    changedAt: changedToCurrent?.createdAt.toISOString() ?? null,
    openPayment: open ? toPayment(open) : null,
    contactEmail: contact.email,
    contactWhatsapp: contact.whatsapp ?? null,
  };
}
