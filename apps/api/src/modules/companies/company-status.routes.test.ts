import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  companyStatusSchema,
  companyStatusTransitions,
  messages,
  type CompanyStatus,
  type TrackId,
  type TrackStatus,
} from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { findCompany, insertCompany } from './companies.repository.js';

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

/** A company in `status` whose track makes the track-gated transitions legal. */
async function companyIn(status: CompanyStatus, track?: { trackId: TrackId; trackStatus: TrackStatus }) {
  return insertCompany(ctx.database.db, {
    name: `Empresa ${randomUUID().slice(0, 6)}`,
    status,
    trackId: track?.trackId ?? null,
    trackStatus: track?.trackStatus ?? 'done',
  });
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
    const track =
      to === 'awaiting_opening'
        ? ({ trackId: 'create-company', trackStatus: 'done' } as const)
        : to === 'migrating'
          ? ({ trackId: 'migrate-company', trackStatus: 'done' } as const)
          : undefined;
    const company = await companyIn(from, track);
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

  test('pending -> awaiting_opening needs the opening track done', async () => {
    const company = await companyIn('pending', { trackId: 'create-company', trackStatus: 'in_progress' });
    const res = await put(company.id, 'awaiting_opening');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.openingTrackNotDone);
  });

  test('pending -> migrating needs the migration track done', async () => {
    const company = await companyIn('pending', { trackId: 'create-company', trackStatus: 'done' });
    const res = await put(company.id, 'migrating');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.migrationTrackNotDone);
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
