import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { messages, type StepId, type TrackId } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { findCompany, listCompanySteps } from './companies.repository.js';

let ctx: TestContext;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

async function tenant(trackId: TrackId | null, stepsDone: StepId[] = [], status: 'pending' | 'migrating' = 'pending') {
  const owner = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner, status, trackId, stepsDone });
  return { owner, company, authorization: (await signInAs(ctx.app, owner)).authorization };
}

const putTrack = (companyId: string, track: string, authorization: string) =>
  ctx.app.inject({ method: 'PUT', url: `/companies/${companyId}/track/${track}`, headers: { authorization } });

describe('PUT /companies/:id/track/:track', () => {
  test('opening -> migration: drops the opening-only steps and their partners, keeps the shared address', async () => {
    const { owner, company, authorization } = await tenant('create-company', [
      'partner-registration',
      'pre-registration',
      'select-fiscal-address',
    ]);
    const res = await putTrack(company.id, 'migrate-company', authorization);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: company.id,
      trackId: 'migrate-company',
      trackStatus: 'in_progress',
      partners: [],
      isSolePerson: false,
    });
    expect((await listCompanySteps(ctx.database.db, company.id)).map((s) => s.stepId)).toEqual([
      'select-fiscal-address',
    ]);
    const steps = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${company.id}/steps`,
      headers: { authorization },
    });
    expect(steps.json().data).toMatchObject({ trackId: 'migrate-company', status: 'in_progress' });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company.track_changed')));
    expect(entry).toMatchObject({
      actorUserId: owner.id,
      details: { from: 'create-company', to: 'migrate-company' },
    });
  });

  test('migration -> opening with nothing shared done: the track is pending again', async () => {
    const { company, authorization } = await tenant('migrate-company', ['partner-registration-basic']);
    const res = await putTrack(company.id, 'create-company', authorization);
    expect(res.json().data).toMatchObject({ trackId: 'create-company', trackStatus: 'pending' });
    expect(await listCompanySteps(ctx.database.db, company.id)).toEqual([]);
  });

  test('the same track again changes nothing', async () => {
    const { company, authorization } = await tenant('create-company', ['partner-registration']);
    const res = await putTrack(company.id, 'create-company', authorization);
    expect(res.statusCode).toBe(200);
    expect(await listCompanySteps(ctx.database.db, company.id)).toHaveLength(1);
  });

  test('once the subscription is paid the track is locked: 409', async () => {
    const { company, authorization } = await tenant(
      'migrate-company',
      ['partner-registration-basic', 'migrate-accountant', 'select-fiscal-address', 'subscription'],
      'migrating',
    );
    const res = await putTrack(company.id, 'create-company', authorization);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'conflict', message: messages.trackChangeLocked });
    expect((await findCompany(ctx.database.db, company.id))?.trackId).toBe('migrate-company');
  });

  test('a paid order still pending (the status change is on its way) is locked too', async () => {
    const { company, authorization } = await tenant('create-company', [
      'partner-registration',
      'pre-registration',
      'select-fiscal-address',
      'subscription',
    ]);
    expect((await putTrack(company.id, 'migrate-company', authorization)).statusCode).toBe(409);
  });

  test('a company without a track may choose one', async () => {
    const { company, authorization } = await tenant(null, [], 'pending');
    const res = await putTrack(company.id, 'create-company', authorization);
    expect(res.json().data).toMatchObject({ trackId: 'create-company', trackStatus: 'pending' });
  });

  test('another company’s member: 403; a system administrator may; bad track 400; unknown company 404', async () => {
    const a = await tenant('create-company');
    const b = await tenant('create-company');
    const res = await putTrack(b.company.id, 'migrate-company', a.authorization);
    expect(res.statusCode).toBe(403);
    expect((await findCompany(ctx.database.db, b.company.id))?.trackId).toBe('create-company');
    expect((await putTrack(b.company.id, 'migrate-company', adminAuth)).statusCode).toBe(200);
    expect((await putTrack(b.company.id, 'open-bakery', adminAuth)).statusCode).toBe(400);
    expect((await putTrack(randomUUID(), 'create-company', adminAuth)).statusCode).toBe(404);
  });
});
