import { describe, expect, test } from 'vitest';
import { simplesReportSchema, toReais, type SimplesReport } from '@contabil/contracts';
import { nfsRequests } from '../../db/schema/nfs.js';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { updateCompany } from '../companies/companies.repository.js';
import { fileTestApp } from '../../test/file-test-app.js';
import { createCompany, createUser, randomCnpj, signInAs } from '../../test/factories.js';
import { SIMPLES_CASES, type SimplesCase } from './simples-cases.js';

// Every hand-computed case of simples-cases.ts through the API: the accountant enters the
// revenue and payroll (PUT), the notes are issued ones, the customer reads the computation.

const suite = fileTestApp({ prepare: loadReferenceData, timeoutMs: 180_000 });

async function put(url: string, payload: object) {
  const res = await suite.ctx.app.inject({ method: 'PUT', url, headers: { authorization: suite.adminAuth }, payload });
  expect(res.statusCode, res.body).toBe(200);
}

async function enter(c: SimplesCase): Promise<{ companyId: string; customer: string }> {
  const owner = await createUser(suite.ctx.database.db);
  const company = await createCompany(suite.ctx.database.db, { owner, cnpj: randomCnpj() });
  await updateCompany(suite.ctx.database.db, company.id, {
    size: c.company.size ?? 'ME',
    openedOn: c.company.openedOn ?? '2015-01-05',
    mainCnae: c.company.mainCnae ?? null,
  });
  for (const entry of c.revenue) {
    await put(`/companies/${company.id}/simples/revenue`, { ...entry, amount: toReais(entry.amount) });
  }
  for (const row of c.payroll ?? []) {
    await put(`/companies/${company.id}/simples/payroll/${row.month}`, {
      proLabore: toReais(row.proLabore),
      salaries: toReais(row.salaries),
      charges: toReais(row.charges),
    });
  }
  for (const note of c.notes ?? []) {
    await suite.ctx.database.db.insert(nfsRequests).values({
      companyId: company.id,
      emissionType: 'cnpj',
      takerCnpj: randomCnpj(),
      takerName: 'Cliente Ltda',
      totalValueCents: note.amount,
      serviceCode: note.serviceCode,
      serviceDescription: 'Serviço',
      competenceDate: note.competence,
      status: 'issued',
      invoiceNumber: '1',
      issueDate: note.competence,
    });
  }
  return { companyId: company.id, customer: (await signInAs(suite.ctx.app, owner)).authorization };
}

describe('GET /reports/simples-nacional: the hand-computed cases', () => {
  test('there are at least 30 cases and their ids are unique', () => {
    expect(SIMPLES_CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SIMPLES_CASES.map((c) => c.id)).size).toBe(SIMPLES_CASES.length);
  });

  test.each(SIMPLES_CASES.map((c) => [`${c.id} ${c.title}`, c] as const))('%s', async (_name, c) => {
    const { companyId, customer } = await enter(c);
    const res = await suite.ctx.app.inject({
      method: 'GET',
      url: `/reports/simples-nacional?companyId=${companyId}&period=${c.period}`,
      headers: { authorization: customer },
    });
    expect(res.statusCode, res.body).toBe(200);
    const report: SimplesReport = simplesReportSchema.parse(res.json().data);
    const e = c.expected;

    expect(report.rbt12, c.arithmetic).toBe(toReais(e.rbt12));
    if (e.rbt12Rule) expect(report.rbt12Rule).toBe(e.rbt12Rule);
    if (e.fatorRAnnex) expect(report.fatorR).toMatchObject({ annex: e.fatorRAnnex, used: true });
    expect(
      report.annexes.map(({ annex, bracket, tax, das }) => ({ annex, bracket, tax, das })),
      c.arithmetic,
    ).toEqual(e.annexes.map((a) => ({ ...a, tax: toReais(a.tax), das: toReais(a.das) })));
    expect(report.totalDas).toBe(e.totalDas === null ? null : toReais(e.totalDas));
    expect(report.dueDate).toBe(e.dueDate);
    if (e.issIcmsOutsideDas !== undefined) expect(report.issIcmsOutsideDas).toBe(e.issIcmsOutsideDas);
    for (const limit of e.limits ?? []) {
      expect(report.limits.find((l) => l.kind === limit.kind)).toMatchObject({
        limit: toReais(limit.limit),
        crossed: limit.crossed,
        beyondTolerance: limit.beyondTolerance,
      });
    }
  });
});
