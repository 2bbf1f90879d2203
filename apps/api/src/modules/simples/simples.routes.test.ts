import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { simplesMessages, simplesReportSchema } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { upsertCompanyStep } from '../companies/companies.repository.js';
import { fileTestApp } from '../../test/file-test-app.js';
import { meOpenedIn2019 } from './simples.test-support.js';
import { TEST_SERVICE_CODES, randomCnpj } from '../../test/factories.js';

// Who may read and write the computation's inputs, what is audited and what each source says.
// The figures themselves are checked by simples-cases.routes.test.ts.

const suite = fileTestApp({ prepare: loadReferenceData, timeoutMs: 120_000 });

const tenant = () => meOpenedIn2019(suite.ctx);

const report = (companyId: string, authorization: string, period = '2026-03') =>
  suite.ctx.app.inject({
    method: 'GET',
    url: `/reports/simples-nacional?companyId=${companyId}&period=${period}`,
    headers: { authorization },
  });

const putRevenue = (companyId: string, authorization: string, payload: object) =>
  suite.ctx.app.inject({
    method: 'PUT',
    url: `/companies/${companyId}/simples/revenue`,
    headers: { authorization },
    payload,
  });

describe('GET /reports/simples-nacional', () => {
  test("another company's member gets 403; without a token 401", async () => {
    const mine = await tenant();
    const other = await tenant();
    expect((await report(mine.company.id, other.customer)).statusCode).toBe(403);
    expect(
      (
        await suite.ctx.app.inject({
          method: 'GET',
          url: `/reports/simples-nacional?companyId=${mine.company.id}&period=2026-03`,
        })
      ).statusCode,
    ).toBe(401);
  });

  test("a company's figures never include another company's revenue", async () => {
    const mine = await tenant();
    const other = await tenant();
    await putRevenue(other.company.id, suite.adminAuth, { month: '2026-03', activity: 'commerce', amount: 99_999 });
    await putRevenue(mine.company.id, suite.adminAuth, { month: '2026-03', activity: 'commerce', amount: 1_000 });
    const body = simplesReportSchema.parse((await report(mine.company.id, mine.customer)).json().data);
    expect(body).toMatchObject({ periodRevenue: 1_000, totalDas: 40 });
    expect(body.sources).toHaveLength(1);
  });

  test('a bad period is 400; a company outside the Simples (lucro presumido) is 409', async () => {
    const { company, customer } = await tenant();
    expect((await report(company.id, customer, '2026-13')).statusCode).toBe(400);
    await upsertCompanyStep(suite.ctx.database.db, company.id, {
      stepId: 'migrate-accountant',
      status: 'done',
      payload: { cnpj: randomCnpj(), taxRegime: 'lucro_presumido', hasEmployees: false },
    });
    const res = await report(company.id, customer);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(simplesMessages.notSimples);
  });

  test('each source is listed with its annex and who entered it; the payroll months too', async () => {
    const { company, customer } = await tenant();
    await putRevenue(company.id, suite.adminAuth, {
      month: '2026-03',
      activity: 'service',
      serviceCode: '17.19.01',
      amount: 2_000,
      description: 'Notas emitidas na prefeitura',
    });
    await suite.ctx.app.inject({
      method: 'PUT',
      url: `/companies/${company.id}/simples/payroll/2026-01`,
      headers: { authorization: suite.adminAuth },
      payload: { proLabore: 3_000, salaries: 0, charges: 330 },
    });
    const body = simplesReportSchema.parse((await report(company.id, customer)).json().data);
    expect(body.sources).toEqual([
      expect.objectContaining({
        source: 'entry',
        activity: 'service',
        serviceCode: TEST_SERVICE_CODES.accounting,
        annex: 'III',
        amount: 2_000,
        description: 'Notas emitidas na prefeitura',
        enteredBy: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
    expect(body.payroll).toEqual([expect.objectContaining({ month: '2026-01', total: 3_330 })]);
    expect(body.annexSource).toBe(simplesMessages.annexInterpretation);
  });
});

describe('the accountant enters revenue and payroll', () => {
  test('customers cannot enter them (403)', async () => {
    const { company, customer } = await tenant();
    expect(
      (await putRevenue(company.id, customer, { month: '2026-03', activity: 'commerce', amount: 1 })).statusCode,
    ).toBe(403);
    const payroll = await suite.ctx.app.inject({
      method: 'PUT',
      url: `/companies/${company.id}/simples/payroll/2026-03`,
      headers: { authorization: customer },
      payload: { proLabore: 1, salaries: 0, charges: 0 },
    });
    expect(payroll.statusCode).toBe(403);
  });

  test('services need a known national code; goods take none', async () => {
    const { company } = await tenant();
    const missing = await putRevenue(company.id, suite.adminAuth, {
      month: '2026-03',
      activity: 'service',
      amount: 10,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.serviceCode).toBe(simplesMessages.serviceCodeRequired);
    const unknown = await putRevenue(company.id, suite.adminAuth, {
      month: '2026-03',
      activity: 'service',
      serviceCode: '999999',
      amount: 10,
    });
    expect(unknown.json().error.fields.serviceCode).toBe(simplesMessages.serviceCodeUnknown);
    const goods = await putRevenue(company.id, suite.adminAuth, {
      month: '2026-03',
      activity: 'commerce',
      serviceCode: '171901',
      amount: 10,
    });
    expect(goods.json().error.fields.serviceCode).toBe(simplesMessages.serviceCodeOnlyForServices);
    const cents = await putRevenue(company.id, suite.adminAuth, {
      month: '2026-03',
      activity: 'commerce',
      amount: 10.001,
    });
    expect(cents.statusCode).toBe(400);
  });

  test('a second entry for the same month and activity replaces the amount; every change is audited; delete works', async () => {
    const { company, customer } = await tenant();
    const first = await putRevenue(company.id, suite.adminAuth, {
      month: '2026-03',
      activity: 'industry',
      amount: 100,
    });
    const second = await putRevenue(company.id, suite.adminAuth, {
      month: '2026-03',
      activity: 'industry',
      amount: 250.5,
    });
    expect(second.json().data).toEqual({ id: first.json().data.id, amount: 250.5 });
    const audits = await suite.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'simples.revenue.saved')));
    expect(audits.map((row) => row.details?.amountCents)).toEqual(expect.arrayContaining([10_000, 25_050]));

    const other = await tenant();
    const foreign = await suite.ctx.app.inject({
      method: 'DELETE',
      url: `/companies/${other.company.id}/simples/revenue/${first.json().data.id}`,
      headers: { authorization: suite.adminAuth },
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await suite.ctx.app.inject({
      method: 'DELETE',
      url: `/companies/${company.id}/simples/revenue/${first.json().data.id}`,
      headers: { authorization: suite.adminAuth },
    });
    expect(removed.statusCode).toBe(204);
    expect(simplesReportSchema.parse((await report(company.id, customer)).json().data).sources).toEqual([]);
  });
});

describe('confirming a month locks its figures', () => {
  const confirm = (companyId: string, authorization: string, period = '2026-03') =>
    suite.ctx.app.inject({
      method: 'POST',
      url: `/companies/${companyId}/simples/confirmations/${period}`,
      headers: { authorization },
    });

  test('customers cannot confirm (403)', async () => {
    const { company, customer } = await tenant();
    expect((await confirm(company.id, customer)).statusCode).toBe(403);
  });

  test('a later change shows as differences, the confirmed DAS stays; confirming again takes the new figures', async () => {
    const { company, customer } = await tenant();
    await putRevenue(company.id, suite.adminAuth, { month: '2026-03', activity: 'commerce', amount: 10_000 });
    const confirmed = await confirm(company.id, suite.adminAuth);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // 10.000,00 × 4% (Anexo I, faixa 1) = 400,00
    expect(simplesReportSchema.parse(confirmed.json().data)).toMatchObject({
      totalDas: 400,
      confirmation: { differences: [], confirmedBy: expect.objectContaining({ name: expect.any(String) }) },
    });
    const again = await confirm(company.id, suite.adminAuth);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(simplesMessages.alreadyConfirmedUnchanged);

    // A sale entered after the confirmation: 2.500,00 more, 100,00 more DAS.
    await putRevenue(company.id, suite.adminAuth, { month: '2026-03', activity: 'commerce', amount: 12_500 });
    const locked = simplesReportSchema.parse((await report(company.id, customer)).json().data);
    expect(locked.totalDas).toBe(400);
    expect(locked.periodRevenue).toBe(10_000);
    expect(locked.confirmation?.differences).toEqual([
      { label: 'Receita do mês', confirmed: 10_000, current: 12_500 },
      { label: 'Receita do Anexo I', confirmed: 10_000, current: 12_500 },
      { label: 'DAS do Anexo I', confirmed: 400, current: 500 },
      { label: 'DAS total', confirmed: 400, current: 500 },
    ]);

    const reconfirmed = simplesReportSchema.parse((await confirm(company.id, suite.adminAuth)).json().data);
    expect(reconfirmed).toMatchObject({ totalDas: 500, confirmation: { differences: [] } });
    const audits = await suite.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'simples.month.confirmed')));
    expect(audits.map((row) => row.details?.replaced)).toEqual(expect.arrayContaining([false, true]));
  });

  test("confirming another company's month is refused to its members; the next month is not confirmed", async () => {
    const mine = await tenant();
    await putRevenue(mine.company.id, suite.adminAuth, { month: '2026-03', activity: 'commerce', amount: 1_000 });
    await confirm(mine.company.id, suite.adminAuth);
    const other = await tenant();
    expect((await report(mine.company.id, other.customer)).statusCode).toBe(403);
    const april = simplesReportSchema.parse((await report(mine.company.id, mine.customer, '2026-04')).json().data);
    expect(april.confirmation).toBeNull();
  });
});
