import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { workQueueSchema, type WorkQueueKind } from '@contabil/contracts';
import { payments } from '../../db/schema/billing.js';
import { documents } from '../../db/schema/documents.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { nfseFiscalProfiles } from '../../db/schema/nfse-nacional.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  createCompany,
  createCompanyFile,
  createSubscription,
  createSystemAdmin,
  createUser,
  ensureTestServiceCodes,
  randomCnpj,
  TEST_SERVICE_CODES,
  signInAs,
} from '../../test/factories.js';

// Issue 27, item 10: the administrators' home is a work queue, read in one call.

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

async function queue(): Promise<Map<WorkQueueKind, { count: number; oldestSince: string | null }>> {
  const res = await ctx.app.inject({ method: 'GET', url: '/admin/work-queue', headers: { authorization: admin } });
  expect(res.statusCode, res.body).toBe(200);
  const body = workQueueSchema.parse(res.json().data);
  return new Map(body.items.map((item) => [item.kind, item]));
}

const ids = (res: { json: () => { data: { id?: string; company?: { id: string } }[] } }) =>
  res.json().data.map((row) => row.company?.id ?? row.id);

describe('GET /admin/work-queue', () => {
  test('a company user gets 403; without a session 401', async () => {
    const owner = await createUser(ctx.database.db);
    await createCompany(ctx.database.db, { owner });
    const customer = (await signInAs(ctx.app, owner)).authorization;
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/admin/work-queue',
      headers: { authorization: customer },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/work-queue' })).statusCode).toBe(401);
  });

  test('counts what waits for the firm, with the oldest age, and each count matches its filtered screen', async () => {
    const db = ctx.database.db;
    const before = await queue();
    expect([...before.keys()]).toEqual([
      'nfs_requests',
      'openings_awaiting_guide',
      'openings_awaiting_company_data',
      'migrations_awaiting_company_data',
      'documents_to_review',
      'payments_failed',
      'companies_overdue',
      'certificates_expiring',
      'nfse_sends_failed',
      'nfse_deliveries_failed',
      'fee_invoices_blocked',
    ]);

    // An opening paid (waits for the guide), one whose receipt came (waits for the company data),
    // one still in the customer's hands (waits for nobody here), a migration paid.
    const awaitingGuide = await createCompany(db, {
      status: 'awaiting_opening',
      trackId: 'create-company',
      stepsDone: ['partner-registration', 'pre-registration', 'select-fiscal-address', 'subscription'],
    });
    const awaitingData = await createCompany(db, {
      status: 'opening',
      trackId: 'create-company',
      stepsDone: [
        'partner-registration',
        'pre-registration',
        'select-fiscal-address',
        'subscription',
        'awaiting-guide',
        'upload-guide-receipt',
      ],
    });
    await createCompany(db, { status: 'pending', trackId: 'create-company', stepsDone: ['partner-registration'] });
    const migration = await createCompany(db, {
      status: 'migrating',
      trackId: 'migrate-company',
      stepsDone: ['partner-registration-basic', 'migrate-accountant', 'select-fiscal-address', 'subscription'],
    });

    // An active company with a request to issue, a document to review (and a guide, which is not ours
    // to review), a failed charge; another whose failed charge was paid later; an overdue one.
    const active = await createCompany(db, { cnpj: randomCnpj() });
    const oldRequest = new Date('2026-01-05T12:00:00Z');
    await ensureTestServiceCodes(db);
    await db.insert(nfsRequests).values({
      companyId: active.id,
      emissionType: 'cnpj',
      takerCnpj: randomCnpj(),
      takerName: 'Tomador Ltda',
      totalValueCents: 100_000,
      serviceCode: TEST_SERVICE_CODES.software,
      serviceDescription: 'Consultoria',
      competenceDate: '2026-01-05',
      createdAt: oldRequest,
    });
    const file = await createCompanyFile(db, active.id);
    await db.insert(documents).values({
      companyId: active.id,
      fileId: file.id,
      type: 'cnpj_card',
      title: 'Cartão CNPJ',
      status: 'pending',
    });
    const guideFile = await createCompanyFile(db, active.id);
    await db.insert(documents).values({
      companyId: active.id,
      fileId: guideFile.id,
      type: 'das',
      title: 'DAS',
      status: 'pending',
      competence: '2026-01',
      dueDate: '2026-02-20',
      amountCents: 10_000,
    });
    const { subscription } = await createSubscription(db, active.id, { status: 'past_due' });
    const charge = {
      kind: 'charge' as const,
      subscriptionId: subscription.id,
      description: 'Mensalidade',
      amountCents: 9_900,
      provider: 'sandbox' as const,
    };
    await db.insert(payments).values({
      ...charge,
      companyId: active.id,
      status: 'failed',
      providerReference: `f-${active.id}`,
      failedAt: new Date('2026-02-01T00:00:00Z'),
    });
    const recovered = await createCompany(db, { cnpj: randomCnpj() });
    const second = await createSubscription(db, recovered.id);
    await db.insert(payments).values([
      {
        ...charge,
        subscriptionId: second.subscription.id,
        companyId: recovered.id,
        status: 'failed',
        providerReference: `f-${recovered.id}`,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        ...charge,
        subscriptionId: second.subscription.id,
        companyId: recovered.id,
        status: 'paid',
        providerReference: `p-${recovered.id}`,
        createdAt: new Date('2026-01-02T00:00:00Z'),
      },
    ]);
    const overdue = await createCompany(db, { status: 'overdue', cnpj: randomCnpj() });

    const after = await queue();
    const delta = (kind: WorkQueueKind) => after.get(kind)!.count - before.get(kind)!.count;
    expect(delta('nfs_requests')).toBe(1);
    expect(delta('openings_awaiting_guide')).toBe(1);
    expect(delta('openings_awaiting_company_data')).toBe(1);
    expect(delta('migrations_awaiting_company_data')).toBe(1);
    expect(delta('documents_to_review')).toBe(1);
    expect(delta('payments_failed')).toBe(1);
    expect(delta('companies_overdue')).toBe(1);
    expect(new Date(after.get('nfs_requests')!.oldestSince!).getTime()).toBeLessThanOrEqual(oldRequest.getTime());
    expect(after.get('payments_failed')!.oldestSince).not.toBeNull();

    // Each row's screen, filtered the same way, lists exactly those companies.
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: admin } });
    const guideList = ids(await get('/companies/orders/opening-requests?waitingFor=awaiting-guide&limit=100'));
    expect(guideList).toContain(awaitingGuide.id);
    expect(guideList).not.toContain(awaitingData.id);
    const dataList = ids(await get('/companies/orders/opening-requests?waitingFor=download-company-info&limit=100'));
    expect(dataList).toContain(awaitingData.id);
    expect(dataList).not.toContain(awaitingGuide.id);
    expect(ids(await get('/companies/orders/migration-requests?waitingFor=download-company-info&limit=100'))).toContain(
      migration.id,
    );
    const reviewList = ids(await get('/companies?attention=documents_to_review&limit=100'));
    expect(reviewList).toContain(active.id);
    expect(reviewList).not.toContain(recovered.id);
    const failedList = ids(await get('/companies?attention=payment_failed&limit=100'));
    expect(failedList).toContain(active.id);
    expect(failedList).not.toContain(recovered.id);
    expect(ids(await get('/companies?status=overdue&limit=100'))).toContain(overdue.id);
  });

  test('A1 certificates expiring within 30 days or expired are counted, since they entered the 30 days, and listed by the companies filter', async () => {
    const db = ctx.database.db;
    const before = await queue();
    const day = 86_400_000;
    const now = Date.now();
    const profile = async (notAfter: Date | null) => {
      const company = await createCompany(db, { cnpj: randomCnpj() });
      await db.insert(nfseFiscalProfiles).values({
        companyId: company.id,
        municipalityCode: '3550308',
        simplesOption: '3',
        certificateHolder: notAfter ? `EMPRESA TESTE:${company.cnpj}` : null,
        certificateNotAfter: notAfter,
      });
      return company;
    };
    const inTenDays = await profile(new Date(now + 10 * day));
    const expired = await profile(new Date(now - day));
    const inSixtyDays = await profile(new Date(now + 60 * day));
    const withoutCertificate = await profile(null);

    const after = await queue();
    expect(after.get('certificates_expiring')!.count - before.get('certificates_expiring')!.count).toBe(2);
    // The expired one entered its 30 days 31 days ago: the oldest is at least that old.
    expect(new Date(after.get('certificates_expiring')!.oldestSince!).getTime()).toBeLessThanOrEqual(now - 31 * day);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/companies?attention=certificate_expiring&limit=100',
      headers: { authorization: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = ids(res);
    expect(listed).toEqual(expect.arrayContaining([inTenDays.id, expired.id]));
    expect(listed).not.toContain(inSixtyDays.id);
    expect(listed).not.toContain(withoutCertificate.id);
  });
});
