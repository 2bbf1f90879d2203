import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { conversationMessages as text, type Conversation, type ConversationDetail } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { documents } from '../../db/schema/documents.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import {
  SAMPLE_PDF,
  TEST_SERVICE_CODES,
  ensureTestServiceCodes,
  createCompany,
  createSystemAdmin,
  createUser,
  signInAs,
} from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let now = new Date('2026-11-20T13:00:00.000Z');
const MINUTE = 60_000;

interface Party {
  userId: string;
  authorization: string;
}
let admin: Party;
let customer: Party & { companyId: string };
let outsider: Party & { companyId: string };

async function member() {
  const user = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner: user });
  const { authorization } = await signInAs(ctx.app, user);
  return { userId: user.id, authorization, companyId: company.id };
}

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  const adminUser = await createSystemAdmin(ctx.database.db);
  admin = { userId: adminUser.id, authorization: (await signInAs(ctx.app, adminUser)).authorization };
  customer = await member();
  outsider = await member();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, authorization: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

async function openGeneral(party: Party & { companyId: string }): Promise<Conversation> {
  const res = await call('POST', `/conversations?companyId=${party.companyId}`, party.authorization, {
    subjectType: 'general',
  });
  expect([200, 201]).toContain(res.statusCode);
  return res.json().data;
}

async function post(party: Party, companyId: string, id: string, payload: object) {
  return call('POST', `/conversations/${id}/messages?companyId=${companyId}`, party.authorization, payload);
}

async function detail(party: Party, companyId: string, id: string): Promise<ConversationDetail> {
  const res = await call('GET', `/conversations/${id}?companyId=${companyId}`, party.authorization);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('conversations', () => {
  test('the customer asks, the firm answers and notes internally; waiting time, unread counts, reads and statuses follow', async () => {
    const thread = await openGeneral(customer);
    expect(thread).toMatchObject({ subjectType: 'general', title: 'Conversa geral', status: 'open' });
    // Opening again finds the same thread.
    expect((await openGeneral(customer)).id).toBe(thread.id);

    const asked = await post(customer, customer.companyId, thread.id, { body: 'Preciso de ajuda com o DAS' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({ side: 'customer', internal: false, body: 'Preciso de ajuda com o DAS' });

    let inbox = await call('GET', '/conversations/inbox?filter=unassigned', admin.authorization);
    const listed = inbox.json().data.find((c: Conversation) => c.id === thread.id);
    expect(listed).toMatchObject({ waitingSince: now.toISOString(), unreadCount: 1 });
    const summary = await call('GET', '/conversations/inbox/summary', admin.authorization);
    expect(summary.json().data.upToOneHour).toBeGreaterThanOrEqual(1);

    now = new Date(now.getTime() + MINUTE);
    const assigned = await call(
      'PUT',
      `/conversations/${thread.id}/assignee?companyId=${customer.companyId}`,
      admin.authorization,
      { assigneeId: admin.userId },
    );
    expect(assigned.json().data.assigneeId).toBe(admin.userId);
    inbox = await call('GET', '/conversations/inbox?filter=mine', admin.authorization);
    expect(inbox.json().data.map((c: Conversation) => c.id)).toContain(thread.id);

    await post(admin, customer.companyId, thread.id, { body: 'Só para o escritório', internal: true });
    const answer = await post(admin, customer.companyId, thread.id, { body: 'Veja https://gov.br/das' });
    expect(answer.json().data.side).toBe('firm');

    const seenByCustomer = await detail(customer, customer.companyId, thread.id);
    expect(seenByCustomer.messages.map((m) => m.body)).toEqual([
      'Preciso de ajuda com o DAS',
      'Veja https://gov.br/das',
    ]);
    expect(seenByCustomer.waitingSince).toBeNull();
    expect(seenByCustomer.unreadCount).toBe(1);
    const seenByFirm = await detail(admin, customer.companyId, thread.id);
    expect(seenByFirm.messages.filter((m) => m.internal).map((m) => m.body)).toEqual(['Só para o escritório']);

    const unread = await call('GET', `/conversations/unread?companyId=${customer.companyId}`, customer.authorization);
    expect(unread.json().data.unread).toBe(1);
    const read = await call(
      'POST',
      `/conversations/${thread.id}/read?companyId=${customer.companyId}`,
      customer.authorization,
    );
    expect(read.statusCode).toBe(204);
    const after = await detail(admin, customer.companyId, thread.id);
    expect(after.reads).toContainEqual(
      expect.objectContaining({ userId: customer.userId, side: 'customer', readUpTo: now.toISOString() }),
    );

    // waiting for the customer -> resolved; a new customer message reopens it.
    for (const status of ['waiting_customer', 'resolved']) {
      const res = await call(
        'PUT',
        `/conversations/${thread.id}/status/${status}?companyId=${customer.companyId}`,
        admin.authorization,
      );
      expect(res.json().data.status).toBe(status);
    }
    const illegal = await call(
      'PUT',
      `/conversations/${thread.id}/status/waiting_customer?companyId=${customer.companyId}`,
      admin.authorization,
    );
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().error.message).toBe(text.statusNotAllowed);
    await post(customer, customer.companyId, thread.id, { body: 'Mais uma dúvida' });
    expect((await detail(customer, customer.companyId, thread.id)).status).toBe('open');
  });

  test('a thread about an NFS-e request is named after it, and another company’s request is 404', async () => {
    await ensureTestServiceCodes(ctx.database.db);
    const [request] = await ctx.database.db
      .insert(nfsRequests)
      .values({
        companyId: customer.companyId,
        emissionType: 'cnpj',
        takerCnpj: '11222333000181',
        takerName: 'Padaria Pão Quente',
        totalValueCents: 150_000,
        serviceCode: TEST_SERVICE_CODES.accounting,
        serviceDescription: 'Consultoria',
        competenceDate: '2026-11-01',
      })
      .returning();
    const res = await call('POST', `/conversations?companyId=${customer.companyId}`, customer.authorization, {
      subjectType: 'nfs_request',
      subjectId: request!.id,
    });
    expect(res.statusCode).toBe(201);
    // The company's dedicated accountant (the general thread's) takes the new thread.
    expect(res.json().data).toMatchObject({
      title: 'Pedido de NFS-e para Padaria Pão Quente',
      subjectId: request!.id,
      assigneeId: admin.userId,
    });
    const foreign = await call('POST', `/conversations?companyId=${outsider.companyId}`, outsider.authorization, {
      subjectType: 'nfs_request',
      subjectId: request!.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(text.subjectNotFound);
  });

  test('the accountant who answers a thread nobody had taken becomes its responsible', async () => {
    const other = await member();
    const thread = await openGeneral(other);
    expect(thread.assigneeId).toBeNull();
    await post(other, other.companyId, thread.id, { body: 'Alguém aí?' });
    await post(admin, other.companyId, thread.id, { body: 'Sim! Como posso ajudar?' });
    expect((await detail(other, other.companyId, thread.id)).assigneeId).toBe(admin.userId);
  });

  test('attachments: uploaded by signed link, checked by their bytes, downloadable by the thread’s readers only', async () => {
    const thread = await openGeneral(customer);
    const key = `uploads/${randomUUID()}/guia.pdf`;
    await ctx.storage.put(`${customer.companyId}/${key}`, SAMPLE_PDF, 'application/pdf');
    const res = await post(admin, customer.companyId, thread.id, { body: 'Segue a guia', attachmentKeys: [key] });
    expect(res.statusCode).toBe(201);
    const [file] = res.json().data.attachments;
    expect(file).toMatchObject({ fileName: 'guia.pdf', contentType: 'application/pdf', size: SAMPLE_PDF.length });
    const link = await call(
      'GET',
      `/conversations/${thread.id}/attachments/${file.fileId}?companyId=${customer.companyId}`,
      customer.authorization,
    );
    expect(link.statusCode).toBe(200);
    expect(link.json().data.url).toContain('http');

    // The accountant keeps it in the company's documents (the vault); once only; guides have their own flow.
    const vault = `/conversations/${thread.id}/attachments/${file.fileId}/vault?companyId=${customer.companyId}`;
    expect((await call('POST', vault, customer.authorization, { type: 'other' })).statusCode).toBe(403);
    expect((await call('POST', vault, admin.authorization, { type: 'das' })).statusCode).toBe(400);
    const saved = await call('POST', vault, admin.authorization, {
      type: 'other',
      title: 'Guia enviada pela conversa',
    });
    expect(saved.statusCode).toBe(201);
    const [document] = await ctx.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, saved.json().data.documentId));
    expect(document).toMatchObject({ companyId: customer.companyId, fileId: file.fileId, status: 'available' });
    const again = await call('POST', vault, admin.authorization, { type: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(text.alreadyInVault);

    const fake = `uploads/${randomUUID()}/nota.pdf`;
    await ctx.storage.put(`${customer.companyId}/${fake}`, Buffer.from('not a pdf at all'), 'application/pdf');
    const refused = await post(customer, customer.companyId, thread.id, { attachmentKeys: [fake] });
    expect(refused.statusCode).toBe(415);
    const foreignKey = await post(customer, customer.companyId, thread.id, { attachmentKeys: ['../x/y.pdf'] });
    expect(foreignKey.statusCode).toBe(404);
  });

  test('messages are records: the author deletes within 5 minutes only, audited; nobody else can', async () => {
    const thread = await openGeneral(customer);
    const message = (await post(customer, customer.companyId, thread.id, { body: 'Ops, errei' })).json().data;
    const url = `/conversations/${thread.id}/messages/${message.id}?companyId=${customer.companyId}`;
    expect((await call('DELETE', url, admin.authorization)).statusCode).toBe(403);
    const deleted = await call('DELETE', url, customer.authorization);
    expect(deleted.statusCode).toBe(204);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'conversation.message_deleted'), eq(auditLog.entityId, message.id)));
    expect(audit?.details).toMatchObject({ body: 'Ops, errei' });
    const shown = (await detail(customer, customer.companyId, thread.id)).messages.find((m) => m.id === message.id);
    expect(shown).toMatchObject({ body: '', deletedAt: now.toISOString() });

    const late = (await post(customer, customer.companyId, thread.id, { body: 'Fica' })).json().data;
    now = new Date(now.getTime() + 5 * MINUTE + 1000);
    const refused = await call(
      'DELETE',
      `/conversations/${thread.id}/messages/${late.id}?companyId=${customer.companyId}`,
      customer.authorization,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(text.deleteWindowOver);
  });

  test('customers write no internal notes, empty messages are refused, and posting is rate limited (429)', async () => {
    const writer = await member();
    const thread = await openGeneral(writer);
    const note = await post(writer, writer.companyId, thread.id, { body: 'x', internal: true });
    expect(note.statusCode).toBe(403);
    const empty = await post(writer, writer.companyId, thread.id, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(text.bodyRequired);
    now = new Date(Math.ceil(now.getTime() / MINUTE) * MINUTE + 1000);
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await post(writer, writer.companyId, thread.id, { body: `m${i}` })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('tenant isolation on every conversation route', () => {
  let thread: Conversation;
  let messageId: string;
  let fileId: string;
  beforeAll(async () => {
    now = new Date(now.getTime() + 10 * MINUTE);
    thread = await openGeneral(customer);
    const key = `uploads/${randomUUID()}/recibo.pdf`;
    await ctx.storage.put(`${customer.companyId}/${key}`, SAMPLE_PDF, 'application/pdf');
    const message = (await post(customer, customer.companyId, thread.id, { body: 'Meu', attachmentKeys: [key] })).json()
      .data;
    messageId = message.id;
    fileId = message.attachments[0].fileId;
  });

  const routes = () => {
    const id = thread.id;
    return [
      ['GET', `/conversations`, undefined],
      ['POST', `/conversations`, { subjectType: 'general' }],
      ['GET', `/conversations/unread`, undefined],
      ['GET', `/conversations/${id}`, undefined],
      ['POST', `/conversations/${id}/messages`, { body: 'Oi' }],
      ['DELETE', `/conversations/${id}/messages/${messageId}`, undefined],
      ['POST', `/conversations/${id}/read`, undefined],
      ['GET', `/conversations/${id}/attachments/${fileId}`, undefined],
      ['GET', `/conversations/events`, undefined],
    ] as const;
  };

  test('a member of another company naming this company: 403 on every route', async () => {
    for (const [method, path, payload] of routes()) {
      const res = await call(method, `${path}?companyId=${customer.companyId}`, outsider.authorization, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  test('naming its own company with this company’s ids: 404, nothing revealed', async () => {
    const threadRoutes = routes().filter(([, path]) => path.includes(thread.id));
    for (const [method, path, payload] of threadRoutes) {
      const res = await call(method, `${path}?companyId=${outsider.companyId}`, outsider.authorization, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const list = await call('GET', `/conversations?companyId=${outsider.companyId}`, outsider.authorization);
    expect(list.json().data.map((c: Conversation) => c.id)).not.toContain(thread.id);
  });

  test('without a token: 401 everywhere; the firm’s routes refuse customers (403)', async () => {
    for (const [method, path] of routes()) {
      const res = await ctx.app.inject({ method, url: `${path}?companyId=${customer.companyId}` });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
    const firmRoutes = [
      ['GET', '/conversations/inbox', undefined],
      ['GET', '/conversations/inbox/summary', undefined],
      ['GET', '/conversations/accountants', undefined],
      ['PUT', `/conversations/${thread.id}/assignee?companyId=${customer.companyId}`, { assigneeId: null }],
      ['PUT', `/conversations/${thread.id}/status/resolved?companyId=${customer.companyId}`, undefined],
      [
        'POST',
        `/conversations/${thread.id}/attachments/${fileId}/vault?companyId=${customer.companyId}`,
        { type: 'other' },
      ],
    ] as const;
    for (const [method, url, payload] of firmRoutes) {
      const res = await call(method, url, customer.authorization, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const wrongCompany = await call(
      'PUT',
      `/conversations/${thread.id}/status/resolved?companyId=${outsider.companyId}`,
      admin.authorization,
    );
    expect(wrongCompany.statusCode).toBe(404);
    const wrongVault = await call(
      'POST',
      `/conversations/${thread.id}/attachments/${fileId}/vault?companyId=${outsider.companyId}`,
      admin.authorization,
      { type: 'other' },
    );
    expect(wrongVault.statusCode).toBe(404);
  });

  test('an internal note and its attachment stay invisible to the customer', async () => {
    const key = `uploads/${randomUUID()}/interno.pdf`;
    await ctx.storage.put(`${customer.companyId}/${key}`, SAMPLE_PDF, 'application/pdf');
    const note = (
      await post(admin, customer.companyId, thread.id, { body: 'Nota', internal: true, attachmentKeys: [key] })
    ).json().data;
    const link = await call(
      'GET',
      `/conversations/${thread.id}/attachments/${note.attachments[0].fileId}?companyId=${customer.companyId}`,
      customer.authorization,
    );
    expect(link.statusCode).toBe(404);
    const shown = await detail(customer, customer.companyId, thread.id);
    expect(shown.messages.map((m) => m.id)).not.toContain(note.id);
  });

  test('a support session reads the thread but never posts as the customer', async () => {
    await call('POST', '/support-access/grants', customer.authorization, { companyId: customer.companyId, hours: 1 });
    const session = await call('POST', '/admin/support-access/sessions', admin.authorization, {
      userId: customer.userId,
    });
    expect(session.statusCode).toBe(201);
    const support = `Bearer ${session.json().data.accessToken}`;
    const read = await call('GET', `/conversations/${thread.id}?companyId=${customer.companyId}`, support);
    expect(read.statusCode).toBe(200);
    const posted = await call('POST', `/conversations/${thread.id}/messages?companyId=${customer.companyId}`, support, {
      body: 'Como cliente',
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.json().error.message).toBe(text.supportCannotPost);
  });
});
