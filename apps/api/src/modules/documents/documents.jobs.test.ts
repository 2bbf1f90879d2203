import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentStatus, DocumentType } from '@contabil/contracts';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { documents } from '../../db/schema/documents.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { openTestDatabase } from '../../test/test-database.js';
import { TEST_WEB_ORIGIN, openTestJobQueue, silentJobLog } from '../../test/test-app.js';
import { createCompany, createUser, uniqueEmail } from '../../test/factories.js';
import { insertMembership } from '../companies/companies.repository.js';
import { insertOutboxMessage } from '../mail/mail.repository.js';
import type { Mailer } from '../mail/mailer.js';
import { insertDocument, insertStoredFile } from './documents.repository.js';
import { DOCUMENTS_JOB, documentsJob, markOverdueGuides, sendDueReminders } from './documents.jobs.js';
import { quickRetries, sendAndSettle, workDefinition } from '../../test/jobs.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const db = (): Database => database.db;

/** Writes to the outbox only, as the real mailer does without SMTP. */
const mailer: Mailer = {
  async send(target, message) {
    await insertOutboxMessage(target, message);
  },
};

/** 07/03/2026 09:00 in Brasília. */
const NOW = new Date('2026-03-07T12:00:00Z');

async function tenant() {
  const owner = await createUser(db(), { email: uniqueEmail('dona'), name: 'Dona da Empresa' });
  const company = await createCompany(db(), { owner, status: 'active' });
  return { owner, company };
}

/** A guide row as POST /documents writes it (the object itself is not needed by the jobs). */
async function guide(
  companyId: string,
  dueDate: string,
  options: { status?: DocumentStatus; type?: DocumentType; amountCents?: number } = {},
) {
  const file = await insertStoredFile(db(), companyId, {
    objectKey: `${companyId}/uploads/${randomUUID()}/guia.pdf`,
    fileName: 'guia.pdf',
    contentType: 'application/pdf',
    size: 100,
    uploadedBy: null,
  });
  return insertDocument(db(), companyId, {
    fileId: file!.id,
    type: options.type ?? 'das',
    title: 'DAS 02/2026',
    status: options.status ?? 'pending',
    competence: '2026-02',
    dueDate,
    amountCents: options.amountCents ?? 98_765,
    fromAccountantAt: NOW,
  });
}

async function rowsOf(ids: string[]) {
  const rows = await db().select().from(documents).where(inArray(documents.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function mailTo(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe('sendDueReminders', () => {
  test('pending guides due within 3 days (today included) are reminded once; not paid ones, not in 4 days, not past', async () => {
    const { owner, company } = await tenant();
    const member = await createUser(db(), { email: uniqueEmail('membro') });
    await insertMembership(db(), company.id, { userId: member.id, role: 'company-member' });
    const inThree = await guide(company.id, '2026-03-10');
    const today = await guide(company.id, '2026-03-07', { type: 'fgts' });
    const inFour = await guide(company.id, '2026-03-11');
    const paid = await guide(company.id, '2026-03-09', { status: 'paid' });
    const past = await guide(company.id, '2026-03-06');

    const first = await sendDueReminders(db(), mailer, TEST_WEB_ORIGIN, NOW);
    expect(first.failed).toBe(0);
    const rows = await rowsOf([inThree.id, today.id, inFour.id, paid.id, past.id]);
    expect(rows.get(inThree.id)?.reminderSentAt?.toISOString()).toBe(NOW.toISOString());
    expect(rows.get(today.id)?.reminderSentAt).toEqual(NOW);
    for (const id of [inFour.id, paid.id, past.id]) expect(rows.get(id)?.reminderSentAt).toBeNull();

    const mails = await mailTo(owner.email);
    expect(mails).toHaveLength(2);
    const dasMail = mails.find((m) => m.subject.includes('DAS'))!;
    expect(dasMail.subject).toBe('Lembrete: a guia DAS vence em 10/03/2026');
    for (const line of [
      'Competência: 02/2026',
      'Valor: R$\u00a0987,65',
      'Vencimento: 10/03/2026',
      `${TEST_WEB_ORIGIN}/app/documents`,
      company.name,
    ]) {
      expect(dasMail.text).toContain(line);
    }
    expect(await mailTo(member.email)).toHaveLength(0);

    // Run again (same day, and the next day): nothing more.
    await sendDueReminders(db(), mailer, TEST_WEB_ORIGIN, NOW);
    await sendDueReminders(db(), mailer, TEST_WEB_ORIGIN, new Date('2026-03-08T12:00:00Z'));
    const after = await mailTo(owner.email);
    // The next day, the guide due on the 11th is within 3 days: its reminder, once.
    expect(after).toHaveLength(3);
    expect(after.filter((m) => m.subject.includes('10/03/2026'))).toHaveLength(1);
    expect(after.filter((m) => m.subject.includes('11/03/2026'))).toHaveLength(1);
  });

  test('the day is the Brasília day: 23:00 on the 7th there is still the 7th', async () => {
    const { owner, company } = await tenant();
    await guide(company.id, '2026-03-11');
    // 2026-03-08 02:00 UTC = 07/03 23:00 in Brasília: the 11th is 4 days away.
    await sendDueReminders(db(), mailer, TEST_WEB_ORIGIN, new Date('2026-03-08T02:00:00Z'));
    expect(await mailTo(owner.email)).toHaveLength(0);
    // 03:00 UTC = 08/03 00:00 in Brasília: 3 days.
    await sendDueReminders(db(), mailer, TEST_WEB_ORIGIN, new Date('2026-03-08T03:00:00Z'));
    expect(await mailTo(owner.email)).toHaveLength(1);
  });

  test('two runs at once (two replicas): each guide reminded exactly once', async () => {
    const { owner, company } = await tenant();
    const guides = await Promise.all(
      ['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'].map((day) => guide(company.id, day)),
    );
    const results = await Promise.all([
      sendDueReminders(db(), mailer, TEST_WEB_ORIGIN, NOW),
      sendDueReminders(db(), mailer, TEST_WEB_ORIGIN, NOW),
      sendDueReminders(db(), mailer, TEST_WEB_ORIGIN, NOW),
    ]);
    const mails = await mailTo(owner.email);
    expect(mails).toHaveLength(guides.length);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(guides.length);
    // Other tests' guides may be claimed by these runs too; this company's were claimed once in all.
    expect(results.reduce((sum, r) => sum + r.reminded, 0)).toBeGreaterThanOrEqual(guides.length);
    const rows = await rowsOf(guides.map((g) => g.id));
    for (const g of guides) expect(rows.get(g.id)?.reminderSentAt).not.toBeNull();
  });

  test('a failing mailer: the claim rolls back with it, and the next pass reminds the guide once', async () => {
    const { owner, company } = await tenant();
    const g = await guide(company.id, '2026-03-09');
    const broken: Mailer = { send: () => Promise.reject(new Error('banco fora do ar')) };
    const logged: unknown[] = [];
    const result = await sendDueReminders(db(), broken, TEST_WEB_ORIGIN, NOW, {
      info: () => undefined,
      error: (obj) => logged.push(obj),
    });
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(logged).toContainEqual(expect.objectContaining({ documentId: g.id }));
    expect((await rowsOf([g.id])).get(g.id)?.reminderSentAt).toBeNull();
    expect(await mailTo(owner.email)).toHaveLength(0);

    await sendDueReminders(db(), mailer, TEST_WEB_ORIGIN, NOW);
    await sendDueReminders(db(), mailer, TEST_WEB_ORIGIN, NOW);
    expect((await rowsOf([g.id])).get(g.id)?.reminderSentAt).toEqual(NOW);
    expect(await mailTo(owner.email)).toHaveLength(1);
  });
});

describe('markOverdueGuides', () => {
  test('pending guides due before today (Brasília) become overdue, audited; today, paid and non-guides stay', async () => {
    const { company } = await tenant();
    const yesterday = await guide(company.id, '2026-03-06');
    const longAgo = await guide(company.id, '2026-01-20', { type: 'inss' });
    const today = await guide(company.id, '2026-03-07');
    const paid = await guide(company.id, '2026-03-01', { status: 'paid' });
    const alreadyOverdue = await guide(company.id, '2026-03-02', { status: 'overdue' });
    const notAGuide = await guide(company.id, '2026-03-01', { type: 'license' });

    const changed = await markOverdueGuides(db(), NOW);
    expect(changed).toBeGreaterThanOrEqual(2);
    const rows = await rowsOf([yesterday.id, longAgo.id, today.id, paid.id, alreadyOverdue.id, notAGuide.id]);
    expect(rows.get(yesterday.id)?.status).toBe('overdue');
    expect(rows.get(longAgo.id)?.status).toBe('overdue');
    expect(rows.get(today.id)?.status).toBe('pending');
    expect(rows.get(paid.id)?.status).toBe('paid');
    expect(rows.get(alreadyOverdue.id)?.status).toBe('overdue');
    expect(rows.get(notAGuide.id)?.status).toBe('pending');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, yesterday.id), eq(auditLog.action, 'document.status_changed')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ from: 'pending', to: 'overdue' });

    // Again: nothing changes for these; in Brasília it is still the 7th at 23:59.
    await markOverdueGuides(db(), new Date('2026-03-08T02:59:00Z'));
    expect((await rowsOf([today.id])).get(today.id)?.status).toBe('pending');
    await markOverdueGuides(db(), new Date('2026-03-08T03:00:00Z'));
    expect((await rowsOf([today.id])).get(today.id)?.status).toBe('overdue');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, yesterday.id), eq(auditLog.action, 'document.status_changed')));
    expect(audits).toHaveLength(1);
  });
});

describe('the documents job on the queue', () => {
  test('a run marks overdue and reminds; a failed attempt is retried; a second run changes nothing', async () => {
    const { owner, company } = await tenant();
    const overdue = await guide(company.id, '2026-03-01');
    const soon = await guide(company.id, '2026-03-09');
    const jobs = await openTestJobQueue(database);
    try {
      let attempts = 0;
      const definition = documentsJob({
        db: db(),
        mailer,
        webOrigin: TEST_WEB_ORIGIN,
        cron: null,
        log: silentJobLog,
        clock: () => NOW,
      });
      await workDefinition(jobs, quickRetries(definition, { failFirst: 1, onAttempt: () => (attempts += 1) }));

      const first = await sendAndSettle(jobs, DOCUMENTS_JOB);
      expect(first.state).toBe('completed');
      expect(attempts).toBe(2);
      const rows = await rowsOf([overdue.id, soon.id]);
      expect(rows.get(overdue.id)?.status).toBe('overdue');
      expect(rows.get(soon.id)?.reminderSentAt).toEqual(NOW);
      expect(await mailTo(owner.email)).toHaveLength(1);

      expect((await sendAndSettle(jobs, DOCUMENTS_JOB)).state).toBe('completed');
      expect(await mailTo(owner.email)).toHaveLength(1);
      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, overdue.id), eq(auditLog.action, 'document.status_changed')));
      expect(audits).toHaveLength(1);
    } finally {
      await jobs.stop(1000);
    }
  });

  test('a reminder that fails fails the run, so the queue tries it again', async () => {
    const definition = documentsJob({
      db: db(),
      mailer: { send: () => Promise.reject(new Error('banco fora do ar')) },
      webOrigin: TEST_WEB_ORIGIN,
      cron: null,
      log: silentJobLog,
      clock: () => NOW,
    });
    const { company } = await tenant();
    await guide(company.id, '2026-03-09');
    await expect(definition.run({}, {} as never)).rejects.toThrow(/reminder\(s\) failed/);
  });
});
