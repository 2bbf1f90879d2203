import { beforeAll, describe, expect, test, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  feeInvoiceBlockMessages,
  paymentSchema,
  workQueueSchema,
  type FeeInvoiceBlock,
  type Payment,
} from '@contabil/contracts';
import type { FirmDetails } from '../../../config/env.js';
import { payments } from '../../../db/schema/billing.js';
import { companyFiles } from '../../../db/schema/companies.js';
import { documents } from '../../../db/schema/documents.js';
import { nfsRequests } from '../../../db/schema/nfs.js';
import { createCompany, createUser, randomCnpj, signInAs, uniqueEmail } from '../../../test/factories.js';
import { sqlRows } from '../../../test/jobs.js';
import { silentJobLog } from '../../../test/test-app.js';
import { updateCompany } from '../../companies/companies.repository.js';
import { fakeSefinSuite } from '../../nfse-nacional/emission/nfse-emission.test-support.js';
import { paymentIdFromSandboxUrl, seededPlans } from '../billing.testing.js';
import { FEE_SERVICE_CODE } from './fee-invoice-firm.js';
import { makeFeeInvoice } from './fee-invoice.job.js';
import { FEE_INVOICE_JOB } from './fee-invoice.queue.js';

// Issue 24, item 4 (decision 005, "The firm's note for the fee"): every paid fee gets the
// firm's own NFS-e, issued by the company registered with FIRM_CNPJ through its fiscal profile,
// once per payment; when it cannot be attempted, one row of the work queue says why.

const suite = fakeSefinSuite({ keyByte: 7 });
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  plans = await seededPlans(suite.ctx.database.db);
});

const db = () => suite.ctx.database.db;
const firmWith = (cnpj: string | null): FirmDetails => ({ ...suite.ctx.config.firm, cnpj });
const deps = (firm: FirmDetails) => ({ db: db(), firm, national: suite.national, log: silentJobLog });

/** The firm's own company: registered like any customer, its "Configurações fiscais" filled. */
async function firmCompany(options: { certificate: boolean; mode?: 'manual' | 'automatic' | 'reviewed' }) {
  const { companyId, cnpj } = await suite.emittingCompany({
    ownerEmailPrefix: 'escritorio',
    companyName: 'Escritório Contábil Ltda',
    profile: { emissionMode: options.mode ?? 'automatic' },
    certificate: options.certificate,
  });
  return { companyId, cnpj, firm: firmWith(cnpj) };
}

const CUSTOMER_ADDRESS = {
  zipCode: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  ibgeCode: 3550308,
};

/** A customer company (CNPJ, address, admin) whose first fee was paid on the sandbox checkout. */
async function paidCustomer() {
  const owner = await createUser(db(), { email: uniqueEmail('cliente') });
  const cnpj = randomCnpj();
  const created = await createCompany(db(), { owner, status: 'active', cnpj });
  await updateCompany(db(), created.id, { address: CUSTOMER_ADDRESS });
  const authorization = (await signInAs(suite.ctx.app, owner)).authorization;
  const checkout = await suite.ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${plans.servicos.id}`,
    query: { companyId: created.id },
    headers: { authorization },
  });
  expect(checkout.statusCode, checkout.body).toBe(201);
  const paymentId = paymentIdFromSandboxUrl(checkout.json().data.url);
  await suite.ctx.app.inject({
    method: 'POST',
    url: `/payments/sandbox/sessions/${paymentId}/method`,
    payload: { method: 'pix' },
  });
  const paid = await suite.ctx.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${paymentId}/pay` });
  expect(paid.statusCode, paid.body).toBe(200);
  return { companyId: created.id, name: created.name, cnpj, ownerEmail: owner.email, authorization, paymentId };
}

const feeJobs = (paymentId: string) =>
  sqlRows<{ id: string }>(
    db(),
    sql`select id from pgboss.job where name = ${FEE_INVOICE_JOB} and data->>'paymentId' = ${paymentId}`,
  );

const requestsForTaker = (cnpj: string) => db().select().from(nfsRequests).where(eq(nfsRequests.takerCnpj, cnpj));

async function paymentRow(paymentId: string) {
  const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

async function feeQueueRow() {
  const res = await suite.ctx.app.inject({
    method: 'GET',
    url: '/admin/work-queue',
    headers: { authorization: suite.accountant },
  });
  expect(res.statusCode, res.body).toBe(200);
  return workQueueSchema.parse(res.json().data).items.find((item) => item.kind === 'fee_invoices_blocked')!;
}

async function paymentsOf(who: { authorization: string }, companyId: string) {
  return suite.ctx.app.inject({
    method: 'GET',
    url: '/v1/ecommerce/payments',
    query: { companyId },
    headers: { authorization: who.authorization },
  });
}

async function expectBlocked(firm: FirmDetails, reason: FeeInvoiceBlock) {
  const customer = await paidCustomer();
  const before = await feeQueueRow();
  expect(await makeFeeInvoice(deps(firm), customer)).toBe('blocked');
  // Run again (a retried job): still no request and still one row of the queue.
  expect(await makeFeeInvoice(deps(firm), customer)).toBe('blocked');
  expect(await requestsForTaker(customer.cnpj)).toEqual([]);
  expect(await paymentRow(customer.paymentId)).toMatchObject({ feeNfsBlockedCode: reason, feeNfsRequestId: null });
  const after = await feeQueueRow();
  expect(after.count).toBe(before.count + 1);
  expect(after.detail).toBe(feeInvoiceBlockMessages[reason]);
  // The customer's list shows no note for it.
  const list = await paymentsOf(customer, customer.companyId);
  expect(list.json().data[0].feeInvoice).toBeNull();
  return customer;
}

describe('billing.fee-nfse: the firm is not ready', { timeout: 60_000 }, () => {
  test('no FIRM_CNPJ: no request, one work-queue row saying why', async () => {
    await expectBlocked(firmWith(null), 'firm_cnpj_unset');
  });

  test('no company registered with FIRM_CNPJ: no request, one row saying why', async () => {
    await expectBlocked(firmWith(randomCnpj()), 'firm_company_missing');
  });

  test('the firm company without its A1 certificate: no request, one row saying why', async () => {
    const firm = await firmCompany({ certificate: false });
    await expectBlocked(firm.firm, 'firm_certificate_missing');
  });

  test('a payment not paid, or of another company, makes nothing', async () => {
    const firm = await firmCompany({ certificate: false });
    const customer = await paidCustomer();
    expect(await makeFeeInvoice(deps(firm.firm), { companyId: firm.companyId, paymentId: customer.paymentId })).toBe(
      'missing',
    );
    await db().update(payments).set({ status: 'failed' }).where(eq(payments.id, customer.paymentId));
    expect(await makeFeeInvoice(deps(firm.firm), customer)).toBe('not-paid');
    expect((await paymentRow(customer.paymentId)).feeNfsBlockedCode).toBeNull();
  });
});

describe('billing.fee-nfse: the firm issues its note for the fee (fake Sefin)', { timeout: 90_000 }, () => {
  test('paid charge: one request of the firm, issued, in the customer vault and payments list; tenants apart', async () => {
    // A fee that waited on the firm (no FIRM_CNPJ then) is tried again once the firm issues.
    const waiting = await expectBlocked(firmWith(null), 'firm_cnpj_unset');
    const jobsOfWaiting = (await feeJobs(waiting.paymentId)).length;

    const firm = await firmCompany({ certificate: true, mode: 'automatic' });
    const customer = await paidCustomer();
    // The payment queued the job once, in its transaction.
    expect(await feeJobs(customer.paymentId)).toHaveLength(1);

    // Two runs at once (two replicas), then one more (a retry): one request.
    const outcomes = await Promise.all([
      makeFeeInvoice(deps(firm.firm), customer),
      makeFeeInvoice(deps(firm.firm), customer),
    ]);
    expect(outcomes.sort()).toEqual(['already-requested', 'requested']);
    expect(await makeFeeInvoice(deps(firm.firm), customer)).toBe('already-requested');
    const requests = await requestsForTaker(customer.cnpj);
    expect(requests).toHaveLength(1);
    const paidAt = (await paymentRow(customer.paymentId)).paidAt!;
    const month = paidAt.toLocaleDateString('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      month: '2-digit',
      year: 'numeric',
    });
    expect(requests[0]).toMatchObject({
      companyId: firm.companyId,
      emissionType: 'cnpj',
      takerCnpj: customer.cnpj,
      takerName: customer.name,
      takerEmail: customer.ownerEmail,
      takerAddress: CUSTOMER_ADDRESS,
      totalValueCents: plans.servicos.priceCents,
      serviceCode: FEE_SERVICE_CODE,
      serviceDescription: `Mensalidade do plano ${plans.servicos.name} — serviços contábeis, competência ${month}`,
    });
    expect((await paymentRow(customer.paymentId)).feeNfsRequestId).toBe(requests[0]!.id);
    // The waiting fee was queued again.
    expect((await feeJobs(waiting.paymentId)).length).toBe(jobsOfWaiting + 1);

    // Automatic mode: signed, sent, issued, delivered (the existing pipeline).
    let list: Payment[] = [];
    await vi.waitFor(
      async () => {
        const res = await paymentsOf(customer, customer.companyId);
        expect(res.statusCode, res.body).toBe(200);
        list = paymentSchema.array().parse(res.json().data);
        if (!list[0]?.feeInvoice?.pdf) throw new Error(`fee note ${list[0]?.feeInvoice?.status}`);
      },
      { timeout: 60_000, interval: 250 },
    );
    const [issued] = await db().select().from(nfsRequests).where(eq(nfsRequests.id, requests[0]!.id));
    expect(issued!.status).toBe('issued');
    expect(list[0]!.feeInvoice).toEqual({
      status: 'issued',
      number: issued!.invoiceNumber,
      pdf: { key: expect.stringMatching(/\.pdf$/), fileName: expect.stringMatching(/^NFS-e .+\.pdf$/) },
    });

    // The customer's vault: the DANFSe and the XML, as the customer's own files.
    const vault = await db()
      .select({ type: documents.type, title: documents.title, fileCompany: companyFiles.companyId })
      .from(documents)
      .innerJoin(companyFiles, eq(companyFiles.id, documents.fileId))
      .where(
        and(
          eq(documents.companyId, customer.companyId),
          eq(documents.title, `Nota fiscal da mensalidade ${plans.servicos.name} – NFS-e ${issued!.invoiceNumber}`),
        ),
      );
    expect(vault.map((row) => row.type).sort()).toEqual(['invoice_pdf', 'invoice_xml']);
    expect(vault.every((row) => row.fileCompany === customer.companyId)).toBe(true);
    const download = await suite.ctx.app.inject({
      method: 'GET',
      url: `/download/${list[0]!.feeInvoice!.pdf!.key}`,
      query: { companyId: customer.companyId },
      headers: { authorization: customer.authorization },
    });
    expect(download.statusCode, download.body).toBe(200);

    // Tenant isolation: another company cannot read this list, and its own shows no note.
    const other = await paidCustomer();
    expect((await paymentsOf(other, customer.companyId)).statusCode).toBe(403);
    const own = paymentSchema.array().parse((await paymentsOf(other, other.companyId)).json().data);
    expect(own.map((payment) => payment.feeInvoice)).toEqual([null]);
  });

  test("reviewed mode: the firm's request waits for an accountant; manual mode: the accountants' queue", async () => {
    for (const mode of ['reviewed', 'manual'] as const) {
      const firm = await firmCompany({ certificate: true, mode });
      const customer = await paidCustomer();
      expect(await makeFeeInvoice(deps(firm.firm), customer)).toBe('requested');
      const [request] = await requestsForTaker(customer.cnpj);
      expect(request).toMatchObject({ companyId: firm.companyId, status: 'requested' });
      const list = paymentSchema.array().parse((await paymentsOf(customer, customer.companyId)).json().data);
      expect(list[0]!.feeInvoice).toEqual({ status: 'requested', number: null, pdf: null });
    }
  });
});
