import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { CompanyStatus } from '@contabil/contracts';
import { loadConfig } from '../../config/env.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { nfsRequests, nfsSchedules } from '../../db/schema/nfs.js';
import { openTestDatabase } from '../../test/test-database.js';
import {
  TEST_SERVICE_CODES,
  createCompany,
  createUser,
  ensureTestServiceCodes,
  randomCnpj,
} from '../../test/factories.js';
import { insertSchedule } from './nfs-schedules.repository.js';
import { NFS_SCHEDULES_JOB, dueRuns, nfsSchedulesJob, runDueSchedules } from './nfs-scheduler.job.js';
import type { JobLogger } from '../../jobs/job-logger.js';
import { openTestJobQueue, silentJobLog } from '../../test/test-app.js';
import { quickRetries, sendAndSettle, workDefinition } from '../../test/jobs.js';

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await ensureTestServiceCodes(db);
});
afterAll(() => database.close());
// Every pass serves every schedule in the database: each test starts with none active.
afterEach(async () => {
  await db.update(nfsSchedules).set({ active: false });
});

/** An instant given as Brasília wall-clock time (UTC−3 all year since 2019). */
const brt = (dateTime: string) => new Date(`${dateTime}-03:00`);

async function schedule(
  options: {
    dayOfMonth?: number;
    activeSince?: Date;
    active?: boolean;
    status?: CompanyStatus;
    cnpj?: string | null;
  } = {},
) {
  const owner = await createUser(db);
  const company = await createCompany(db, {
    owner,
    status: options.status ?? 'active',
    cnpj: options.cnpj === undefined ? randomCnpj() : options.cnpj,
  });
  const takerCnpj = randomCnpj();
  const row = await insertSchedule(db, company.id, {
    emissionType: 'cnpj',
    takerCnpj,
    takerCpf: null,
    takerName: 'Cliente Mensal Ltda',
    takerEmail: 'financeiro@cliente.com.br',
    takerAddress: null,
    totalValueCents: 250_000,
    serviceCode: TEST_SERVICE_CODES.software,
    serviceDescription: 'Manutenção mensal do sistema',
    notes: 'Contrato 12/2039',
    dayOfMonth: options.dayOfMonth ?? 5,
    active: options.active ?? true,
    createdBy: owner.id,
  });
  const [updated] = await db
    .update(nfsSchedules)
    .set({ activeSince: options.activeSince ?? brt('2040-01-01T09:00:00') })
    .where(eq(nfsSchedules.id, row.id))
    .returning();
  return { owner, company, schedule: updated!, takerCnpj };
}

const requestsOf = (scheduleId: string) =>
  db.select().from(nfsRequests).where(eq(nfsRequests.scheduleId, scheduleId)).orderBy(asc(nfsRequests.scheduleMonth));

const monthsOf = async (scheduleId: string) => (await requestsOf(scheduleId)).map((r) => r.scheduleMonth);

describe('dueRuns', () => {
  const day = (iso: string) => {
    const [year, month, d] = iso.split('-').map(Number);
    return { year: year!, month: month!, day: d! };
  };

  test('the previous month, and the current one once its day has come', () => {
    expect(dueRuns(day('2040-02-04'), 5, day('2039-01-01'))).toEqual([{ month: '2040-01', runDay: '2040-01-05' }]);
    expect(dueRuns(day('2040-02-05'), 5, day('2039-01-01'))).toEqual([
      { month: '2040-01', runDay: '2040-01-05' },
      { month: '2040-02', runDay: '2040-02-05' },
    ]);
  });

  test('across the new year', () => {
    expect(dueRuns(day('2040-01-12'), 12, day('2039-01-01'))).toEqual([
      { month: '2039-12', runDay: '2039-12-12' },
      { month: '2040-01', runDay: '2040-01-12' },
    ]);
  });

  test('never a run day before the day it became active (that day itself counts)', () => {
    expect(dueRuns(day('2040-02-05'), 5, day('2040-01-20'))).toEqual([{ month: '2040-02', runDay: '2040-02-05' }]);
    expect(dueRuns(day('2040-02-05'), 5, day('2040-02-05'))).toEqual([{ month: '2040-02', runDay: '2040-02-05' }]);
    expect(dueRuns(day('2040-02-20'), 5, day('2040-02-06'))).toEqual([]);
  });
});

describe('runDueSchedules', () => {
  test('on its day it creates that month’s request, copied from the schedule, and audits it', async () => {
    const { owner, company, schedule: s, takerCnpj } = await schedule({ activeSince: brt('2040-01-10T09:00:00') });
    const result = await runDueSchedules(db, brt('2040-02-05T09:00:00'));
    expect(result).toEqual({ created: 1, alreadyDone: 0, failed: 0 });
    const [request, ...others] = await requestsOf(s.id);
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      companyId: company.id,
      status: 'requested',
      emissionType: 'cnpj',
      takerCnpj,
      takerCpf: null,
      takerName: 'Cliente Mensal Ltda',
      takerEmail: 'financeiro@cliente.com.br',
      totalValueCents: 250_000,
      serviceCode: TEST_SERVICE_CODES.software,
      serviceDescription: 'Manutenção mensal do sistema',
      notes: 'Contrato 12/2039',
      competenceDate: '2040-02-05',
      scheduleId: s.id,
      scheduleMonth: '2040-02',
      requestedBy: owner.id,
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'nfs_request.created_by_schedule')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entityType: 'nfs_request',
      entityId: request!.id,
      actorUserId: null,
      details: { scheduleId: s.id, scheduleMonth: '2040-02' },
    });
  });

  test('the day before its day (in Brasília) it does nothing; at midnight in Brasília it fires', async () => {
    const { schedule: s } = await schedule({ activeSince: brt('2040-01-10T09:00:00') });
    expect(await runDueSchedules(db, brt('2040-02-04T12:00:00'))).toEqual({ created: 0, alreadyDone: 0, failed: 0 });
    // 02:30 UTC on the 5th is still the 4th in Brasília.
    expect(await runDueSchedules(db, new Date('2040-02-05T02:30:00Z'))).toMatchObject({ created: 0 });
    expect(await monthsOf(s.id)).toEqual([]);
    expect(await runDueSchedules(db, brt('2040-02-05T00:00:00'))).toMatchObject({ created: 1 });
    expect(await monthsOf(s.id)).toEqual(['2040-02']);
  });

  test('running again the same day (or later in the month) creates nothing', async () => {
    const { schedule: s } = await schedule({ activeSince: brt('2040-01-10T09:00:00') });
    expect(await runDueSchedules(db, brt('2040-02-05T08:00:00'))).toEqual({ created: 1, alreadyDone: 0, failed: 0 });
    expect(await runDueSchedules(db, brt('2040-02-05T09:00:00'))).toEqual({ created: 0, alreadyDone: 1, failed: 0 });
    expect(await runDueSchedules(db, brt('2040-02-28T23:00:00'))).toEqual({ created: 0, alreadyDone: 1, failed: 0 });
    expect(await monthsOf(s.id)).toEqual(['2040-02']);
  });

  test('two passes at once (replicas) create exactly one request per schedule and month', async () => {
    const schedules = await Promise.all(
      [1, 3, 5, 8, 12].map((dayOfMonth) => schedule({ dayOfMonth, activeSince: brt('2039-12-01T09:00:00') })),
    );
    const now = brt('2040-02-20T10:00:00');
    const results = await Promise.all([runDueSchedules(db, now), runDueSchedules(db, now), runDueSchedules(db, now)]);
    // January (caught up) and February for each of the 5 schedules.
    expect(results.reduce((n, r) => n + r.created, 0)).toBe(10);
    expect(results.reduce((n, r) => n + r.alreadyDone, 0)).toBe(20);
    expect(results.every((r) => r.failed === 0)).toBe(true);
    for (const { schedule: s } of schedules) expect(await monthsOf(s.id)).toEqual(['2040-01', '2040-02']);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'nfs_request.created_by_schedule'));
    const ids = new Set(schedules.map(({ schedule: s }) => s.id));
    expect(audits.filter((a) => ids.has((a.details as { scheduleId: string }).scheduleId))).toHaveLength(10);
  });

  test('a missed day is caught up a few days later, with the run day as competence', async () => {
    const { schedule: s } = await schedule({ dayOfMonth: 5, activeSince: brt('2040-01-20T09:00:00') });
    expect(await runDueSchedules(db, brt('2040-02-09T15:00:00'))).toMatchObject({ created: 1 });
    const [request] = await requestsOf(s.id);
    expect(request).toMatchObject({ scheduleMonth: '2040-02', competenceDate: '2040-02-05' });
  });

  test('the previous month is caught up once; two months back is not', async () => {
    const { schedule: s } = await schedule({ dayOfMonth: 5, activeSince: brt('2039-10-01T09:00:00') });
    // The server was down from before 5 December to 3 February.
    expect(await runDueSchedules(db, brt('2040-02-03T10:00:00'))).toEqual({ created: 1, alreadyDone: 0, failed: 0 });
    expect(await monthsOf(s.id)).toEqual(['2040-01']);
    expect(await runDueSchedules(db, brt('2040-02-04T10:00:00'))).toEqual({ created: 0, alreadyDone: 1, failed: 0 });
    expect(await runDueSchedules(db, brt('2040-02-05T10:00:00'))).toEqual({ created: 1, alreadyDone: 1, failed: 0 });
    expect(await monthsOf(s.id)).toEqual(['2040-01', '2040-02']);
    const [january] = await requestsOf(s.id);
    expect(january?.competenceDate).toBe('2040-01-05');
  });

  test('a run day before it became active does not fire: created on the 20th with day 5, it first fires next month', async () => {
    const { schedule: s } = await schedule({ dayOfMonth: 5, activeSince: brt('2040-01-20T09:00:00') });
    expect(await runDueSchedules(db, brt('2040-01-25T10:00:00'))).toMatchObject({ created: 0 });
    expect(await runDueSchedules(db, brt('2040-02-04T10:00:00'))).toMatchObject({ created: 0 });
    expect(await runDueSchedules(db, brt('2040-02-05T10:00:00'))).toMatchObject({ created: 1 });
    expect(await monthsOf(s.id)).toEqual(['2040-02']);
  });

  test('created on the run day itself (late evening in Brasília, next day in UTC) it fires that day', async () => {
    const { schedule: s } = await schedule({ dayOfMonth: 5, activeSince: new Date('2040-01-06T01:30:00Z') });
    expect(await runDueSchedules(db, new Date('2040-01-06T01:45:00Z'))).toMatchObject({ created: 1 });
    expect(await monthsOf(s.id)).toEqual(['2040-01']);
  });

  test('a paused schedule does not fire', async () => {
    const { schedule: s } = await schedule({ active: false });
    expect(await runDueSchedules(db, brt('2040-02-10T10:00:00'))).toEqual({ created: 0, alreadyDone: 0, failed: 0 });
    expect(await monthsOf(s.id)).toEqual([]);
  });

  test('resumed, it does not make up the paused months', async () => {
    const { schedule: s } = await schedule({ dayOfMonth: 5, activeSince: brt('2040-01-01T09:00:00') });
    expect(await runDueSchedules(db, brt('2040-01-05T10:00:00'))).toMatchObject({ created: 1 });
    // Paused in January; resumed on 20 April (PUT active true sets activeSince = now()).
    await db.update(nfsSchedules).set({ active: false }).where(eq(nfsSchedules.id, s.id));
    expect(await runDueSchedules(db, brt('2040-03-05T10:00:00'))).toMatchObject({ created: 0 });
    await db
      .update(nfsSchedules)
      .set({ active: true, activeSince: brt('2040-04-20T09:00:00') })
      .where(eq(nfsSchedules.id, s.id));
    expect(await runDueSchedules(db, brt('2040-04-20T10:00:00'))).toMatchObject({ created: 0 });
    expect(await runDueSchedules(db, brt('2040-05-04T10:00:00'))).toMatchObject({ created: 0 });
    expect(await runDueSchedules(db, brt('2040-05-05T10:00:00'))).toMatchObject({ created: 1 });
    expect(await monthsOf(s.id)).toEqual(['2040-01', '2040-05']);
  });

  test.each([
    ['disabled', 'disabled' as const, randomCnpj()],
    ['pending', 'pending' as const, randomCnpj()],
    ['opening', 'opening' as const, randomCnpj()],
    ['active without a CNPJ', 'active' as const, null],
  ])('a %s company’s schedule does not fire', async (_case, status, cnpj) => {
    const { schedule: s } = await schedule({ status, cnpj });
    expect(await runDueSchedules(db, brt('2040-02-10T10:00:00'))).toEqual({ created: 0, alreadyDone: 0, failed: 0 });
    expect(await monthsOf(s.id)).toEqual([]);
  });

  test.each(['overdue', 'migrating'] as const)('an %s company’s schedule fires', async (status) => {
    const { schedule: s } = await schedule({ status, activeSince: brt('2040-01-10T09:00:00') });
    expect(await runDueSchedules(db, brt('2040-02-10T10:00:00'))).toMatchObject({ created: 1 });
    expect(await monthsOf(s.id)).toEqual(['2040-02']);
  });
});

describe('the NFS schedules job on the queue', () => {
  test('a run creates the due requests; a failed attempt is retried; a second run creates nothing', async () => {
    const { schedule: s } = await schedule({ activeSince: brt('2040-01-10T09:00:00') });
    const jobs = await openTestJobQueue(database);
    try {
      let attempts = 0;
      const definition = nfsSchedulesJob({
        db,
        cron: null,
        log: silentJobLog,
        clock: () => brt('2040-02-10T10:00:00'),
      });
      await workDefinition(jobs, quickRetries(definition, { failFirst: 1, onAttempt: () => (attempts += 1) }));
      expect((await sendAndSettle(jobs, NFS_SCHEDULES_JOB)).state).toBe('completed');
      expect(attempts).toBe(2);
      expect(await monthsOf(s.id)).toEqual(['2040-02']);

      expect((await sendAndSettle(jobs, NFS_SCHEDULES_JOB)).state).toBe('completed');
      expect(await monthsOf(s.id)).toEqual(['2040-02']);
      const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'nfs_request.created_by_schedule'));
      expect(audits.filter((a) => (a.details as { scheduleId?: string }).scheduleId === s.id)).toHaveLength(1);
    } finally {
      await jobs.stop(1000);
    }
  });

  test('a run with a failed schedule throws, so the queue tries it again', async () => {
    const log = { info: vi.fn(), error: vi.fn() } satisfies JobLogger;
    await schedule({ activeSince: brt('2040-01-10T09:00:00') });
    const broken = new Proxy(db, {
      get: (target, key) =>
        key === 'transaction'
          ? () => Promise.reject(new Error('banco fora do ar'))
          : (Reflect.get(target, key) as unknown),
    });
    const definition = nfsSchedulesJob({ db: broken, cron: null, log, clock: () => brt('2040-02-10T10:00:00') });
    await expect(definition.run({}, {} as never)).rejects.toThrow(/run\(s\) failed/);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: 'banco fora do ar' }) }),
      'nfs scheduler: run failed',
    );
  });
});

describe('job settings (env)', () => {
  const base = { DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40) };

  test('the API works the queue by default, with hourly NFS and documents runs and the cleanup every 10 minutes', () => {
    expect(loadConfig(base).jobs).toEqual({
      worker: true,
      cron: {
        nfsSchedules: '5 * * * *',
        documents: '15 * * * *',
        obligations: '0 8 * * *',
        certificateExpiry: '0 9 * * *',
        storageCleanup: '*/10 * * * *',
        conversationEmails: '* * * * *',
        billing: '40 * * * *',
      },
      billingDunning: { emailDays: [0, 5, 10], disableAfterDays: 15 },
      mailRetryDelaySeconds: 30,
      conversationEmailDelayMinutes: 5,
    });
  });

  test('WORKER=off leaves jobs to other processes; off turns a schedule off; a malformed cron is refused', () => {
    expect(loadConfig({ ...base, WORKER: 'off' }).jobs.worker).toBe(false);
    expect(loadConfig({ ...base, JOB_CRON_NFS_SCHEDULES: 'off' }).jobs.cron.nfsSchedules).toBeNull();
    expect(loadConfig({ ...base, JOB_CRON_DOCUMENTS: ' 0  8 * * * ' }).jobs.cron.documents).toBe('0 8 * * *');
    expect(loadConfig({ ...base, JOB_CRON_OBLIGATIONS: 'off' }).jobs.cron.obligations).toBeNull();
    expect(() => loadConfig({ ...base, JOB_CRON_NFS_SCHEDULES: 'hourly' })).toThrowError(/JOB_CRON_NFS_SCHEDULES/);
    expect(() => loadConfig({ ...base, WORKER: 'maybe' })).toThrowError(/WORKER/);
    expect(() => loadConfig({ ...base, MAIL_RETRY_DELAY_SECONDS: '0' })).toThrowError(/MAIL_RETRY_DELAY_SECONDS/);
  });
});
