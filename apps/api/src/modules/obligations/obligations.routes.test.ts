import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { obligationSchema, type Obligation } from '@contabil/contracts';
import type { App } from '../../app.js';
import { auditLog } from '../../db/schema/audit.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { updateCompany } from '../companies/companies.repository.js';
import { insertOutboxMessage } from '../mail/mail.repository.js';
import type { Mailer } from '../mail/mailer.js';
import { TEST_WEB_ORIGIN, buildAppWithClock, createTestApp, type TestContext } from '../../test/test-app.js';
import { createCompany, createSystemAdmin, createUser, randomCnpj, signInAs } from '../../test/factories.js';
import { sendObligationReminders } from './obligations.job.js';

// The calendar with statuses (to do, done, late) and the reminders, on a fixed clock: 10/03/2026.

const NOW = new Date('2026-03-10T12:00:00Z');
let ctx: TestContext;
let app: App;
let accountant: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceData(ctx.database.db);
  app = await buildAppWithClock(ctx, () => NOW);
  accountant = (await signInAs(app, await createSystemAdmin(ctx.database.db))).authorization;
}, 120_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const mailer: Mailer = {
  async send(target, message) {
    await insertOutboxMessage(target, message);
  },
};

async function tenant() {
  const owner = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner, cnpj: randomCnpj() });
  await updateCompany(ctx.database.db, company.id, { size: 'ME', openedOn: '2019-02-01' });
  return { owner, companyId: company.id, customer: (await signInAs(app, owner)).authorization };
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, authorization: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

async function calendar(companyId: string, authorization: string): Promise<Obligation[]> {
  const res = await call('GET', `/companies/${companyId}/obligations?year=2026`, authorization);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((row: unknown) => obligationSchema.parse(row));
}
const find = (list: Obligation[], kind: string, period: string) =>
  list.find((o) => o.kind === kind && o.period === period);

describe('GET /companies/{companyId}/obligations', () => {
  test('past due is late, a paid DAS guide is done, the accountant marks the DCTFWeb done; payroll brings DCTFWeb and FGTS', async () => {
    const t = await tenant();
    await call('PUT', `/companies/${t.companyId}/simples/payroll/2026-02`, accountant, {
      proLabore: 3_000,
      salaries: 2_000,
      charges: 800,
    });
    // The DAS of 01/2026 (R$ 400,00, due 20/02/2026) sent and paid.
    await call('PUT', `/companies/${t.companyId}/simples/revenue`, accountant, {
      month: '2026-01',
      activity: 'commerce',
      amount: 10_000,
    });
    await call('POST', `/companies/${t.companyId}/simples/confirmations/2026-01`, accountant);
    const guide = await call('POST', `/companies/${t.companyId}/simples/guides/2026-01`, accountant, {
      barcode: '858200000040000003282026022001234567890123456789',
    });
    expect(guide.statusCode, guide.body).toBe(201);
    await call('PUT', `/documents/${guide.json().data.documentId}/status/paid?companyId=${t.companyId}`, t.customer);

    const list = await calendar(t.companyId, t.customer);
    expect(find(list, 'das', '2025-12')).toMatchObject({ dueDate: '2026-01-20', status: 'late' });
    expect(find(list, 'das', '2026-01')).toMatchObject({ dueDate: '2026-02-20', status: 'done' });
    expect(find(list, 'das', '2026-02')).toMatchObject({ dueDate: '2026-03-20', status: 'todo' });
    expect(find(list, 'dctfweb', '2026-02')).toMatchObject({ dueDate: '2026-03-13', status: 'todo' });
    expect(find(list, 'fgts', '2026-02')).toMatchObject({ dueDate: '2026-03-20', status: 'todo' });
    expect(find(list, 'defis', '2025')).toMatchObject({ dueDate: '2026-03-31', status: 'todo' });

    expect(
      (await call('PUT', `/companies/${t.companyId}/obligations/dctfweb/2026-02/done`, t.customer)).statusCode,
    ).toBe(403);
    const done = await call('PUT', `/companies/${t.companyId}/obligations/dctfweb/2026-02/done`, accountant);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ kind: 'dctfweb', status: 'done' });
    expect(find(await calendar(t.companyId, t.customer), 'dctfweb', '2026-02')!.status).toBe('done');
    const notThere = await call('PUT', `/companies/${t.companyId}/obligations/fgts/2026-03/done`, accountant);
    expect(notThere.statusCode).toBe(404);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, t.companyId), eq(auditLog.action, 'obligation.done')));
    expect(audits).toHaveLength(1);
  });

  test("the accountants' queue lists the late and the next seven days' obligations of every active company", async () => {
    const t = await tenant();
    await call('PUT', `/companies/${t.companyId}/simples/payroll/2026-02`, accountant, {
      proLabore: 3_000,
      salaries: 0,
      charges: 600,
    });
    expect((await call('GET', '/admin/obligations', t.customer)).statusCode).toBe(403);
    const res = await call('GET', '/admin/obligations', accountant);
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json().data as (Obligation & { companyId: string })[]).filter((o) => o.companyId === t.companyId);
    // On 10/03/2026: all of 2025 is late (nothing done: twelve DAS, the DEFIS of 2024, the IRPF
    // season that ended 30/05/2025), then the DAS of 12/2025 and 01/2026, and the DCTFWeb of
    // 02/2026 due 13/03; the DAS of 02/2026 (20/03) and the DEFIS (31/03) are further than seven days.
    const of2025 = [
      ...['2024-12', '2025-01', '2025-02'].map((p) => `das ${p} late`),
      'defis 2024 late',
      ...['2025-03', '2025-04'].map((p) => `das ${p} late`),
      'irpf 2024 late',
      ...['2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11'].map((p) => `das ${p} late`),
    ];
    expect(mine.map((o) => `${o.kind} ${o.period} ${o.status}`)).toEqual([
      ...of2025,
      'das 2025-12 late',
      'das 2026-01 late',
      'dctfweb 2026-02 todo',
    ]);
  });

  test("another company's member gets 403; a bad year is 400", async () => {
    const mine = await tenant();
    const other = await tenant();
    expect((await call('GET', `/companies/${mine.companyId}/obligations?year=2026`, other.customer)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/companies/${mine.companyId}/obligations?year=abc`, mine.customer)).statusCode).toBe(
      400,
    );
  });
});

describe('obligation reminders', () => {
  test('due within five days and not done: one e-mail to the admin, once', async () => {
    const t = await tenant();
    await call('PUT', `/companies/${t.companyId}/simples/payroll/2026-02`, accountant, {
      proLabore: 3_000,
      salaries: 0,
      charges: 600,
    });
    // On 10/03/2026 the DCTFWeb of 02/2026 (due 13/03) is within five days; the DAS (20/03) is not.
    await sendObligationReminders(ctx.database.db, mailer, TEST_WEB_ORIGIN, NOW);
    const mails = async () => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, t.owner.email));
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([
      'DCTFWeb (contribuições da folha e do pró-labore): vence em 13/03/2026',
    ]);
    expect(sent[0]!.text).toContain('DCTFWeb (contribuições da folha e do pró-labore) (competência 02/2026)');
    expect(sent[0]!.text).toContain(`${TEST_WEB_ORIGIN}/app/obrigacoes`);
    await sendObligationReminders(ctx.database.db, mailer, TEST_WEB_ORIGIN, NOW);
    expect(await mails()).toHaveLength(1);
  });
});
