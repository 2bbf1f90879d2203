import { describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  documentSchema,
  simplesGuideMessages,
  simplesGuideSchema,
  simplesPayrollEntrySchema,
  simplesReportSchema,
} from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { loadReferenceData } from '../../db/seed/reference-data.js';

import { fileTestApp } from '../../test/file-test-app.js';
import { meOpenedIn2019 } from './simples.test-support.js';
import { SAMPLE_PDF } from '../../test/factories.js';

// From the confirmed month to the DAS guide in "Guias a pagar" with its e-mail, and the
// payroll a company sends for the accountant to confirm (issue 22, items 2 and 4).

const suite = fileTestApp({ prepare: loadReferenceData, timeoutMs: 120_000 });

/** An ME opened in 2019 with R$ 10.000,00 of sales in 03/2026 and nothing before: Anexo I band 1, 4% = R$ 400,00. */
async function tenant() {
  const me = await meOpenedIn2019(suite.ctx);
  const res = await call('PUT', `/companies/${me.company.id}/simples/revenue`, suite.adminAuth, {
    month: '2026-03',
    activity: 'commerce',
    amount: 10_000,
  });
  expect(res.statusCode, res.body).toBe(200);
  return me;
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, authorization: string, payload?: object) =>
  suite.ctx.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

const BARCODE = '858200000040000003282026040201234567890123456789';
const confirm = (companyId: string, period = '2026-03') =>
  call('POST', `/companies/${companyId}/simples/confirmations/${period}`, suite.adminAuth);
const guide = (companyId: string, payload: object, authorization = suite.adminAuth, period = '2026-03') =>
  call('POST', `/companies/${companyId}/simples/guides/${period}`, authorization, payload);

describe('POST /companies/{companyId}/simples/guides/{period}', () => {
  test('a confirmed month becomes a pending DAS with the confirmed figures, its PDF and one e-mail per admin', async () => {
    const t = await tenant();
    expect((await guide(t.company.id, { barcode: BARCODE })).json().error.message).toBe(
      simplesGuideMessages.notConfirmed,
    );
    expect((await confirm(t.company.id)).statusCode).toBe(200);

    const res = await guide(t.company.id, { barcode: BARCODE.replace(/(\d{12})/g, '$1 ') });
    expect(res.statusCode, res.body).toBe(201);
    const created = simplesGuideSchema.parse(res.json().data);
    // 03/2026 is due on 20/04/2026, a Monday.
    expect(created).toMatchObject({ period: '2026-03', amount: 400, dueDate: '2026-04-20', origin: 'generated' });

    const docs = await call('GET', `/documents?companyId=${t.company.id}&type=das`, t.customer);
    expect(docs.statusCode, docs.body).toBe(200);
    const [document] = docs.json().data.map((row: unknown) => documentSchema.parse(row));
    expect(document).toMatchObject({
      id: created.documentId,
      type: 'das',
      title: 'DAS 03/2026',
      status: 'pending',
      competence: '2026-03',
      dueDate: '2026-04-20',
      amount: 400,
      fromAccountant: true,
      contentType: 'application/pdf',
    });
    const stored = await suite.ctx.storage.get(`${t.company.id}/${document!.key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const mails = await suite.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, t.owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Nova guia DAS com vencimento em 20/04/2026');
    expect(mails[0]!.text).toContain('Competência: 03/2026');
    expect(mails[0]!.text).toContain('Valor: R$\u00a0400,00');

    const again = await guide(t.company.id, { barcode: BARCODE });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(simplesGuideMessages.alreadyIssued);
    const audits = await suite.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, t.company.id), eq(auditLog.action, 'simples.guide.created')));
    expect(audits).toHaveLength(1);
  });

  test("the Receita's PDF attached instead: the guide's file is that PDF", async () => {
    const t = await tenant();
    await confirm(t.company.id);
    const key = `uploads/${randomUUID()}/das-032026.pdf`;
    await suite.ctx.storage.put(`${t.company.id}/${key}`, SAMPLE_PDF, 'application/pdf');
    const res = await guide(t.company.id, { key });
    expect(res.statusCode, res.body).toBe(201);
    expect(simplesGuideSchema.parse(res.json().data)).toMatchObject({ amount: 400, origin: 'attached' });
    const docs = await call('GET', `/documents?companyId=${t.company.id}&type=das`, t.customer);
    expect(docs.json().data[0]).toMatchObject({ key, fileName: 'das-032026.pdf', amount: 400 });
  });

  test('a change after the confirmation blocks the guide until the accountant confirms again', async () => {
    const t = await tenant();
    await confirm(t.company.id);
    await call('PUT', `/companies/${t.company.id}/simples/revenue`, suite.adminAuth, {
      month: '2026-03',
      activity: 'industry',
      amount: 1_000,
    });
    const res = await guide(t.company.id, { barcode: BARCODE });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(simplesGuideMessages.changedSinceConfirmation);
    await confirm(t.company.id);
    // 10.000 × 4% + 1.000 × 4,5% (Anexo II band 1) = 400 + 45.
    expect(simplesGuideSchema.parse((await guide(t.company.id, { barcode: BARCODE })).json().data).amount).toBe(445);
  });

  test('customers cannot; a bad linha digitável or both inputs are 400 with the message', async () => {
    const t = await tenant();
    await confirm(t.company.id);
    expect((await guide(t.company.id, { barcode: BARCODE }, t.customer)).statusCode).toBe(403);
    const short = await guide(t.company.id, { barcode: '1234' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(simplesGuideMessages.barcodeInvalid);
    const both = await guide(t.company.id, { barcode: BARCODE, key: 'uploads/x/y.pdf' });
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json())).toContain(simplesGuideMessages.barcodeOrFile);
    expect((await guide(t.company.id, {})).statusCode).toBe(400);
  });
});

describe('payroll sent by the company', () => {
  const payroll = { proLabore: 3_000, salaries: 2_000, charges: 1_000.5 };

  test('submitted it waits outside the Fator R; confirmed it counts; the company cannot change it after', async () => {
    const t = await tenant();
    const base = `/companies/${t.company.id}/simples/payroll`;
    const sent = await call('PUT', `${base}/2026-02/submission`, t.customer, payroll);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(simplesPayrollEntrySchema.parse(sent.json().data)).toMatchObject({ status: 'submitted', total: 6_000.5 });

    const report = async () =>
      simplesReportSchema.parse(
        (await call('GET', `/reports/simples-nacional?companyId=${t.company.id}&period=2026-03`, t.customer)).json()
          .data,
      );
    expect((await report()).fatorR.payroll12).toBe(0);

    const list = await call('GET', `${base}?until=2026-03`, suite.adminAuth);
    expect(list.json().data).toEqual([expect.objectContaining({ month: '2026-02', status: 'submitted' })]);

    expect((await call('POST', `${base}/2026-02/confirmation`, t.customer)).statusCode).toBe(403);
    const confirmed = await call('POST', `${base}/2026-02/confirmation`, suite.adminAuth);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('confirmed');
    expect((await report()).fatorR.payroll12).toBe(6_000.5);

    const late = await call('PUT', `${base}/2026-02/submission`, t.customer, { ...payroll, salaries: 9_000 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(simplesGuideMessages.payrollAlreadyConfirmed);
    expect((await report()).fatorR.payroll12).toBe(6_000.5);

    const nothing = await call('POST', `${base}/2026-01/confirmation`, suite.adminAuth);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().error.message).toBe(simplesGuideMessages.payrollNothingToConfirm);
  });

  test("another company's member gets 403", async () => {
    const mine = await tenant();
    const other = await tenant();
    const res = await call(
      'PUT',
      `/companies/${mine.company.id}/simples/payroll/2026-02/submission`,
      other.customer,
      payroll,
    );
    expect(res.statusCode).toBe(403);
  });
});
