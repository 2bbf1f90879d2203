import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  messages,
  nfsMessages,
  nfsScheduleSchema,
  type CompanyStatus,
  type NfsScheduleInput,
} from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { companies } from '../../db/schema/companies.js';
import { nfsRequests, nfsSchedules, nfsTakers } from '../../db/schema/nfs.js';
import { buildAppWithClock, createTestApp, type TestContext } from '../../test/test-app.js';
import {
  TEST_SERVICE_CODES,
  createCompany,
  createSystemAdmin,
  createUser,
  ensureTestServiceCodes,
  randomCnpj,
  randomCpf,
  signInAs,
} from '../../test/factories.js';
import { insertScheduledRequest } from './nfs-schedules.repository.js';

let ctx: TestContext;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ensureTestServiceCodes(ctx.database.db);
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

async function tenant(options: { status?: CompanyStatus; cnpj?: string | null } = {}) {
  const owner = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, {
    owner,
    status: options.status ?? 'active',
    cnpj: options.cnpj === undefined ? randomCnpj() : options.cnpj,
  });
  return { owner, company, authorization: (await signInAs(ctx.app, owner)).authorization };
}

function body(overrides: Partial<NfsScheduleInput> = {}): NfsScheduleInput {
  return {
    emissionType: 'cnpj',
    cnpj: randomCnpj(),
    totalValue: 1500.5,
    taker: { name: 'Cliente Mensal Ltda', email: 'financeiro@cliente.com.br' },
    serviceCode: TEST_SERVICE_CODES.software,
    serviceDescription: 'Manutenção mensal do sistema',
    notes: 'Contrato 12/2025',
    dayOfMonth: 5,
    active: true,
    ...overrides,
  };
}

const post = (companyId: string, authorization: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/nfs/schedulers?companyId=${companyId}`,
    payload: payload as object,
    headers: authorization ? { authorization } : {},
  });
const put = (companyId: string, id: string, authorization: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/nfs/schedulers/${id}?companyId=${companyId}`,
    payload: payload as object,
    headers: authorization ? { authorization } : {},
  });
const del = (companyId: string, id: string, authorization: string | undefined) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/nfs/schedulers/${id}?companyId=${companyId}`,
    headers: authorization ? { authorization } : {},
  });
const get = (url: string, authorization: string | undefined) =>
  ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function created(companyId: string, authorization: string, overrides: Partial<NfsScheduleInput> = {}) {
  const res = await post(companyId, authorization, body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return nfsScheduleSchema.parse(res.json().data);
}

const schedulesOf = async (companyId: string) =>
  (await ctx.database.db.select({ n: count() }).from(nfsSchedules).where(eq(nfsSchedules.companyId, companyId)))[0]
    ?.n ?? 0;

const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(nfsSchedules).where(eq(nfsSchedules.id, id)))[0];

describe('POST /nfs/schedulers', () => {
  test('a member schedules a monthly request: 201, values in reais, cents in the database, taker saved, audited', async () => {
    const { owner, company, authorization } = await tenant();
    const cnpj = randomCnpj();
    const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    const schedule = await created(company.id, authorization, { cnpj: masked, cpf: randomCpf() });
    expect(schedule).toMatchObject({
      companyId: company.id,
      companyName: company.name,
      emissionType: 'cnpj',
      cnpj,
      cpf: null,
      totalValue: 1500.5,
      taker: { name: 'Cliente Mensal Ltda', email: 'financeiro@cliente.com.br', address: null },
      serviceCode: TEST_SERVICE_CODES.software,
      serviceCodeDescription: 'Análise e desenvolvimento de sistemas.',
      serviceDescription: 'Manutenção mensal do sistema',
      notes: 'Contrato 12/2025',
      dayOfMonth: 5,
      active: true,
      lastRunMonth: null,
    });
    expect(schedule.nextRunOn).toMatch(/^\d{4}-\d{2}-05$/);

    const row = await rowOf(schedule.id);
    expect(row).toMatchObject({ totalValueCents: 150_050, takerCnpj: cnpj, takerCpf: null, createdBy: owner.id });
    const takers = await ctx.database.db.select().from(nfsTakers).where(eq(nfsTakers.companyId, company.id));
    expect(takers).toEqual([
      expect.objectContaining({ document: cnpj, emissionType: 'cnpj', name: 'Cliente Mensal Ltda' }),
    ]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, schedule.id), eq(auditLog.action, 'nfs_schedule.created')));
    expect(audit).toMatchObject({ companyId: company.id, actorUserId: owner.id, entityType: 'nfs_schedule' });
  });

  test('a person as taker (CPF) with an address', async () => {
    const { company, authorization } = await tenant();
    const cpf = randomCpf();
    const schedule = await created(company.id, authorization, {
      emissionType: 'cpf',
      cnpj: undefined,
      cpf,
      taker: {
        name: 'Maria da Silva',
        address: {
          zipCode: '01310-100',
          street: 'Avenida Paulista',
          number: '1000',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'sp',
        },
      },
    });
    expect(schedule).toMatchObject({
      emissionType: 'cpf',
      cpf,
      cnpj: null,
      taker: { name: 'Maria da Silva', email: null, address: { zipCode: '01310100', state: 'SP' } },
    });
  });

  test.each([1, 12])('day %i is accepted', async (dayOfMonth) => {
    const { company, authorization } = await tenant();
    expect((await created(company.id, authorization, { dayOfMonth })).dayOfMonth).toBe(dayOfMonth);
  });

  test.each([
    ['0', 0, messages.dayOfMonthRange],
    ['13', 13, messages.dayOfMonthRange],
    ['1.5', 1.5, messages.dayOfMonthRange],
    ['missing', undefined, nfsMessages.dayOfMonthRequired],
  ])('day %s is refused: 400 with the message, nothing saved', async (_case, dayOfMonth, message) => {
    const { company, authorization } = await tenant();
    const res = await post(company.id, authorization, { ...body(), dayOfMonth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', fields: { dayOfMonth: message } });
    expect(await schedulesOf(company.id)).toBe(0);
  });

  test('the spec messages: "CNPJ precisa ser definido." and "Valor precisa ser maior ou igual a 1 real."', async () => {
    const { company, authorization } = await tenant();
    const noCnpj = await post(company.id, authorization, { ...body(), cnpj: undefined });
    expect(noCnpj.statusCode).toBe(400);
    expect(noCnpj.json().error).toMatchObject({
      message: messages.cnpjRequired,
      fields: { cnpj: messages.cnpjRequired },
    });
    const small = await post(company.id, authorization, { ...body(), totalValue: 0.99 });
    expect(small.statusCode).toBe(400);
    expect(small.json().error.fields).toEqual({ totalValue: messages.minimumInvoiceValue });
    expect(await schedulesOf(company.id)).toBe(0);
  });

  test('a service code outside the national list: 400 on serviceCode, nothing saved', async () => {
    const { company, authorization } = await tenant();
    const res = await post(company.id, authorization, body({ serviceCode: '999999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ serviceCode: nfsMessages.serviceCodeUnknown });
    expect(await schedulesOf(company.id)).toBe(0);
    expect(await ctx.database.db.select().from(nfsTakers).where(eq(nfsTakers.companyId, company.id))).toEqual([]);
  });

  test.each([
    ['disabled', 'disabled' as const, randomCnpj()],
    ['pending', 'pending' as const, randomCnpj()],
    ['without a CNPJ', 'active' as const, null],
  ])('a %s company cannot schedule: 409, nothing saved', async (_case, status, cnpj) => {
    const { company, authorization } = await tenant({ status, cnpj });
    const res = await post(company.id, authorization, body());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', message: nfsMessages.companyCannotRequest });
    expect(await schedulesOf(company.id)).toBe(0);
  });

  test('a system administrator schedules for any company; 404 for a company that does not exist', async () => {
    const { owner, company } = await tenant();
    const schedule = await created(company.id, adminAuth);
    expect(schedule.companyId).toBe(company.id);
    expect((await rowOf(schedule.id))?.createdBy).not.toBe(owner.id);
    const res = await post('00000000-0000-4000-8000-000000000000', adminAuth, body());
    expect(res.statusCode).toBe(404);
  });

  test('another company’s member: 403, nothing saved; without a token: 401', async () => {
    const { company } = await tenant();
    const stranger = await tenant();
    const res = await post(company.id, stranger.authorization, body());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(messages.companyForbidden);
    expect((await post(company.id, undefined, body())).statusCode).toBe(401);
    expect(await schedulesOf(company.id)).toBe(0);
  });
});

describe('PUT /nfs/schedulers/:id', () => {
  test('replaces every field; audited', async () => {
    const { owner, company, authorization } = await tenant();
    const schedule = await created(company.id, authorization);
    const cpf = randomCpf();
    const res = await put(
      company.id,
      schedule.id,
      authorization,
      body({
        emissionType: 'cpf',
        cnpj: undefined,
        cpf,
        totalValue: 999.99,
        taker: { name: 'João Pereira' },
        serviceCode: TEST_SERVICE_CODES.accounting,
        serviceDescription: 'Consultoria contábil mensal',
        notes: undefined,
        dayOfMonth: 12,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(nfsScheduleSchema.parse(res.json().data)).toMatchObject({
      id: schedule.id,
      emissionType: 'cpf',
      cpf,
      cnpj: null,
      totalValue: 999.99,
      taker: { name: 'João Pereira', email: null, address: null },
      serviceCode: TEST_SERVICE_CODES.accounting,
      serviceCodeDescription: 'Contabilidade, inclusive serviços técnicos e auxiliares.',
      serviceDescription: 'Consultoria contábil mensal',
      notes: null,
      dayOfMonth: 12,
      active: true,
    });
    expect(await rowOf(schedule.id)).toMatchObject({ totalValueCents: 99_999, takerCnpj: null, takerCpf: cpf });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, schedule.id), eq(auditLog.action, 'nfs_schedule.updated')));
    expect(audit).toMatchObject({ actorUserId: owner.id, details: { dayOfMonth: { from: 5, to: 12 } } });
  });

  test('pausing clears nextRunOn; resuming starts the active period again (activeSince = now)', async () => {
    const { company, authorization } = await tenant();
    const schedule = await created(company.id, authorization);
    const longAgo = new Date('2020-01-01T12:00:00Z');
    await ctx.database.db.update(nfsSchedules).set({ activeSince: longAgo }).where(eq(nfsSchedules.id, schedule.id));

    const paused = await put(company.id, schedule.id, authorization, body({ active: false }));
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toMatchObject({ active: false, nextRunOn: null });
    expect((await rowOf(schedule.id))?.activeSince).toEqual(longAgo);

    const before = Date.now();
    const resumed = await put(company.id, schedule.id, authorization, body({ active: true }));
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.active).toBe(true);
    const row = await rowOf(schedule.id);
    expect(row!.activeSince.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, schedule.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['nfs_schedule.paused', 'nfs_schedule.resumed']),
    );
  });

  test('editing an active schedule keeps its active period', async () => {
    const { company, authorization } = await tenant();
    const schedule = await created(company.id, authorization);
    const since = new Date('2024-06-01T12:00:00Z');
    await ctx.database.db.update(nfsSchedules).set({ activeSince: since }).where(eq(nfsSchedules.id, schedule.id));
    expect((await put(company.id, schedule.id, authorization, body({ totalValue: 2000 }))).statusCode).toBe(200);
    expect((await rowOf(schedule.id))?.activeSince).toEqual(since);
  });

  test('a disabled company may pause its schedule, but not keep it active (409)', async () => {
    const { company, authorization } = await tenant();
    const schedule = await created(company.id, authorization);
    await ctx.database.db.update(companies).set({ status: 'disabled' }).where(eq(companies.id, company.id));
    const active = await put(company.id, schedule.id, authorization, body({ totalValue: 10 }));
    expect(active.statusCode).toBe(409);
    expect(active.json().error.message).toBe(nfsMessages.companyCannotRequest);
    expect((await rowOf(schedule.id))?.totalValueCents).toBe(150_050);
    const paused = await put(company.id, schedule.id, authorization, body({ active: false }));
    expect(paused.statusCode).toBe(200);
    expect((await rowOf(schedule.id))?.active).toBe(false);
  });

  test('bad body: 400 and nothing changed', async () => {
    const { company, authorization } = await tenant();
    const schedule = await created(company.id, authorization);
    const res = await put(company.id, schedule.id, authorization, { ...body(), dayOfMonth: 13 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ dayOfMonth: messages.dayOfMonthRange });
    const unknown = await put(company.id, schedule.id, authorization, body({ serviceCode: '999999' }));
    expect(unknown.statusCode).toBe(400);
    expect(await rowOf(schedule.id)).toMatchObject({ dayOfMonth: 5, serviceCode: TEST_SERVICE_CODES.software });
  });

  test('another company’s schedule under one’s own company: 404, untouched', async () => {
    const mine = await tenant();
    const theirs = await tenant();
    const schedule = await created(theirs.company.id, theirs.authorization);
    const res = await put(mine.company.id, schedule.id, mine.authorization, body({ totalValue: 1 }));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(nfsMessages.scheduleNotFound);
    expect((await rowOf(schedule.id))?.totalValueCents).toBe(150_050);
  });

  test('another company’s member: 403; without a token: 401; nothing changed', async () => {
    const { company, authorization } = await tenant();
    const schedule = await created(company.id, authorization);
    const stranger = await tenant();
    expect((await put(company.id, schedule.id, stranger.authorization, body({ totalValue: 1 }))).statusCode).toBe(403);
    expect((await put(company.id, schedule.id, undefined, body({ totalValue: 1 }))).statusCode).toBe(401);
    expect((await rowOf(schedule.id))?.totalValueCents).toBe(150_050);
  });
});

describe('DELETE /nfs/schedulers/:id', () => {
  test('204; the requests it created stay, without their schedule', async () => {
    const { company, authorization } = await tenant();
    const schedule = await created(company.id, authorization);
    const request = await insertScheduledRequest(ctx.database.db, (await rowOf(schedule.id))!, {
      month: '2030-01',
      competenceDate: '2030-01-05',
    });
    const res = await del(company.id, schedule.id, authorization);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowOf(schedule.id)).toBeUndefined();
    const [kept] = await ctx.database.db.select().from(nfsRequests).where(eq(nfsRequests.id, request!.id));
    expect(kept).toMatchObject({ scheduleId: null, scheduleMonth: '2030-01', companyId: company.id });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, schedule.id), eq(auditLog.action, 'nfs_schedule.deleted')));
    expect(audit).toBeDefined();
    expect((await del(company.id, schedule.id, authorization)).statusCode).toBe(404);
  });

  test('another company’s schedule: 404; another company’s member: 403; no token: 401; still there', async () => {
    const mine = await tenant();
    const theirs = await tenant();
    const schedule = await created(theirs.company.id, theirs.authorization);
    const notFound = await del(mine.company.id, schedule.id, mine.authorization);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error.message).toBe(nfsMessages.scheduleNotFound);
    expect((await del(theirs.company.id, schedule.id, mine.authorization)).statusCode).toBe(403);
    expect((await del(theirs.company.id, schedule.id, undefined)).statusCode).toBe(401);
    expect(await rowOf(schedule.id)).toBeDefined();
  });
});

describe('GET /nfs/schedulers', () => {
  test('the company’s schedules, newest first, paginated; never another company’s', async () => {
    const { company, authorization } = await tenant();
    const other = await tenant();
    await created(other.company.id, other.authorization);
    const first = await created(company.id, authorization, { dayOfMonth: 1 });
    const second = await created(company.id, authorization, { dayOfMonth: 2, active: false });
    const third = await created(company.id, authorization, { dayOfMonth: 3 });
    const res = await get(`/nfs/schedulers?companyId=${company.id}`, authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, limit: 10, offset: 0 });
    expect(res.json().data.map((s: { id: string }) => s.id)).toEqual([third.id, second.id, first.id]);
    const page = await get(`/nfs/schedulers?companyId=${company.id}&limit=1&offset=1`, authorization);
    expect(page.json()).toMatchObject({ total: 3, limit: 1, offset: 1, data: [{ id: second.id }] });
  });

  test('another company’s member: 403; no token: 401; no companyId: 400', async () => {
    const { company } = await tenant();
    const stranger = await tenant();
    expect((await get(`/nfs/schedulers?companyId=${company.id}`, stranger.authorization)).statusCode).toBe(403);
    expect((await get(`/nfs/schedulers?companyId=${company.id}`, undefined)).statusCode).toBe(401);
    const missing = await get('/nfs/schedulers', stranger.authorization);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('companyId');
  });
});

describe('GET /nfs/schedulers/active', () => {
  test('a member without companyId: 400 on companyId; another company: 403; no token: 401', async () => {
    const { company } = await tenant();
    const stranger = await tenant();
    const missing = await get('/nfs/schedulers/active', stranger.authorization);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual({
      code: 'validation_error',
      message: 'Empresa inválida',
      fields: { companyId: 'Empresa inválida' },
    });
    expect((await get(`/nfs/schedulers/active?companyId=${company.id}`, stranger.authorization)).statusCode).toBe(403);
    expect((await get('/nfs/schedulers/active', undefined)).statusCode).toBe(401);
  });

  test('a member sees their company’s active schedules only; a system administrator every company’s', async () => {
    const a = await tenant();
    const b = await tenant();
    const activeA = await created(a.company.id, a.authorization);
    const pausedA = await created(a.company.id, a.authorization, { active: false });
    const activeB = await created(b.company.id, b.authorization);

    const mine = await get(`/nfs/schedulers/active?companyId=${a.company.id}`, a.authorization);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ total: 1, data: [{ id: activeA.id, active: true }] });

    const all = await get('/nfs/schedulers/active?limit=100', adminAuth);
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([activeA.id, activeB.id]));
    expect(ids).not.toContain(pausedA.id);
    expect(all.json().data.every((s: { active: boolean }) => s.active)).toBe(true);

    const onlyB = await get(`/nfs/schedulers/active?companyId=${b.company.id}`, adminAuth);
    expect(onlyB.json()).toMatchObject({ total: 1, data: [{ id: activeB.id, companyName: b.company.name }] });
  });
});

describe('nextRunOn and lastRunMonth (a fixed clock)', () => {
  /** 10 March 2031, 12:00 in Brasília. */
  const NOW = new Date('2031-03-10T15:00:00Z');

  test('this month’s day while it has not run (ahead or due), else next month’s; null while paused; active list by next run', async () => {
    const { company, authorization } = await tenant();
    const app = await buildAppWithClock(ctx, () => NOW);
    try {
      const since = (id: string, at: string) =>
        ctx.database.db
          .update(nfsSchedules)
          .set({ activeSince: new Date(at) })
          .where(eq(nfsSchedules.id, id));
      const due = await created(company.id, authorization, { dayOfMonth: 5 });
      await since(due.id, '2031-01-15T12:00:00Z');
      const ahead = await created(company.id, authorization, { dayOfMonth: 12 });
      await since(ahead.id, '2031-01-15T12:00:00Z');
      const ran = await created(company.id, authorization, { dayOfMonth: 1 });
      await since(ran.id, '2031-01-15T12:00:00Z');
      await insertScheduledRequest(ctx.database.db, (await rowOf(ran.id))!, {
        month: '2031-03',
        competenceDate: '2031-03-01',
      });
      // Created on 8 March with day 5: this month's day was before it, so April.
      const late = await created(company.id, authorization, { dayOfMonth: 5 });
      await since(late.id, '2031-03-08T12:00:00Z');
      // Created late on 5 March in Brasília (already the 6th in UTC): that day counts.
      const sameDay = await created(company.id, authorization, { dayOfMonth: 5 });
      await since(sameDay.id, '2031-03-06T01:30:00Z');
      const paused = await created(company.id, authorization, { dayOfMonth: 3, active: false });

      const res = await app.inject({
        method: 'GET',
        url: `/nfs/schedulers?companyId=${company.id}&limit=100`,
        headers: { authorization },
      });
      expect(res.statusCode).toBe(200);
      const byId = new Map(
        (res.json().data as { id: string; nextRunOn: string | null; lastRunMonth: string | null }[]).map((s) => [
          s.id,
          s,
        ]),
      );
      expect(byId.get(due.id)).toMatchObject({ nextRunOn: '2031-03-05', lastRunMonth: null });
      expect(byId.get(ahead.id)).toMatchObject({ nextRunOn: '2031-03-12', lastRunMonth: null });
      expect(byId.get(ran.id)).toMatchObject({ nextRunOn: '2031-04-01', lastRunMonth: '2031-03' });
      expect(byId.get(late.id)).toMatchObject({ nextRunOn: '2031-04-05' });
      expect(byId.get(sameDay.id)).toMatchObject({ nextRunOn: '2031-03-05' });
      expect(byId.get(paused.id)).toMatchObject({ nextRunOn: null });

      const active = await app.inject({
        method: 'GET',
        url: `/nfs/schedulers/active?companyId=${company.id}`,
        headers: { authorization },
      });
      expect(active.statusCode).toBe(200);
      expect(active.json().total).toBe(5);
      const order = (active.json().data as { id: string; nextRunOn: string }[]).map((s) => s.nextRunOn);
      expect(order).toEqual(['2031-03-05', '2031-03-05', '2031-03-12', '2031-04-01', '2031-04-05']);
    } finally {
      await app.close();
    }
  });

  test('the Brasília day decides at the turn of the month', async () => {
    const { company, authorization } = await tenant();
    // 1 March 2031, 02:00 UTC: still 28 February in Brasília.
    const app = await buildAppWithClock(ctx, () => new Date('2031-03-01T02:00:00Z'));
    try {
      const schedule = await created(company.id, authorization, { dayOfMonth: 1 });
      await ctx.database.db
        .update(nfsSchedules)
        .set({ activeSince: new Date('2031-01-10T12:00:00Z') })
        .where(eq(nfsSchedules.id, schedule.id));
      await insertScheduledRequest(ctx.database.db, (await rowOf(schedule.id))!, {
        month: '2031-02',
        competenceDate: '2031-02-01',
      });
      const res = await app.inject({
        method: 'GET',
        url: `/nfs/schedulers?companyId=${company.id}`,
        headers: { authorization },
      });
      expect(res.json().data[0]).toMatchObject({ nextRunOn: '2031-03-01', lastRunMonth: '2031-02' });
    } finally {
      await app.close();
    }
  });
});
