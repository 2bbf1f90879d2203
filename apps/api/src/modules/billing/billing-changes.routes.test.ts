import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  billingOverviewSchema,
  cancellationMessages,
  dunningMessages,
  planChangeMessages,
  type CompanyStatus,
} from '@contabil/contracts';
import { subscriptions } from '../../db/schema/billing.js';
import { createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { createTestApp, TEST_WEB_ORIGIN, type TestContext } from '../../test/test-app.js';
import { listOutboxMessagesTo } from '../mail/mail.repository.js';
import { createMailer } from '../mail/mailer.js';
import { insertReferralCredit } from '../referrals/referrals.repository.js';
import { insertMembership } from '../companies/companies.repository.js';
import { listDunningSteps } from './billing-changes.repository.js';
import { runBilling } from './billing-dunning.service.js';
import { billingState, brl, companyWithAdmin, paymentIdFromSandboxUrl, seededPlans } from './billing.testing.js';
import { createSandboxProvider } from './sandbox-provider.js';

// Issue 24, items 2 and 3 on the sandbox: cancellation, plan change and referral credit on
// the next charge, dunning to disabled and back.

let ctx: TestContext;
let plans: Awaited<ReturnType<typeof seededPlans>>;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  plans = await seededPlans(ctx.database.db);
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const settle = (id: string, action: 'pay' | 'fail') =>
  ctx.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${id}/${action}` });
const renew = async (subscriptionId: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/payments/sandbox/subscriptions/${subscriptionId}/renewals`,
    headers: { authorization: adminAuth },
  });
  return res;
};
const run = (now: Date) =>
  runBilling(
    {
      db: ctx.database.db,
      mail: { mailer: createMailer(ctx.jobs), webOrigin: TEST_WEB_ORIGIN },
      provider: createSandboxProvider(TEST_WEB_ORIGIN),
      dunning: { emailDays: [0, 5, 10], disableAfterDays: 15 },
    },
    now,
  );

/** An active company whose sandbox subscription's first payment went through. */
async function activeSubscription(planId = plans.servicos.id) {
  const admin = await companyWithAdmin(ctx, { status: 'active', trackId: null });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${planId}`,
    query: { companyId: admin.company.id },
    headers: { authorization: admin.authorization },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { subscriptionId, url } = res.json().data as { subscriptionId: string; url: string };
  expect((await settle(paymentIdFromSandboxUrl(url), 'pay')).statusCode).toBe(200);
  return { ...admin, companyId: admin.company.id, subscriptionId };
}

const overview = async (companyId: string, authorization: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/billing/overview',
    query: { companyId },
    headers: { authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  return billingOverviewSchema.parse(res.json().data);
};
const cancel = (companyId: string, authorization: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/subscriptions/cancellation',
    query: { companyId },
    headers: { authorization },
    payload,
  });
const undo = (companyId: string, authorization: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/subscriptions/cancellation',
    query: { companyId },
    headers: { authorization },
  });
const payOpen = (companyId: string, authorization: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/billing/open-charge/checkout',
    query: { companyId },
    headers: { authorization },
  });
const statusOf = async (companyId: string): Promise<CompanyStatus | undefined> =>
  (await billingState(ctx.database.db, companyId)).companyStatus;

describe('cancellation by the customer', () => {
  test('at the end of the paid period, with the reason: shown, audited, undone, then ended by the job', async () => {
    const sub = await activeSubscription();
    const res = await cancel(sub.companyId, sub.authorization, { reason: 'price', note: '  Está caro agora  ' });
    expect(res.statusCode, res.body).toBe(204);
    let view = await overview(sub.companyId, sub.authorization);
    const periodEnd = view.subscription!.currentPeriodEnd!;
    expect(view.subscription?.status).toBe('active');
    expect(view.subscription?.cancellation).toEqual({
      reason: 'price',
      note: 'Está caro agora',
      requestedAt: expect.any(String),
      endsAt: periodEnd,
    });
    // No next charge once cancelled, and the sandbox makes none.
    expect(view.nextCharge).toBeNull();
    const noRenewal = await renew(sub.subscriptionId);
    expect(noRenewal.statusCode).toBe(409);
    expect(noRenewal.json().error.message).toBe(cancellationMessages.noRenewal);
    const again = await cancel(sub.companyId, sub.authorization, { reason: 'price' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(cancellationMessages.alreadyCancelled);
    let state = await billingState(ctx.database.db, sub.companyId);
    expect(state.audit.find((a) => a.action === 'subscription.cancellation_requested')).toMatchObject({
      actorUserId: sub.owner.id,
      details: { reason: 'price', note: 'Está caro agora', endsAt: periodEnd },
    });

    // Undone before the end: the next charge is back.
    expect((await undo(sub.companyId, sub.authorization)).statusCode).toBe(204);
    view = await overview(sub.companyId, sub.authorization);
    expect(view.subscription?.cancellation).toBeNull();
    expect(view.nextCharge).toMatchObject({ amount: plans.servicos.priceCents / 100 });
    const undoAgain = await undo(sub.companyId, sub.authorization);
    expect(undoAgain.statusCode).toBe(409);
    expect(undoAgain.json().error.message).toBe(cancellationMessages.notCancelled);
    state = await billingState(ctx.database.db, sub.companyId);
    expect(state.audit.some((a) => a.action === 'subscription.cancellation_undone')).toBe(true);

    // Cancelled again; the job the day before the end changes nothing, the day after ends it.
    expect((await cancel(sub.companyId, sub.authorization, { reason: 'closing_company' })).statusCode).toBe(204);
    const end = new Date(periodEnd);
    await run(new Date(end.getTime() - DAY));
    expect((await billingState(ctx.database.db, sub.companyId)).subscriptions[0]?.status).toBe('active');
    expect((await run(new Date(end.getTime() + 60_000))).cancellationsEnded).toBeGreaterThanOrEqual(1);
    state = await billingState(ctx.database.db, sub.companyId);
    expect(state.subscriptions[0]?.status).toBe('canceled');
    expect(state.companyStatus).toBe('disabled');
    expect(state.audit.find((a) => a.action === 'company.status_changed')).toMatchObject({
      actorUserId: null,
      details: {
        from: 'active',
        to: 'disabled',
        reason: cancellationMessages.endedReason,
        cause: 'subscription_ended',
      },
    });
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${sub.companyId}/account-status`,
      headers: { authorization: sub.authorization },
    });
    expect(status.json().data).toMatchObject({ status: 'disabled', reason: cancellationMessages.endedReason });
    // Ended is ended: running again does nothing more.
    expect((await run(new Date(end.getTime() + 2 * DAY))).cancellationsEnded).toBe(0);
  });

  test('the reason is required (and the words with "other"); a member may not cancel; another company is 403', async () => {
    const sub = await activeSubscription();
    const missing = await cancel(sub.companyId, sub.authorization, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ reason: 'Escolha o motivo do cancelamento' });
    const other = await cancel(sub.companyId, sub.authorization, { reason: 'other', note: '   ' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({ note: cancellationMessages.noteRequired });
    const long = await cancel(sub.companyId, sub.authorization, { reason: 'service', note: 'x'.repeat(501) });
    expect(long.json().error.fields).toEqual({ note: cancellationMessages.noteTooLong });

    const memberUser = await createUser(ctx.database.db);
    await insertMembership(ctx.database.db, sub.companyId, { userId: memberUser.id, role: 'company-member' });
    const member = await signInAs(ctx.app, memberUser);
    expect((await cancel(sub.companyId, member.authorization, { reason: 'price' })).statusCode).toBe(403);
    const stranger = await companyWithAdmin(ctx, { status: 'active', trackId: null });
    expect((await cancel(sub.companyId, stranger.authorization, { reason: 'price' })).statusCode).toBe(403);
    expect((await undo(sub.companyId, stranger.authorization)).statusCode).toBe(403);
    expect((await payOpen(sub.companyId, stranger.authorization)).statusCode).toBe(403);
    const nothing = await cancel(stranger.company.id, stranger.authorization, { reason: 'price' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe(cancellationMessages.noActiveSubscription);
    expect((await billingState(ctx.database.db, sub.companyId)).subscriptions[0]?.cancelAtPeriodEnd).toBe(false);
  });
});

describe('plan change and referral credit on the next charge', () => {
  test('the next charge shows the new price and the credit; the renewal charges the difference, the credit once', async () => {
    const sub = await activeSubscription(plans.servicos.id);
    const referred = await companyWithAdmin(ctx, { status: 'active', trackId: null });
    const creditCents = 4000;
    await insertReferralCredit(ctx.database.db, sub.companyId, {
      referredCompanyId: referred.company.id,
      amountCents: creditCents,
      description: 'Indicação: primeiro pagamento',
      provider: 'sandbox',
      at: new Date(),
    });
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/subscriptions/plan',
      query: { companyId: sub.companyId },
      headers: { authorization: sub.authorization },
      payload: { planId: plans.comercio.id },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const view = await overview(sub.companyId, sub.authorization);
    expect(view.subscription?.price).toBe(plans.comercio.priceCents / 100);
    expect(view.nextCharge).toEqual({
      date: view.subscription!.currentPeriodEnd,
      amount: plans.comercio.priceCents / 100,
      creditAmount: creditCents / 100,
      amountDue: (plans.comercio.priceCents - creditCents) / 100,
    });
    const same = await ctx.app.inject({
      method: 'PUT',
      url: '/subscriptions/plan',
      query: { companyId: sub.companyId },
      headers: { authorization: sub.authorization },
      payload: { planId: plans.comercio.id },
    });
    expect(same.json().error.message).toBe(planChangeMessages.samePlan);

    // The job records the credit as applied (the sandbox's balance is the ledger), once.
    expect((await run(new Date())).creditsApplied).toBe(1);
    expect((await run(new Date())).creditsApplied).toBe(0);

    const renewal = await renew(sub.subscriptionId);
    expect(renewal.statusCode).toBe(201);
    const paymentId = paymentIdFromSandboxUrl(renewal.json().data.url);
    let state = await billingState(ctx.database.db, sub.companyId);
    expect(state.payments.find((p) => p.id === paymentId)).toMatchObject({
      amountCents: plans.comercio.priceCents - creditCents,
      creditCents,
    });
    expect((await settle(paymentId, 'pay')).statusCode).toBe(200);
    // Used: the following charge is the full price.
    expect((await overview(sub.companyId, sub.authorization)).nextCharge).toMatchObject({
      creditAmount: 0,
      amountDue: plans.comercio.priceCents / 100,
    });
    const next = await renew(sub.subscriptionId);
    state = await billingState(ctx.database.db, sub.companyId);
    const nextId = paymentIdFromSandboxUrl(next.json().data.url);
    expect(state.payments.find((p) => p.id === nextId)).toMatchObject({
      amountCents: plans.comercio.priceCents,
      creditCents: 0,
    });
  });

  test('a credit larger than the price covers the charge and the rest waits for the next one', async () => {
    const sub = await activeSubscription(plans.mei.id);
    const referred = await companyWithAdmin(ctx, { status: 'active', trackId: null });
    const big = plans.mei.priceCents + 1000;
    await insertReferralCredit(ctx.database.db, sub.companyId, {
      referredCompanyId: referred.company.id,
      amountCents: big,
      description: 'Indicação',
      provider: 'sandbox',
      at: new Date(),
    });
    expect((await overview(sub.companyId, sub.authorization)).nextCharge).toMatchObject({
      creditAmount: plans.mei.priceCents / 100,
      amountDue: 0,
    });
    const first = await renew(sub.subscriptionId);
    expect((await settle(paymentIdFromSandboxUrl(first.json().data.url), 'pay')).statusCode).toBe(200);
    expect((await overview(sub.companyId, sub.authorization)).nextCharge).toMatchObject({
      creditAmount: 10,
      amountDue: (plans.mei.priceCents - 1000) / 100,
    });
  });
});

describe('dunning', () => {
  test('failed renewal: e-mails on the day, after 5 and 10 days, disabled after the grace, active again when paid', async () => {
    const sub = await activeSubscription();
    const renewal = await renew(sub.subscriptionId);
    const failedId = paymentIdFromSandboxUrl(renewal.json().data.url);
    expect((await settle(failedId, 'fail')).statusCode).toBe(200);
    expect(await statusOf(sub.companyId)).toBe('overdue');
    const [subscription] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.subscriptionId));
    const since = subscription!.pastDueSince!;
    expect(subscription?.status).toBe('past_due');
    const mails = async () => (await listOutboxMessagesTo(ctx.database.db, sub.owner.email, 50)).map((m) => m.subject);
    const price = brl(plans.servicos);
    // The failure e-mail was the day's one: the job sends no other that day.
    const before = await mails();
    expect(before).toContain(`Não conseguimos confirmar o pagamento de ${price}`);
    await run(new Date(since.getTime() + 60_000));
    await run(new Date(since.getTime() + 4 * DAY));
    expect(await mails()).toEqual(before);

    await run(new Date(since.getTime() + 5 * DAY));
    await run(new Date(since.getTime() + 5 * DAY + 3600_000));
    let sent = await mails();
    expect(sent.length).toBe(before.length + 1);
    expect(sent[0]).toBe(`Lembrete: a mensalidade de ${price} continua em aberto`);
    const [reminder] = await listOutboxMessagesTo(ctx.database.db, sub.owner.email, 1);
    expect(reminder?.text).toContain(`${TEST_WEB_ORIGIN}/app/user/my-billing`);
    expect(reminder?.text).toContain('o acesso da empresa será desativado');

    await run(new Date(since.getTime() + 10 * DAY));
    await run(new Date(since.getTime() + 14 * DAY));
    sent = await mails();
    expect(sent.length).toBe(before.length + 2);
    expect(await statusOf(sub.companyId)).toBe('overdue');

    await run(new Date(since.getTime() + 15 * DAY));
    await run(new Date(since.getTime() + 16 * DAY));
    expect(await statusOf(sub.companyId)).toBe('disabled');
    sent = await mails();
    expect(sent.length).toBe(before.length + 3);
    expect(sent[0]).toMatch(/^O acesso da empresa .* foi desativado$/);
    expect((await listDunningSteps(ctx.database.db, sub.companyId)).map((s) => s.step)).toEqual([
      'email-0',
      'email-5',
      'email-10',
      'disabled',
    ]);
    let state = await billingState(ctx.database.db, sub.companyId);
    expect(state.audit.find((a) => a.action === 'company.status_changed')).toMatchObject({
      actorUserId: null,
      details: { from: 'overdue', to: 'disabled', reason: dunningMessages.disabledReason, cause: 'dunning' },
    });
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${sub.companyId}/account-status`,
      headers: { authorization: sub.authorization },
    });
    expect(status.json().data).toMatchObject({ status: 'disabled', reason: dunningMessages.disabledReason });

    // "Pagar agora": the failed sandbox charge gets a new checkout for the same amount; asking twice gives the same one.
    const pay = await payOpen(sub.companyId, sub.authorization);
    expect(pay.statusCode, pay.body).toBe(200);
    const retryId = paymentIdFromSandboxUrl(pay.json().data.url);
    expect(retryId).not.toBe(failedId);
    expect((await payOpen(sub.companyId, sub.authorization)).json().data.paymentId).toBe(retryId);
    expect((await settle(retryId, 'pay')).statusCode).toBe(200);
    state = await billingState(ctx.database.db, sub.companyId);
    expect(state.companyStatus).toBe('active');
    expect(state.subscriptions[0]).toMatchObject({ status: 'active', pastDueSince: null });
    expect(state.audit.find((a) => a.action === 'company.status_changed')).toMatchObject({
      details: { from: 'disabled', to: 'active' },
    });
    // Nothing left to pay, and the job leaves it alone.
    const nothing = await payOpen(sub.companyId, sub.authorization);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe(dunningMessages.nothingToPay);
    await run(new Date(since.getTime() + 17 * DAY));
    expect(await statusOf(sub.companyId)).toBe('active');
  });

  test('a renewal left pending past the period end goes overdue and gets the day-0 e-mail once; paying brings it back', async () => {
    const sub = await activeSubscription();
    const renewal = await renew(sub.subscriptionId);
    const paymentId = paymentIdFromSandboxUrl(renewal.json().data.url);
    const periodEnd = (await billingState(ctx.database.db, sub.companyId)).subscriptions[0]!.currentPeriodEnd!;
    await run(new Date(periodEnd.getTime() - 60_000));
    expect(await statusOf(sub.companyId)).toBe('active');
    const after = new Date(periodEnd.getTime() + 60_000);
    const result = await run(after);
    expect(result.becamePastDue).toBeGreaterThanOrEqual(1);
    await run(after);
    expect(await statusOf(sub.companyId)).toBe('overdue');
    const subjects = (await listOutboxMessagesTo(ctx.database.db, sub.owner.email, 50)).map((m) => m.subject);
    expect(subjects.filter((s) => s === `A mensalidade de ${brl(plans.servicos)} está em aberto`)).toHaveLength(1);
    // The pending checkout is the one to pay.
    expect((await payOpen(sub.companyId, sub.authorization)).json().data.paymentId).toBe(paymentId);
    expect((await settle(paymentId, 'pay')).statusCode).toBe(200);
    expect(await statusOf(sub.companyId)).toBe('active');
  });

  test('a company disabled by our staff stays disabled when a payment comes in', async () => {
    const sub = await activeSubscription();
    const renewal = await renew(sub.subscriptionId);
    const paymentId = paymentIdFromSandboxUrl(renewal.json().data.url);
    const staff = await ctx.app.inject({
      method: 'PUT',
      url: `/companies/${sub.companyId}/status/disabled`,
      headers: { authorization: adminAuth },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect((await settle(paymentId, 'pay')).statusCode).toBe(200);
    expect(await statusOf(sub.companyId)).toBe('disabled');
  });
});

describe('tenant isolation', () => {
  test("a user without access to the company cannot read or pay another company's open charge", async () => {
    const outsider = await createUser(ctx.database.db);
    const { authorization } = await signInAs(ctx.app, outsider);
    const sub = await activeSubscription();
    expect((await payOpen(sub.companyId, authorization)).statusCode).toBe(403);
  });
});
