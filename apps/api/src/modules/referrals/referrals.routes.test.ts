import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { referralsSummarySchema, LEGAL_DOCUMENTS_VERSION } from '@contabil/contracts';
import { payments } from '../../db/schema/billing.js';
import { users } from '../../db/schema/users.js';
import { createCompany, createSystemAdmin, createUser, signInAs, uniqueEmail } from '../../test/factories.js';
import { createTestApp, TEST_WEB_ORIGIN, type TestContext } from '../../test/test-app.js';
import { paymentIdFromSandboxUrl, seededPlans } from '../billing/billing.testing.js';
import { setStripeClientFactory } from '../billing/stripe-provider.js';
import { deliverStripeEvent, fakeStripeCheckout, stripeEvent } from '../billing/stripe.testing.js';
import { creditReferrer } from './referrals.service.js';

let sandbox: TestContext;
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  sandbox = await createTestApp();
  plans = await seededPlans(sandbox.database.db);
});
afterAll(() => sandbox.close());

/** A referrer with a company of their own, and the person they referred, signed up through an older link (the uid). */
async function referral(ctx: TestContext) {
  const referrer = await createUser(ctx.database.db, { name: 'Rui Indicador' });
  const referrerCompany = await createCompany(ctx.database.db, { owner: referrer });
  const email = uniqueEmail('indicada');
  const signUp = await ctx.app.inject({
    method: 'POST',
    url: '/users',
    payload: {
      name: 'Ana Maria Souza',
      email,
      password: 'senha-forte-123',
      acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
      indicatedBy: referrer.id,
    },
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const [referred] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  expect(referred?.indicatedBy).toBe(referrer.id);
  const company = await createCompany(ctx.database.db, { owner: referred!, status: 'active', trackId: null });
  const { authorization } = await signInAs(ctx.app, { email }, 'senha-forte-123');
  return { referrer, referrerCompany, referred: referred!, company, authorization };
}

async function checkout(ctx: TestContext, companyId: string, authorization: string) {
  const plan = (await seededPlans(ctx.database.db)).servicos;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${plan.id}`,
    query: { companyId },
    headers: { authorization },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { subscriptionId: string; url: string };
}

async function creditsOf(ctx: TestContext, companyId: string) {
  return ctx.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.kind, 'referral_credit')));
}

describe('referral credit (sandbox)', () => {
  test('the first payment credits the referrer’s company one month, once, even when paid twice at once', async () => {
    const r = await referral(sandbox);
    const { url } = await checkout(sandbox, r.company.id, r.authorization);
    const paymentId = paymentIdFromSandboxUrl(url);
    const pay = () => sandbox.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${paymentId}/pay` });
    const results = await Promise.all([pay(), pay()]);
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect((await pay()).statusCode).toBe(409);
    const credits = await creditsOf(sandbox, r.referrerCompany.id);
    expect(credits).toHaveLength(1);
    // The ledger's own key is the last guard: the credit event itself, run again and at once, writes nothing.
    const again = {
      referredCompanyId: r.company.id,
      amountCents: plans.servicos.priceCents,
      provider: 'sandbox' as const,
      at: new Date(),
    };
    await Promise.all([
      sandbox.database.db.transaction((tx) => creditReferrer(tx, again)),
      sandbox.database.db.transaction((tx) => creditReferrer(tx, again)),
    ]);
    expect(await creditsOf(sandbox, r.referrerCompany.id)).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      amountCents: -plans.servicos.priceCents,
      status: 'paid',
      referredCompanyId: r.company.id,
      subscriptionId: null,
    });

    // The referrer's billing and referral pages agree with the ledger.
    const referrerAuth = (await signInAs(sandbox.app, r.referrer)).authorization;
    const overview = await sandbox.app.inject({
      method: 'GET',
      url: '/billing/overview',
      query: { companyId: r.referrerCompany.id },
      headers: { authorization: referrerAuth },
    });
    expect(overview.json().data.credits).toMatchObject({ balance: plans.servicos.priceCents / 100 });
    const history = await sandbox.app.inject({
      method: 'GET',
      url: '/v1/ecommerce/payments',
      query: { companyId: r.referrerCompany.id },
      headers: { authorization: referrerAuth },
    });
    expect(history.json().data).toEqual([
      expect.objectContaining({ kind: 'referral_credit', amount: -plans.servicos.priceCents / 100 }),
    ]);
    const mine = await sandbox.app.inject({
      method: 'GET',
      url: '/referrals/me',
      headers: { authorization: referrerAuth },
    });
    const summary = referralsSummarySchema.parse(mine.json().data);
    expect(summary).toMatchObject({
      link: `${TEST_WEB_ORIGIN}/app/login?cadastro=1&indicacao=${summary.code}`,
      totalReward: plans.servicos.priceCents / 100,
      creditedCompanyId: r.referrerCompany.id,
      referrals: [{ name: 'Ana S.', stage: 'paying', reward: plans.servicos.priceCents / 100 }],
    });
  });

  test('a renewal credits nothing: only the first payment earns the reward', async () => {
    const referrer = await createUser(sandbox.database.db);
    const referrerCompany = await createCompany(sandbox.database.db, { owner: referrer });
    // A company that paid before anyone referred came in: its owner paid without a referrer.
    const owner = await createUser(sandbox.database.db);
    const company = await createCompany(sandbox.database.db, { owner, status: 'active', trackId: null });
    const ownerAuth = (await signInAs(sandbox.app, owner)).authorization;
    const first = await checkout(sandbox, company.id, ownerAuth);
    await sandbox.app.inject({
      method: 'POST',
      url: `/payments/sandbox/sessions/${paymentIdFromSandboxUrl(first.url)}/pay`,
    });
    // Someone referred joins it later; the next renewal is paid.
    await sandbox.database.db.update(users).set({ indicatedBy: referrer.id }).where(eq(users.id, owner.id));
    const adminAuth = (await signInAs(sandbox.app, await createSystemAdmin(sandbox.database.db))).authorization;
    const renewal = await sandbox.app.inject({
      method: 'POST',
      url: `/payments/sandbox/subscriptions/${first.subscriptionId}/renewals`,
      headers: { authorization: adminAuth },
    });
    const paid = await sandbox.app.inject({
      method: 'POST',
      url: `/payments/sandbox/sessions/${paymentIdFromSandboxUrl(renewal.json().data.url)}/pay`,
    });
    expect(paid.statusCode).toBe(200);
    expect(await creditsOf(sandbox, referrerCompany.id)).toHaveLength(0);
  });

  test('the link carries a short code, never the uid; the code (or an older uid link) credits the referrer', async () => {
    const referrer = await createUser(sandbox.database.db, { name: 'Rui Código' });
    const { authorization } = await signInAs(sandbox.app, referrer);
    const mine = async () =>
      referralsSummarySchema.parse(
        (await sandbox.app.inject({ method: 'GET', url: '/referrals/me', headers: { authorization } })).json().data,
      );
    const summary = await mine();
    expect(summary.code).toMatch(/^[a-z2-9]{8}$/);
    expect(summary.link).toBe(`${TEST_WEB_ORIGIN}/app/login?cadastro=1&indicacao=${summary.code}`);
    expect(summary.link).not.toContain(referrer.id);
    // The same code every time.
    expect((await mine()).code).toBe(summary.code);

    const email = uniqueEmail('pelo-codigo');
    const byCode = await sandbox.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        name: 'Dora Código',
        email,
        password: 'senha-forte-123',
        indicatedBy: summary.code.toUpperCase(),
        acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
      },
    });
    expect(byCode.statusCode, byCode.body).toBe(201);
    const [row] = await sandbox.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.indicatedBy).toBe(referrer.id);
    expect((await mine()).referrals).toEqual([expect.objectContaining({ name: 'Dora C.' })]);
  });

  test('stages before paying; an unknown or own referral code is ignored at sign-up', async () => {
    const referrer = await createUser(sandbox.database.db);
    const email = uniqueEmail();
    await sandbox.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        name: 'Beto',
        email,
        password: 'senha-forte-123',
        acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
        indicatedBy: referrer.id,
      },
    });
    const referrerAuth = (await signInAs(sandbox.app, referrer)).authorization;
    const mine = await sandbox.app.inject({
      method: 'GET',
      url: '/referrals/me',
      headers: { authorization: referrerAuth },
    });
    expect(mine.json().data.referrals).toEqual([
      expect.objectContaining({ name: 'Beto', stage: 'signed_up', reward: 0 }),
    ]);
    expect(mine.json().data.creditedCompanyId).toBeNull();

    const stranger = uniqueEmail();
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        name: 'Caio',
        email: stranger,
        password: 'senha-forte-123',
        acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
        indicatedBy: 'ANA10',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await sandbox.database.db.select().from(users).where(eq(users.email, stranger));
    expect(row?.indicatedBy).toBeNull();
    expect((await sandbox.app.inject({ method: 'GET', url: '/referrals/me' })).statusCode).toBe(401);
  });
});

describe('referral credit (Stripe webhook)', () => {
  const WEBHOOK_SECRET = 'whsec_referrals_test';
  let ctx: TestContext;
  let restore: () => void;
  beforeAll(async () => {
    restore = setStripeClientFactory(() => fakeStripeCheckout);
    ctx = await createTestApp({
      payments: { provider: 'stripe', secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET },
    });
  });
  afterAll(async () => {
    await ctx.close();
    restore();
  });

  function deliver(event: object) {
    return deliverStripeEvent(ctx.app, event, { secret: WEBHOOK_SECRET, contentType: 'application/json' });
  }

  function completed(ids: { sessionId: string; paymentId: string; subscriptionId: string; companyId: string }) {
    return stripeEvent('checkout.session.completed', {
      id: ids.sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      amount_total: plans.servicos.priceCents,
      client_reference_id: ids.paymentId,
      subscription: `sub_${ids.subscriptionId.slice(0, 8)}`,
      metadata: { companyId: ids.companyId, subscriptionId: ids.subscriptionId, paymentId: ids.paymentId },
    });
  }

  test('the same event replayed, and two deliveries at once, credit exactly once', async () => {
    const r = await referral(ctx);
    const { subscriptionId } = await checkout(ctx, r.company.id, r.authorization);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.companyId, r.company.id));
    const ids = {
      sessionId: payment!.providerReference,
      paymentId: payment!.id,
      subscriptionId,
      companyId: r.company.id,
    };
    const event = completed(ids);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    await Promise.all([deliver(completed(ids)), deliver(completed(ids))]);
    const credits = await creditsOf(ctx, r.referrerCompany.id);
    expect(credits).toHaveLength(1);
    expect(credits[0]?.amountCents).toBe(-plans.servicos.priceCents);
  });
});
