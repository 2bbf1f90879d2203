import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  companySchema,
  companyStatusSchema,
  companyStatusTransitions,
  messages,
  trackDefinitions,
  type CompanyStatus,
  type StepId,
  type TrackId,
} from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { findCompany } from './companies.repository.js';

let ctx: TestContext;
let admin: { id: string };
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const row = await createSystemAdmin(ctx.database.db);
  admin = row;
  adminAuth = (await signInAs(ctx.app, row)).authorization;
});
afterAll(() => ctx.close());

const upToSubscription = (trackId: TrackId): StepId[] => {
  const steps = trackDefinitions[trackId].map((step) => step.stepId);
  return steps.slice(0, steps.indexOf('subscription') + 1);
};

/** A company in `status`, on `trackId` with `stepsDone` (the factory saves them with valid payloads). */
function companyIn(status: CompanyStatus, trackId: TrackId | null = null, stepsDone: StepId[] | 'all' = []) {
  return createCompany(ctx.database.db, { status, trackId, stepsDone });
}

/** The track state that makes the gated transitions legal: the order paid, or the whole track done. */
function legalSetup(from: CompanyStatus, to: CompanyStatus): [TrackId | null, StepId[] | 'all'] {
  if (to === 'awaiting_opening') return ['create-company', upToSubscription('create-company')];
  if (to === 'migrating') return ['migrate-company', upToSubscription('migrate-company')];
  if (from === 'opening' && to === 'active') return ['create-company', 'all'];
  if (from === 'migrating' && to === 'active') return ['migrate-company', 'all'];
  return [null, []];
}

const put = (companyId: string, status: string, authorization = adminAuth) =>
  ctx.app.inject({ method: 'PUT', url: `/companies/${companyId}/status/${status}`, headers: { authorization } });

const allStatuses = companyStatusSchema.options;
const legal = allStatuses.flatMap((from) => companyStatusTransitions[from].map((to) => [from, to] as const));
const illegal = allStatuses.flatMap((from) =>
  allStatuses.filter((to) => !companyStatusTransitions[from].includes(to)).map((to) => [from, to] as const),
);

describe('PUT /companies/:id/status/:status', () => {
  test.each(legal)('%s -> %s is allowed, saved and audited with who and when', async (from, to) => {
    const company = await companyIn(from, ...legalSetup(from, to));
    const res = await put(company.id, to);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(to);
    expect((await findCompany(ctx.database.db, company.id))?.status).toBe(to);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company.status_changed')));
    expect(entry).toMatchObject({ actorUserId: admin.id, details: { from, to } });
    expect(entry?.createdAt).toBeInstanceOf(Date);
  });

  test.each(illegal)('%s -> %s answers 409 and changes nothing', async (from, to) => {
    const company = await companyIn(from);
    const res = await put(company.id, to);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', message: messages.companyStatusNotAllowed });
    expect((await findCompany(ctx.database.db, company.id))?.status).toBe(from);
  });

  test('pending -> awaiting_opening needs the opening order paid (subscription step done)', async () => {
    const unpaid = await companyIn('pending', 'create-company', ['partner-registration', 'pre-registration']);
    const res = await put(unpaid.id, 'awaiting_opening');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.openingOrderNotPaid);
    // A paid migration is not an opening order.
    const migration = await companyIn('pending', 'migrate-company', upToSubscription('migrate-company'));
    expect((await put(migration.id, 'awaiting_opening')).json().error.message).toBe(messages.openingOrderNotPaid);
    expect((await findCompany(ctx.database.db, unpaid.id))?.status).toBe('pending');
  });

  test('pending -> migrating needs the migration order paid', async () => {
    const unpaid = await companyIn('pending', 'migrate-company', ['partner-registration-basic']);
    expect((await put(unpaid.id, 'migrating')).json().error).toMatchObject({
      code: 'conflict',
      message: messages.migrationOrderNotPaid,
    });
    const opening = await companyIn('pending', 'create-company', upToSubscription('create-company'));
    const res = await put(opening.id, 'migrating');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.migrationOrderNotPaid);
    const noTrack = await companyIn('pending');
    expect((await put(noTrack.id, 'migrating')).json().error.message).toBe(messages.migrationOrderNotPaid);
  });

  test.each([
    ['opening', 'create-company'],
    ['migrating', 'migrate-company'],
  ] as const)('%s -> active needs every step of the track done', async (from, trackId) => {
    const company = await companyIn(from, trackId, upToSubscription(trackId));
    const res = await put(company.id, 'active');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.trackNotDone);
    expect((await findCompany(ctx.database.db, company.id))?.status).toBe(from);
  });

  test('a company on no track (made before the wizards) may be activated', async () => {
    for (const from of ['opening', 'migrating'] as const) {
      const company = await companyIn(from);
      expect((await put(company.id, 'active')).statusCode).toBe(200);
    }
  });

  test('answers the whole company view', async () => {
    const company = await companyIn('active');
    const res = await put(company.id, 'overdue');
    expect(companySchema.parse(res.json().data)).toMatchObject({
      id: company.id,
      status: 'overdue',
      currentSubscription: null,
      partners: [],
      isSolePerson: false,
    });
  });

  test('a company user, even its own admin, gets 403', async () => {
    const owner = await createUser(ctx.database.db);
    const company = await createCompany(ctx.database.db, { owner, status: 'active' });
    const res = await put(company.id, 'disabled', (await signInAs(ctx.app, owner)).authorization);
    expect(res.statusCode).toBe(403);
    expect((await findCompany(ctx.database.db, company.id))?.status).toBe('active');
  });

  test('an unknown company is 404; an unknown status is 400', async () => {
    expect((await put(randomUUID(), 'active')).statusCode).toBe(404);
    const company = await companyIn('active');
    expect((await put(company.id, 'closed')).statusCode).toBe(400);
  });
});
