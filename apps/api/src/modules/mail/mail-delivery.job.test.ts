import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/mail.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { openTestJobQueue, silentJobLog } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.js';
import { uniqueEmail } from '../../test/factories.js';
import { settled, sqlRows, workDefinition } from '../../test/jobs.js';
import { createMailer } from './mailer.js';
import {
  MAIL_DELIVERY_JOB,
  MAIL_RETRY_DELAY_MAX_SECONDS,
  MAIL_RETRY_LIMIT,
  deliverOutboxMessage,
  mailDeliveryJob,
  messageIdFor,
  smtpTransport,
  type MailDeliveryOptions,
} from './mail-delivery.job.js';

const FROM = 'Contábil Online <nao-responda@contabil.exemplo.com.br>';

let database: DatabaseHandle;
let smtp: FakeSmtp;
/** Queues opened by a test; stopped after it (a "crashed" one is simply never worked). */
const opened: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startFakeSmtp();
});
afterEach(async () => {
  for (const jobs of opened.splice(0)) await jobs.stop(500);
  smtp.refuseNext(0);
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const db = () => database.db;

async function queue(): Promise<JobQueue> {
  const jobs = await openTestJobQueue(database, undefined, undefined, { superviseIntervalSeconds: 1 });
  opened.push(jobs);
  return jobs;
}

function deliveryOptions(overrides: Partial<MailDeliveryOptions> = {}): MailDeliveryOptions {
  return {
    db: db(),
    transport: smtpTransport(smtp.url),
    from: FROM,
    log: silentJobLog,
    logBodies: false,
    ...overrides,
  };
}

/** Works the mail queue with retries after 1 s (doubling, capped at 2 s). */
async function workMail(jobs: JobQueue, options: Partial<MailDeliveryOptions> = {}) {
  const definition = mailDeliveryJob({ ...deliveryOptions(options), retryDelaySeconds: 1 });
  await workDefinition(jobs, { ...definition, queue: { ...definition.queue, retryDelayMax: 2 } } as never);
}

async function outboxTo(to: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

/** The mail queue's jobs for one outbox row, in any state. */
async function jobsFor(outboxId: string) {
  return sqlRows<{ id: string; state: string; retry_count: number }>(
    db(),
    sql`select id, state, retry_count from pgboss.job where name = ${MAIL_DELIVERY_JOB} and data->>'outboxId' = ${outboxId}`,
  );
}

const received = (to: string) => smtp.received.filter((m) => m.to.includes(to));

describe('e-mail through the outbox and the queue', () => {
  test('an SMTP outage delays the e-mail, which is delivered once when the server takes it again', async () => {
    const jobs = await queue();
    const to = uniqueEmail('reset');
    smtp.refuseNext(3);
    await createMailer(jobs).send(db(), {
      to,
      subject: 'Redefinição de senha',
      text: 'Acesse http://x/reset?t=segredo',
    });
    const [row] = await outboxTo(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    const [job] = await jobsFor(row!.id);

    await workMail(jobs);
    const done = await settled(jobs, MAIL_DELIVERY_JOB, job!.id, 30_000);
    expect(done.state).toBe('completed');
    expect(done.retryCount).toBe(3);
    expect(smtp.refused).toBeGreaterThanOrEqual(3);
    expect(received(to)).toHaveLength(1);
    expect(received(to)[0]!.messageId).toBe(messageIdFor(row!.id, FROM));
    expect(received(to)[0]!.messageId).toBe(`<${row!.id}@contabil.exemplo.com.br>`);
    const [sent] = await outboxTo(to);
    expect(sent).toMatchObject({ status: 'sent', attempts: 4, error: null, text: '' });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    // The link is gone from the database; its hash says what was sent.
    expect(sent!.bodySha256).toBe(createHash('sha256').update('Acesse http://x/reset?t=segredo').digest('hex'));
  });

  test('the retries cover an outage of more than an hour before a message is given up', () => {
    // pg-boss waits retryDelay × 2^n × (½ to 1, jitter) before retry n, capped at retryDelayMax.
    let shortest = 0;
    for (let n = 0; n < MAIL_RETRY_LIMIT; n += 1) shortest += Math.min(MAIL_RETRY_DELAY_MAX_SECONDS, (30 * 2 ** n) / 2);
    expect(shortest).toBeGreaterThan(3 * 3600);
    const definition = mailDeliveryJob({ ...deliveryOptions(), retryDelaySeconds: 30 });
    expect(definition.queue).toMatchObject({ retryLimit: MAIL_RETRY_LIMIT, retryBackoff: true, retryDelay: 30 });
  });

  test('a crash after the commit loses nothing: the next process delivers what the dead one left', async () => {
    const to = uniqueEmail('convite');
    // The request's process commits the change and its e-mail, then dies before any worker ran.
    const dying = await queue();
    await createMailer(dying).send(db(), { to, subject: 'Convite', text: 'Aceite em http://x/convite' });
    await dying.stop(0);
    expect(received(to)).toHaveLength(0);

    const next = await queue();
    await workMail(next);
    await vi.waitFor(async () => expect((await outboxTo(to))[0]?.status).toBe('sent'), { timeout: 20_000 });
    expect(received(to)).toHaveLength(1);
  });

  test('a worker killed while sending: the job goes back to the queue and the e-mail still arrives', async () => {
    const to = uniqueEmail('lembrete');
    const jobs = await queue();
    // The first worker's SMTP call never returns (the process is as good as dead).
    let hung = 0;
    const definition = mailDeliveryJob({
      ...deliveryOptions({ transport: { sendMail: () => ((hung += 1), new Promise(() => undefined)) } }),
      retryDelaySeconds: 1,
    });
    const { heartbeatSeconds: _none, ...queueOptions } = definition.queue;
    const quickExpiry = { ...definition, queue: { ...queueOptions, expireInSeconds: 1 } };
    await workDefinition(jobs, quickExpiry as never);
    await createMailer(jobs).send(db(), { to, subject: 'Guia vence em 3 dias', text: 'DAS' });
    await vi.waitFor(() => expect(hung).toBe(1), { timeout: 10_000 });
    await jobs.stop(0);

    // Another worker: once the dead one's attempt expires, the job is retried and delivered.
    const next = await queue();
    await workDefinition(next, {
      ...quickExpiry,
      run: mailDeliveryJob({ ...deliveryOptions(), retryDelaySeconds: 1 }).run,
    } as never);
    await vi.waitFor(async () => expect((await outboxTo(to))[0]?.status).toBe('sent'), {
      timeout: 60_000,
      interval: 250,
    });
    expect(received(to)).toHaveLength(1);
    expect((await outboxTo(to))[0]!.attempts).toBe(2);
  }, 90_000);

  test('a rolled-back change sends nothing: no outbox row, no job, nothing at the SMTP server', async () => {
    const jobs = await queue();
    await workMail(jobs);
    const to = uniqueEmail('desfeito');
    await expect(
      db().transaction(async (tx) => {
        await createMailer(jobs).send(tx, { to, subject: 'Convite', text: 'http://x/convite' });
        throw new Error('a mudança falhou depois do e-mail');
      }),
    ).rejects.toThrow('a mudança falhou');
    expect(await outboxTo(to)).toEqual([]);
    const orphans = await sqlRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pgboss.job j where j.name = ${MAIL_DELIVERY_JOB}
          and not exists (select 1 from mail_outbox m where m.id::text = j.data->>'outboxId')`,
    );
    expect(orphans[0]?.n).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received(to)).toHaveLength(0);
  });
});

describe('deliverOutboxMessage', () => {
  test('idempotent: a second run of a delivered message sends nothing', async () => {
    const jobs = await queue();
    const to = uniqueEmail('duas-vezes');
    await createMailer(jobs).send(db(), { to, subject: 'Oi', text: 'corpo' });
    const [row] = await outboxTo(to);
    expect(await deliverOutboxMessage(deliveryOptions(), row!.id)).toBe('sent');
    expect(await deliverOutboxMessage(deliveryOptions(), row!.id)).toBe('already-done');
    expect(received(to)).toHaveLength(1);
  });

  test('a refusal throws (so the queue retries), keeps the error and counts the attempt; the last one marks it failed', async () => {
    const jobs = await queue();
    const to = uniqueEmail('recusado');
    await createMailer(jobs).send(db(), { to, subject: 'Oi', text: 'corpo' });
    const [row] = await outboxTo(to);
    smtp.refuseNext(2);
    await expect(deliverOutboxMessage(deliveryOptions(), row!.id)).rejects.toThrow(/451/);
    expect((await outboxTo(to))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: expect.stringMatching(/451/),
    });
    await expect(deliverOutboxMessage(deliveryOptions(), row!.id, { final: true })).rejects.toThrow();
    expect((await outboxTo(to))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    expect(received(to)).toHaveLength(0);
  });

  test('without SMTP the message is kept in the outbox: its body logged outside production, never in production', async () => {
    const jobs = await queue();
    for (const logBodies of [true, false]) {
      const to = uniqueEmail(logBodies ? 'dev' : 'prod');
      await createMailer(jobs).send(db(), { to, subject: 'Link', text: 'http://x/link-secreto' });
      const [row] = await outboxTo(to);
      const lines: string[] = [];
      const log = {
        info: (obj: object) => lines.push(JSON.stringify(obj)),
        error: (obj: object) => lines.push(JSON.stringify(obj)),
      };
      expect(await deliverOutboxMessage(deliveryOptions({ transport: null, log, logBodies }), row!.id)).toBe('kept');
      expect((await outboxTo(to))[0]).toMatchObject({ status: 'kept', text: 'http://x/link-secreto' });
      expect(lines.join('\n').includes('link-secreto')).toBe(logBodies);
    }
  });

  test('every e-mail goes out as plain text and HTML in pt-BR, signed with the firm name, its link a button to the screen', async () => {
    const jobs = await queue();
    const to = uniqueEmail('layout');
    await createMailer(jobs).send(db(), {
      to,
      subject: 'Sua empresa está ativa',
      text: 'Olá, Ana <Sócia>.\n\nSua empresa está pronta. Acesse o painel:\nhttp://web.exemplo/app/panel',
    });
    const [row] = await outboxTo(to);
    const sent: { text: string; html: string }[] = [];
    const transport = { sendMail: async (m: { text: string; html: string }) => void sent.push(m) };
    expect(await deliverOutboxMessage(deliveryOptions({ transport }), row!.id)).toBe('sent');
    const [message] = sent;
    expect(message!.text).toContain('Acesse o painel:\nhttp://web.exemplo/app/panel');
    expect(message!.text).toContain('--\nContábil Online\n');
    expect(message!.html).toContain('<html lang="pt-BR">');
    expect(message!.html).toContain('Contábil Online</td>');
    // The body is escaped, and its link is a button to the exact screen.
    expect(message!.html).toContain('Olá, Ana &lt;Sócia&gt;.');
    expect(message!.html).toMatch(/<a href="http:\/\/web\.exemplo\/app\/panel"[^>]*>Acessar<\/a>/);
    expect((await outboxTo(to))[0]).toMatchObject({ status: 'sent', text: '' });
  });
});
