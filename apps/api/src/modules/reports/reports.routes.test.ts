import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  annualBillingReportSchema,
  billingByCategoryReportSchema,
  messages,
  nfsMessages,
  toCents,
  type AnnualBillingReport,
  type NfsRequestStatus,
} from '@contabil/contracts';
import { nfsRequests } from '../../db/schema/nfs.js';
import type { CompanyRow } from '../companies/companies.repository.js';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { buildAppWithClock, createTestApp, type TestContext } from '../../test/test-app.js';
import type { App } from '../../app.js';
import {
  TEST_SERVICE_CODES,
  createCompany,
  createSystemAdmin,
  createUser,
  ensureTestServiceCodes,
  randomCnpj,
  signInAs,
} from '../../test/factories.js';
import { updateCompany, upsertCompanyStep } from '../companies/companies.repository.js';

/** 15 June 2031, 12:00 in Brasília: the current month is 2031-06. */
const NOW = new Date('2031-06-15T15:00:00Z');

/** Real CNAEs of the reference table (simples_cnae_situacao_anexo.csv). */
const CNAE = {
  /** Atividades de contabilidade: Anexo III, no Fator R. */
  accounting: '6920601',
  /** Reparação e manutenção de computadores: MEI allowed. */
  computerRepair: '9511800',
} as const;

let ctx: TestContext;
let clocked: App;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  // The real annex and bracket tables: the figures below come from them.
  await loadReferenceData(ctx.database.db);
  await ensureTestServiceCodes(ctx.database.db);
  clocked = await buildAppWithClock(ctx, () => NOW);
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
}, 120_000);
afterAll(async () => {
  await clocked.close();
  await ctx.close();
});

async function tenant(profile: { size?: CompanyRow['size']; mainCnae?: string; openedOn?: string } = {}) {
  const owner = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner, status: 'active', cnpj: randomCnpj() });
  await updateCompany(ctx.database.db, company.id, {
    size: profile.size ?? null,
    mainCnae: profile.mainCnae ?? null,
    openedOn: profile.openedOn ?? null,
  });
  return { owner, company, authorization: (await signInAs(ctx.app, owner)).authorization };
}

/** A note of the company, straight in the database: issued unless told otherwise. */
async function note(companyId: string, competenceDate: string, reais: number, status: NfsRequestStatus = 'issued') {
  await ctx.database.db.insert(nfsRequests).values({
    companyId,
    emissionType: 'cnpj',
    takerCnpj: randomCnpj(),
    takerName: 'Cliente Ltda',
    totalValueCents: toCents(reais),
    serviceCode: TEST_SERVICE_CODES.accounting,
    serviceDescription: 'Serviços contábeis',
    competenceDate,
    status,
    ...(status === 'issued' ? { invoiceNumber: '1', issueDate: competenceDate } : {}),
  });
}

async function annual(companyId: string, authorization: string): Promise<AnnualBillingReport> {
  const res = await clocked.inject({
    method: 'GET',
    url: `/reports/anual-billing-by-company?companyId=${companyId}`,
    headers: { authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  return annualBillingReportSchema.parse(res.json().data);
}

const month = (m: string, totalValue = 0, count = 0) => ({ month: m, totalValue, count });

describe('GET /reports/anual-billing-by-company', () => {
  test('an ME in the Simples: months, year and limit, by hand', async () => {
    const { company, authorization } = await tenant({ size: 'ME', mainCnae: CNAE.accounting, openedOn: '2020-03-10' });
    const other = await tenant({ size: 'ME', mainCnae: CNAE.accounting });

    await note(company.id, '2030-05-20', 10_000); // 13 months back: in nothing
    await note(company.id, '2030-06-10', 20_000); // in RBT12 only
    await note(company.id, '2030-12-31', 30_000);
    await note(company.id, '2031-01-15', 50_000);
    await note(company.id, '2031-01-20', 25_000);
    await note(company.id, '2031-05-31', 175_000);
    await note(company.id, '2031-06-01', 25_000); // this month
    await note(company.id, '2031-08-10', 5_000.25); // later this year (competence ahead)
    // Not billing: not issued, or another company's.
    for (const status of ['requested', 'processing', 'rejected', 'cancelled'] as const) {
      await note(company.id, '2031-06-05', 99_999, status);
    }
    await note(other.company.id, '2031-06-02', 77_777);

    const report = await annual(company.id, authorization);
    expect(report).toEqual({
      companyId: company.id,
      regime: 'simples',
      referenceMonth: '2031-06',
      last12Months: [
        month('2030-07'),
        month('2030-08'),
        month('2030-09'),
        month('2030-10'),
        month('2030-11'),
        month('2030-12', 30_000, 1),
        month('2031-01', 75_000, 2),
        month('2031-02'),
        month('2031-03'),
        month('2031-04'),
        month('2031-05', 175_000, 1),
        month('2031-06', 25_000, 1),
      ],
      year: {
        year: 2031,
        months: [
          month('2031-01', 75_000, 2),
          month('2031-02'),
          month('2031-03'),
          month('2031-04'),
          month('2031-05', 175_000, 1),
          month('2031-06', 25_000, 1),
          month('2031-07'),
          month('2031-08', 5_000.25, 1),
          month('2031-09'),
          month('2031-10'),
          month('2031-11'),
          month('2031-12'),
        ],
        // 75.000 + 175.000 + 25.000 + 5.000,25
        totalValue: 280_000.25,
        limit: 4_800_000,
        limitIsProportional: false,
        limitUsed: 280_000.25 / 4_800_000,
      },
    });
    expect(report.year.limitUsed).toBeCloseTo(0.0583334, 6);
  });

  test('an MEI opened this year: a proportional limit (R$ 6.750 × 9 months from April)', async () => {
    const { company, authorization } = await tenant({
      size: 'MEI',
      mainCnae: CNAE.computerRepair,
      openedOn: '2031-04-10',
    });
    await note(company.id, '2031-04-20', 3_000);
    await note(company.id, '2031-06-02', 3_075);
    const report = await annual(company.id, authorization);
    expect(report.regime).toBe('mei');
    expect(report.year).toMatchObject({
      totalValue: 6_075,
      limit: 60_750,
      limitIsProportional: true,
      limitUsed: 0.1,
    });
  });

  test('an MEI opened in an earlier year: the full R$ 81.000', async () => {
    const { company, authorization } = await tenant({ size: 'MEI', openedOn: '2029-11-01' });
    await note(company.id, '2031-02-10', 8_100);
    const report = await annual(company.id, authorization);
    expect(report.year).toMatchObject({ totalValue: 8_100, limit: 81_000, limitIsProportional: false, limitUsed: 0.1 });
  });

  test("revenue the accountant entered (a shop's sales) counts in the months, the year and the limit", async () => {
    const { company, authorization } = await tenant({ size: 'ME', openedOn: '2020-01-10' });
    await note(company.id, '2031-06-02', 1_000);
    for (const [month, amount] of [
      ['2031-05', 50_000],
      ['2031-06', 2_500.5],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/companies/${company.id}/simples/revenue`,
        headers: { authorization: adminAuth },
        payload: { month, activity: 'commerce', amount },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const report = await annual(company.id, authorization);
    expect(report.last12Months.slice(-2)).toEqual([month('2031-05', 50_000, 0), month('2031-06', 3_500.5, 1)]);
    expect(report.year).toMatchObject({ totalValue: 53_500.5, limit: 4_800_000 });
  });

  test('other regimes: an EMP, or lucro presumido declared when migrating; no limit', async () => {
    const big = await tenant({ size: 'EMP', mainCnae: CNAE.accounting });
    await note(big.company.id, '2031-03-01', 1_000_000);
    expect(await annual(big.company.id, big.authorization)).toMatchObject({
      regime: 'other',
      year: { totalValue: 1_000_000, limit: null, limitIsProportional: false, limitUsed: null },
    });

    const presumido = await tenant({ size: 'ME', mainCnae: CNAE.accounting });
    await upsertCompanyStep(ctx.database.db, presumido.company.id, {
      stepId: 'migrate-accountant',
      status: 'done',
      payload: { cnpj: randomCnpj(), taxRegime: 'lucro_presumido', hasEmployees: false },
    });
    expect(await annual(presumido.company.id, presumido.authorization)).toMatchObject({
      regime: 'other',
      year: { limit: null, limitUsed: null },
    });
  });

  test('the Brasília month decides: 1 July 02:00 UTC is still June', async () => {
    const { company, authorization } = await tenant({ size: 'ME' });
    const app = await buildAppWithClock(ctx, () => new Date('2031-07-01T02:00:00Z'));
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/reports/anual-billing-by-company?companyId=${company.id}`,
        headers: { authorization },
      });
      expect(res.json().data.referenceMonth).toBe('2031-06');
    } finally {
      await app.close();
    }
  });

  test('the real app answers it; 403 for another company’s member, 401 without a token, 404 for no company', async () => {
    const { company, authorization } = await tenant({ size: 'ME' });
    const stranger = await tenant();
    const url = `/reports/anual-billing-by-company?companyId=${company.id}`;
    const ok = await ctx.app.inject({ method: 'GET', url, headers: { authorization } });
    expect(ok.statusCode).toBe(200);
    expect(annualBillingReportSchema.parse(ok.json().data).last12Months).toHaveLength(12);
    const forbidden = await ctx.app.inject({ method: 'GET', url, headers: { authorization: stranger.authorization } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe(messages.companyForbidden);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/reports/anual-billing-by-company?companyId=00000000-0000-4000-8000-000000000000',
      headers: { authorization: adminAuth },
    });
    expect(missing.statusCode).toBe(404);
    const noCompany = await ctx.app.inject({
      method: 'GET',
      url: '/reports/anual-billing-by-company',
      headers: { authorization },
    });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().error.fields).toHaveProperty('companyId');
  });
});

describe('GET /reports/billing-by-category', () => {
  const byCategory = (companyId: string, period: string | undefined, authorization?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/reports/billing-by-category?companyId=${companyId}${period === undefined ? '' : `&period=${period}`}`,
      headers: authorization ? { authorization } : {},
    });

  test.each([
    ['2031-02', '2031-02', '2031-02-01', '2031-02-28'],
    ['2032-02', '2032-02', '2032-02-01', '2032-02-29'],
    ['2031-Q2', '2031-Q2', '2031-04-01', '2031-06-30'],
    ['2031-q4', '2031-Q4', '2031-10-01', '2031-12-31'],
    ['2031-T1', '2031-T1', '2031-01-01', '2031-03-31'],
    ['2031', '2031', '2031-01-01', '2031-12-31'],
  ])('period %s: from %s to %s, empty until bank transactions arrive', async (period, normalised, from, to) => {
    const { company, authorization } = await tenant();
    const res = await byCategory(company.id, period, authorization);
    expect(res.statusCode, res.body).toBe(200);
    expect(billingByCategoryReportSchema.parse(res.json().data)).toEqual({
      companyId: company.id,
      period: normalised,
      from,
      to,
      categories: [],
      income: 0,
      expense: 0,
      uncategorizedCount: 0,
    });
  });

  test.each(['2031-13', '2031-00', '31-01', '2031-Q5', '2031-S1', 'abc', ''])(
    'period "%s" is refused with the contract’s message',
    async (period) => {
      const { company, authorization } = await tenant();
      const res = await byCategory(company.id, period, authorization);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_error',
        fields: { period: nfsMessages.invalidPeriod },
      });
    },
  );

  test('without a period: 400 on period', async () => {
    const { company, authorization } = await tenant();
    const res = await byCategory(company.id, undefined, authorization);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ period: nfsMessages.invalidPeriod });
  });

  test('403 for another company’s member, 401 without a token, 404 for no company', async () => {
    const { company } = await tenant();
    const stranger = await tenant();
    expect((await byCategory(company.id, '2031', stranger.authorization)).statusCode).toBe(403);
    expect((await byCategory(company.id, '2031')).statusCode).toBe(401);
    expect((await byCategory('00000000-0000-4000-8000-000000000000', '2031', adminAuth)).statusCode).toBe(404);
  });
});
