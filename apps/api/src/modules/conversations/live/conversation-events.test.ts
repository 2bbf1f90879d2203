import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ConversationEvent } from '@contabil/contracts';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../../test/factories.js';
import { openSse, type SseMessage } from '../../../test/sse-client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let base: string;
let admin: string;
let customer: { authorization: string; companyId: string };
let outsider: { authorization: string; companyId: string };
let threadId: string;

async function member() {
  const user = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner: user });
  return { authorization: (await signInAs(ctx.app, user)).authorization, companyId: company.id };
}

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
  customer = await member();
  outsider = await member();
  const opened = await ctx.app.inject({
    method: 'POST',
    url: `/conversations?companyId=${customer.companyId}`,
    headers: { authorization: customer.authorization },
    payload: { subjectType: 'general' },
  });
  threadId = opened.json().data.id;
});
afterAll(() => ctx.close());

const post = (authorization: string, body: string, internal = false) =>
  ctx.app.inject({
    method: 'POST',
    url: `/conversations/${threadId}/messages?companyId=${customer.companyId}`,
    headers: { authorization },
    payload: { body, internal },
  });

const bodyOf = (m: SseMessage) => (JSON.parse(m.data) as Partial<ConversationEvent>).data?.body as string | undefined;

test('events reach the company’s members and the firm live; internal notes only the firm; other companies nothing', async () => {
  const forCustomer = await openSse(`${base}/conversations/events?companyId=${customer.companyId}`, {
    authorization: customer.authorization,
  });
  const forFirm = await openSse(`${base}/conversations/events`, { authorization: admin });
  const forOutsider = await openSse(`${base}/conversations/events?companyId=${outsider.companyId}`, {
    authorization: outsider.authorization,
  });
  await Promise.all([forCustomer, forFirm, forOutsider].map((s) => s.waitFor((m) => m.event === 'ready')));

  await post(admin, 'Nota só nossa', true);
  await post(admin, 'Olá! Como posso ajudar?');
  const seen = await forCustomer.waitFor((m) => bodyOf(m) === 'Olá! Como posso ajudar?');
  expect(seen.event).toBe('message');
  await forFirm.waitFor((m) => bodyOf(m) === 'Nota só nossa');
  expect(forCustomer.messages.map(bodyOf)).not.toContain('Nota só nossa');
  expect(forOutsider.messages.filter((m) => m.event !== 'ready')).toEqual([]);
  [forCustomer, forFirm, forOutsider].forEach((s) => s.close());
});

test('a client that reconnects with Last-Event-ID gets what it missed, once, then live events', async () => {
  const first = await openSse(`${base}/conversations/events?companyId=${customer.companyId}`, {
    authorization: customer.authorization,
  });
  await first.waitFor((m) => m.event === 'ready');
  await post(admin, 'antes da queda');
  await first.waitFor((m) => bodyOf(m) === 'antes da queda');
  const resumeFrom = first.lastEventId()!;
  first.close();

  await post(admin, 'perdida 1');
  await post(admin, 'perdida 2');

  const again = await openSse(`${base}/conversations/events?companyId=${customer.companyId}`, {
    authorization: customer.authorization,
    'last-event-id': resumeFrom,
  });
  await again.waitFor((m) => bodyOf(m) === 'perdida 2');
  await post(admin, 'depois da volta');
  await again.waitFor((m) => bodyOf(m) === 'depois da volta');
  const bodies = again.messages.map(bodyOf).filter(Boolean);
  expect(bodies).toEqual(['perdida 1', 'perdida 2', 'depois da volta']);
  const ids = again.messages.map((m) => m.id);
  expect(new Set(ids).size).toBe(ids.length);
  again.close();
});
