import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { messages, paymentMethodMessages, sandboxCheckoutSessionSchema } from '@contabil/contracts';
import { PDFDocument } from 'pdf-lib';
import { createSystemAdmin, signInAs } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { billingState, companyWithAdmin, paymentIdFromSandboxUrl, seededPlans } from './billing.testing.js';
import { crc16, mod10, mod11 } from './sandbox-charges.js';

// Issue 24: the sandbox checkout offers card, Pix and boleto with the same screens and
// outcomes as Stripe's, marked as the test environment.

let ctx: TestContext;
let plans: Awaited<ReturnType<typeof seededPlans>>;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  plans = await seededPlans(ctx.database.db);
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

const choose = (id: string, method: string) =>
  ctx.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${id}/method`, payload: { method } });
const settle = (id: string, action: 'pay' | 'fail' | 'expire') =>
  ctx.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${id}/${action}` });

async function startedCheckout(options: Parameters<typeof companyWithAdmin>[1] = {}) {
  const admin = await companyWithAdmin(ctx, options);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${plans.servicos.id}`,
    query: { companyId: admin.company.id },
    headers: { authorization: admin.authorization },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { subscriptionId, url } = res.json().data as { subscriptionId: string; url: string };
  return { ...admin, subscriptionId, paymentId: paymentIdFromSandboxUrl(url) };
}

const overview = (companyId: string, authorization: string) =>
  ctx.app.inject({ method: 'GET', url: `/billing/overview?companyId=${companyId}`, headers: { authorization } });

/** EMV fields of a BR Code: id -> value (top level). */
function emvFields(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let i = 0; i < code.length;) {
    const id = code.slice(i, i + 2);
    const length = Number(code.slice(i + 2, i + 4));
    fields.set(id, code.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

describe('Pix', () => {
  test('a BR Code with the amount, the test environment and a valid CRC16, its QR code, 30 minutes to pay', async () => {
    const { paymentId, company, authorization } = await startedCheckout();
    const before = Date.now();
    const res = await choose(paymentId, 'pix');
    expect(res.statusCode, res.body).toBe(200);
    const session = sandboxCheckoutSessionSchema.parse(res.json().data);
    expect(session).toMatchObject({
      status: 'open',
      method: 'pix',
      amount: plans.servicos.priceCents / 100,
      boleto: null,
    });
    const code = session.pix!.code;
    const fields = emvFields(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe((plans.servicos.priceCents / 100).toFixed(2));
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('AMBIENTE DE TESTES');
    expect(fields.get('26')).toContain('br.gov.bcb.pix');
    expect(fields.get('26')).toContain('TESTE SEM VALOR');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(crc16('123456789')).toBe('29B1'); // CRC-16/CCITT-FALSE's check value
    expect(session.pix!.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const expiresAt = Date.parse(session.pix!.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(29 * 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(31 * 60_000);
    expect(session.dueAt).toBe(session.pix!.expiresAt);

    // The billing page's open charge shows the same Pix.
    const open = (await overview(company.id, authorization)).json().data.openPayment;
    expect(open).toMatchObject({ method: 'pix', status: 'pending', pix: session.pix, dueAt: session.dueAt });

    // Paid: the payment keeps the method and the due date, drops the code.
    expect((await settle(paymentId, 'pay')).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, company.id);
    expect(state.payments[0]).toMatchObject({ status: 'paid', method: 'pix' });
    expect(state.subscriptions[0]?.status).toBe('active');
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/v1/ecommerce/payments?companyId=${company.id}`,
      headers: { authorization },
    });
    expect(listed.json().data[0]).toMatchObject({ method: 'pix', status: 'paid', pix: null, dueAt: session.dueAt });
  });

  test('expired: the payment is expired, the subscription still pending, the session closed', async () => {
    const { paymentId, company } = await startedCheckout({ status: 'pending', trackId: 'create-company' });
    expect((await choose(paymentId, 'pix')).statusCode).toBe(200);
    const res = await settle(paymentId, 'expire');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('expired');
    const state = await billingState(ctx.database.db, company.id);
    expect(state.payments[0]).toMatchObject({ status: 'expired', method: 'pix' });
    expect(state.payments[0]?.failedAt).toBeInstanceOf(Date);
    expect(state.subscriptions[0]?.status).toBe('pending');
    expect(state.companyStatus).toBe('pending');
    expect(state.audit.map((a) => a.action)).toContain('payment.expired');
    for (const action of ['pay', 'expire'] as const) {
      expect((await settle(paymentId, action)).json()).toEqual({
        error: { code: 'conflict', message: messages.paymentSessionClosed },
      });
    }
    expect((await choose(paymentId, 'boleto')).statusCode).toBe(409);
  });
});

describe('boleto', () => {
  test('a digitable line with valid check digits, due in three days, a PDF marked as the test environment', async () => {
    const { paymentId, company, authorization } = await startedCheckout();
    const res = await choose(paymentId, 'boleto');
    expect(res.statusCode, res.body).toBe(200);
    const session = sandboxCheckoutSessionSchema.parse(res.json().data);
    const boleto = session.boleto!;
    expect(session).toMatchObject({ method: 'boleto', pix: null });
    const match = /^(\d{5})\.(\d{5}) (\d{5})\.(\d{6}) (\d{5})\.(\d{6}) (\d) (\d{14})$/.exec(boleto.line);
    expect(match, boleto.line).not.toBeNull();
    const [, a, b, c, d, e, f, dv, tail] = match!;
    const field1 = `${a}${b}`;
    const field2 = `${c}${d}`;
    const field3 = `${e}${f}`;
    expect(Number(field1.slice(-1))).toBe(mod10(field1.slice(0, -1)));
    expect(Number(field2.slice(-1))).toBe(mod10(field2.slice(0, -1)));
    expect(Number(field3.slice(-1))).toBe(mod10(field3.slice(0, -1)));
    // The bar code the line stands for: bank+currency, DV, due factor+amount, free field.
    const barCode = `${field1.slice(0, 4)}${dv}${tail}${field1.slice(4, 9)}${field2.slice(0, 10)}${field3.slice(0, 10)}`;
    expect(barCode).toHaveLength(44);
    expect(Number(dv)).toBe(mod11(barCode.slice(0, 4) + barCode.slice(5)));
    expect(tail!.slice(4)).toBe(String(plans.servicos.priceCents).padStart(10, '0'));
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const days = (Date.parse(boleto.dueDate) - Date.parse(today)) / 86_400_000;
    expect(days).toBe(3);
    expect(boleto.pdfUrl).toBe(`http://127.0.0.1:3001/payments/sandbox/sessions/${paymentId}/boleto.pdf`);

    const pdf = await ctx.app.inject({ method: 'GET', url: `/payments/sandbox/sessions/${paymentId}/boleto.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getTitle()).toBe('Boleto – AMBIENTE DE TESTES – SEM VALOR');
    expect(document.getPageCount()).toBe(1);

    const open = (await overview(company.id, authorization)).json().data.openPayment;
    expect(open).toMatchObject({ method: 'boleto', status: 'pending', boleto });
  });

  test('paid later: the payment paid with its method, the company moves on', async () => {
    const { paymentId, company } = await startedCheckout({ status: 'pending', trackId: 'create-company' });
    expect((await choose(paymentId, 'boleto')).statusCode).toBe(200);
    expect((await settle(paymentId, 'pay')).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, company.id);
    expect(state.payments[0]).toMatchObject({ status: 'paid', method: 'boleto' });
    expect(state.companyStatus).toBe('awaiting_opening');
  });

  test('a renewal boleto past its due date: expired, subscription past_due, company overdue', async () => {
    const { paymentId, subscriptionId, company } = await startedCheckout({ status: 'active', trackId: null });
    expect((await settle(paymentId, 'pay')).statusCode).toBe(200);
    const renewal = await ctx.app.inject({
      method: 'POST',
      url: `/payments/sandbox/subscriptions/${subscriptionId}/renewals`,
      headers: { authorization: adminAuth },
    });
    const renewalId = paymentIdFromSandboxUrl(renewal.json().data.url);
    expect((await choose(renewalId, 'boleto')).statusCode).toBe(200);
    expect((await settle(renewalId, 'expire')).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, company.id);
    expect(state.payments.map((p) => p.status)).toEqual(['paid', 'expired']);
    expect(state.subscriptions[0]?.status).toBe('past_due');
    expect(state.companyStatus).toBe('overdue');
  });
});

describe('card and the rules', () => {
  test('paying or failing without a choice is the card; a card cannot expire', async () => {
    const first = await startedCheckout();
    const refused = await settle(first.paymentId, 'expire');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(paymentMethodMessages.cannotExpireCard);
    expect((await settle(first.paymentId, 'fail')).statusCode).toBe(200);
    expect((await billingState(ctx.database.db, first.company.id)).payments[0]).toMatchObject({
      status: 'failed',
      method: 'card',
    });
  });

  test('choosing again replaces the previous way to pay', async () => {
    const { paymentId, company } = await startedCheckout();
    await choose(paymentId, 'pix');
    const res = await choose(paymentId, 'card');
    expect(res.json().data).toMatchObject({ method: 'card', pix: null, boleto: null, dueAt: null });
    const [payment] = (await billingState(ctx.database.db, company.id)).payments;
    expect(payment).toMatchObject({ method: 'card', pixCode: null, dueAt: null });
  });

  test('a method that does not exist: 400 with the message; unknown session 404; PDF of a non-boleto 409', async () => {
    const { paymentId } = await startedCheckout();
    const bad = await choose(paymentId, 'cheque');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ method: 'Escolha cartão, Pix ou boleto' });
    expect((await choose(randomUUID(), 'pix')).statusCode).toBe(404);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/payments/sandbox/sessions/${paymentId}/boleto.pdf` });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().error.message).toBe(paymentMethodMessages.notBoleto);
  });

  test("another company's user cannot read the open charge with its Pix code", async () => {
    const { paymentId, company } = await startedCheckout();
    await choose(paymentId, 'pix');
    const other = await companyWithAdmin(ctx);
    expect((await overview(company.id, other.authorization)).statusCode).toBe(403);
  });
});
