import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../../test/factories.js';
import { sqlRows } from '../../../test/jobs.js';
import { createTestApp, TEST_WEB_ORIGIN, type TestContext } from '../../../test/test-app.js';
import { createMailer } from '../../mail/mailer.js';
import { sendUnreadMessageEmails } from './conversation-emails.job.js';

let ctx: TestContext;
let now = new Date('2026-11-20T13:00:00.000Z');
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
});
afterAll(() => ctx.close());

const run = () =>
  sendUnreadMessageEmails({
    db: ctx.database.db,
    mailer: createMailer(ctx.jobs),
    webOrigin: TEST_WEB_ORIGIN,
    delayMinutes: 5,
    clock: () => now,
  });

const mailTo = (email: string) =>
  sqlRows<{ subject: string; text: string }>(
    ctx.database.db,
    sql`select subject, text from mail_outbox where "to" = ${email} order by created_at`,
  );

async function scene() {
  const owner = await createUser(ctx.database.db, { name: 'Ana Cliente' });
  const company = await createCompany(ctx.database.db, { owner, name: 'Ana Doces Ltda' });
  const accountant = await createSystemAdmin(ctx.database.db);
  const customerAuth = (await signInAs(ctx.app, owner)).authorization;
  const firmAuth = (await signInAs(ctx.app, accountant)).authorization;
  const opened = await ctx.app.inject({
    method: 'POST',
    url: `/conversations?companyId=${company.id}`,
    headers: { authorization: customerAuth },
    payload: { subjectType: 'general' },
  });
  const id = opened.json().data.id as string;
  await ctx.app.inject({
    method: 'PUT',
    url: `/conversations/${id}/assignee?companyId=${company.id}`,
    headers: { authorization: firmAuth },
    payload: { assigneeId: accountant.id },
  });
  const post = (authorization: string, body: string, internal = false) =>
    ctx.app.inject({
      method: 'POST',
      url: `/conversations/${id}/messages?companyId=${company.id}`,
      headers: { authorization },
      payload: { body, internal },
    });
  const read = (authorization: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/conversations/${id}/read?companyId=${company.id}`,
      headers: { authorization },
    });
  return { owner, company, accountant, id, customerAuth, firmAuth, post, read };
}

test('three unread messages make one e-mail, once, with a link back to the thread; a read message makes none', async () => {
  const s = await scene();
  // The customer wrote, and the accountant read it at once: nothing for the accountant.
  await s.post(s.customerAuth, 'Mandei o extrato de outubro.');
  await s.read(s.firmAuth);
  now = new Date(now.getTime() + MINUTE);
  await s.post(s.firmAuth, 'Oi Ana, recebemos seu extrato.');
  now = new Date(now.getTime() + MINUTE);
  await s.post(s.firmAuth, 'Falta o comprovante de outubro.');
  await s.post(s.firmAuth, 'Nota interna: cobrar amanhã', true);
  now = new Date(now.getTime() + MINUTE);
  await s.post(s.firmAuth, 'Pode enviar por aqui?');

  // Before the oldest is 5 minutes old nothing goes out (13:04: the first is 3 minutes old).
  now = new Date(now.getTime() + MINUTE);
  expect(await run()).toBe(0);

  now = new Date(now.getTime() + 3 * MINUTE);
  expect(await run()).toBe(1);
  const mails = await mailTo(s.owner.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Você tem 3 mensagens novas do seu contador: Conversa geral');
  expect(mails[0]!.text).toContain('Oi Ana, recebemos seu extrato.');
  expect(mails[0]!.text).toContain('Pode enviar por aqui?');
  expect(mails[0]!.text).not.toContain('Nota interna');
  expect(mails[0]!.text).toContain(`${TEST_WEB_ORIGIN}/app/conversations/${s.id}?companyId=${s.company.id}`);
  expect(await mailTo(s.accountant.email)).toHaveLength(0);

  // Runs again (another minute, a retry): nothing new, nothing sent twice.
  now = new Date(now.getTime() + MINUTE);
  expect(await run()).toBe(0);
  expect(await mailTo(s.owner.email)).toHaveLength(1);
});

test('a message read before the delay sends nothing; the customer’s unread message reaches the assigned accountant', async () => {
  const s = await scene();
  await s.post(s.firmAuth, 'Resolvido, pode emitir.');
  now = new Date(now.getTime() + MINUTE);
  await s.read(s.customerAuth);
  await s.post(s.customerAuth, 'Obrigada! E a guia do DAS?');
  now = new Date(now.getTime() + 6 * MINUTE);
  expect(await run()).toBe(1);
  expect(await mailTo(s.owner.email)).toHaveLength(0);
  const [mail] = await mailTo(s.accountant.email);
  expect(mail?.subject).toBe('Você tem uma mensagem nova de Ana Doces Ltda: Conversa geral');
  expect(mail?.text).toContain(`${TEST_WEB_ORIGIN}/app/admin/conversations/${s.id}?companyId=${s.company.id}`);
});
