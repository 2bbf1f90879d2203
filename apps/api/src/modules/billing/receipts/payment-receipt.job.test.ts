import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { payments } from '../../../db/schema/billing.js';
import { companyFiles } from '../../../db/schema/companies.js';
import { documents } from '../../../db/schema/documents.js';
import { createTestApp, silentJobLog, type TestContext } from '../../../test/test-app.js';
import { quickRetries, settled, sqlRows, workDefinition } from '../../../test/jobs.js';
import { companyWithAdmin, paymentIdFromSandboxUrl, seededPlans } from '../billing.testing.js';
import { PAYMENT_RECEIPT_JOB, type PaymentReceiptData } from './payment-receipt.queue.js';
import { makePaymentReceipt, paymentReceiptJob } from './payment-receipt.job.js';

// Issue 24, item 4: every paid charge gives the customer a receipt in the documents vault,
// made once per payment however often its job runs.

let ctx: TestContext;
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  ctx = await createTestApp();
  plans = await seededPlans(ctx.database.db);
});
afterAll(() => ctx.close());

const deps = () => ({ db: ctx.database.db, storage: ctx.storage, firm: ctx.config.firm });

/** A company whose first payment was paid on the sandbox checkout by `method`. */
async function paidByMethod(method: 'card' | 'pix' | 'boleto') {
  const admin = await companyWithAdmin(ctx, { status: 'active', trackId: null });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${plans.servicos.id}`,
    query: { companyId: admin.company.id },
    headers: { authorization: admin.authorization },
  });
  const paymentId = paymentIdFromSandboxUrl(res.json().data.url);
  await ctx.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${paymentId}/method`, payload: { method } });
  expect(
    (await ctx.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${paymentId}/pay` })).statusCode,
  ).toBe(200);
  return { ...admin, paymentId };
}

const receiptJobs = (paymentId: string) =>
  sqlRows<{ id: string; data: PaymentReceiptData }>(
    ctx.database.db,
    sql`select id, data from pgboss.job where name = ${PAYMENT_RECEIPT_JOB} and data->>'paymentId' = ${paymentId}`,
  );

async function readObject(key: string): Promise<Buffer> {
  const object = await ctx.storage.get(key);
  if (!object) throw new Error(`no object ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The strings drawn on the PDF (pdf-lib writes them as hex WinAnsi in Tj). */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await PDFDocument.load(pdf);
  const shown: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) {
      shown.push(match[1] !== undefined ? Buffer.from(match[1], 'hex').toString('latin1') : (match[2] ?? ''));
    }
  }
  return shown.join('\n');
}

const receiptsOf = (companyId: string) =>
  ctx.database.db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.type, 'payment_receipt')));

describe('billing.receipt', () => {
  test('run again (a retried job, a second worker): nothing more is made', async () => {
    const { company, paymentId } = await paidByMethod('boleto');
    const [queued] = await receiptJobs(paymentId);
    expect(await makePaymentReceipt(deps(), queued!.data)).toBe('made');
    const files = await ctx.database.db.select().from(companyFiles).where(eq(companyFiles.companyId, company.id));
    expect(await makePaymentReceipt(deps(), queued!.data)).toBe('already-made');
    const [first, second] = await Promise.all([
      makePaymentReceipt(deps(), queued!.data),
      makePaymentReceipt(deps(), queued!.data),
    ]);
    expect([first, second]).toEqual(['already-made', 'already-made']);
    expect(await receiptsOf(company.id)).toHaveLength(1);
    expect(await ctx.database.db.select().from(companyFiles).where(eq(companyFiles.companyId, company.id))).toEqual(
      files,
    );
  });

  test('two workers at once make one receipt', async () => {
    const { company, paymentId } = await paidByMethod('card');
    const [queued] = await receiptJobs(paymentId);
    const outcomes = await Promise.all([
      makePaymentReceipt(deps(), queued!.data),
      makePaymentReceipt(deps(), queued!.data),
    ]);
    expect(outcomes.sort()).toEqual(['already-made', 'made']);
    expect(await receiptsOf(company.id)).toHaveLength(1);
    const text = await pdfText(
      await readObject(
        (
          await ctx.database.db
            .select()
            .from(companyFiles)
            .where(eq(companyFiles.id, (await receiptsOf(company.id))[0]!.fileId))
        )[0]!.objectKey!,
      ),
    );
    expect(text).toContain('Cartão de crédito');
  });

  test('a payment not paid (or unknown) makes no receipt', async () => {
    const admin = await companyWithAdmin(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/subscriptions/${plans.servicos.id}`,
      query: { companyId: admin.company.id },
      headers: { authorization: admin.authorization },
    });
    const paymentId = paymentIdFromSandboxUrl(res.json().data.url);
    const data = {
      companyId: admin.company.id,
      paymentId,
      periodStart: new Date().toISOString(),
      periodEnd: new Date().toISOString(),
    };
    expect(await makePaymentReceipt(deps(), data)).toBe('not-paid');
    expect(await receiptJobs(paymentId)).toEqual([]);
    expect(await makePaymentReceipt(deps(), { ...data, companyId: (await companyWithAdmin(ctx)).company.id })).toBe(
      'missing',
    );
    expect(await receiptsOf(admin.company.id)).toEqual([]);
  });

  // Last: from here on the queue is worked, so the direct runs above do not race it.
  test('a paid charge queues its receipt once; the queue works it into the documents', async () => {
    const { company, paymentId } = await paidByMethod('pix');
    const queued = await receiptJobs(paymentId);
    expect(queued).toHaveLength(1);
    // A second "pay" is refused (409) and queues nothing more.
    await ctx.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${paymentId}/pay` });
    expect(await receiptJobs(paymentId)).toHaveLength(1);

    // The queue works it (the job sent by the payment, with its own retry policy).
    await workDefinition(ctx.jobs, quickRetries(paymentReceiptJob({ ...deps(), log: silentJobLog })));
    const job = await settled(ctx.jobs, PAYMENT_RECEIPT_JOB, queued[0]!.id);
    expect(job.state).toBe('completed');

    const [receipt] = await receiptsOf(company.id);
    expect(receipt).toMatchObject({
      status: 'available',
      amountCents: plans.servicos.priceCents,
      competence: queued[0]!.data.periodStart.slice(0, 7),
    });
    expect(receipt!.title).toMatch(
      new RegExp(`^Recibo da mensalidade ${plans.servicos.name} – \\d{2}/\\d{2}/\\d{4} a \\d{2}/\\d{2}/\\d{4}$`),
    );
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.receiptFileId).toBe(receipt!.fileId);
    const [file] = await ctx.database.db.select().from(companyFiles).where(eq(companyFiles.id, receipt!.fileId));
    expect(file).toMatchObject({ companyId: company.id, contentType: 'application/pdf' });
    expect(file!.fileName).toMatch(/^Recibo .+\.pdf$/);

    const text = await pdfText(await readObject(file!.objectKey!));
    for (const expected of [
      'Contábil Online Serviços Contábeis Ltda',
      'CNPJ 11.222.333/0001-81',
      'CRC-SP 2SP000001/O-5',
      'Av. Paulista, 1000, sala 101, Bela Vista, São Paulo - SP, 01310-100',
      'RECIBO',
      company.name,
      'Pix',
      paymentId,
    ]) {
      expect(text).toContain(expected);
    }
    // The en dash is WinAnsi 0x96 (read back as Latin-1 here).
    expect(text).toContain('AMBIENTE DE TESTES \x96 SEM VALOR');
    expect(text).toContain(`R$\u00a0${(plans.servicos.priceCents / 100).toFixed(2).replace('.', ',')}`);
    const start = new Date(queued[0]!.data.periodStart).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    const end = new Date(queued[0]!.data.periodEnd).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    expect(text).toContain(`${start} a ${end}`);
    expect(text).toContain(payment!.paidAt!.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }));
  });
});
