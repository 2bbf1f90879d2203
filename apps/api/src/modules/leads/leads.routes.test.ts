import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { leadSchema, messages } from '@contabil/contracts';
import { createCompany, createSystemAdmin, createUser, signInAs, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { seededPlans } from '../billing/billing.testing.js';
import { LEADS_MAX_PER_IP } from './leads.service.js';

let ctx: TestContext;
let adminAuth: string;
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
  plans = await seededPlans(ctx.database.db);
});
afterAll(() => ctx.close());

let ipCounter = 0;
/** Each test posts from its own address, so that the per-IP limit of one does not reach another. */
const nextIp = () => `198.51.100.${++ipCounter}`;

const post = (payload: object, remoteAddress = nextIp()) =>
  ctx.app.inject({ method: 'POST', url: '/leads', payload, remoteAddress });
const list = (query: Record<string, string> = {}, authorization: string | null = adminAuth) =>
  ctx.app.inject({ method: 'GET', url: '/leads', query, headers: authorization ? { authorization } : {} });

describe('POST /leads', () => {
  test('public: 201 with the lead and its plan name; the e-mail lowercased', async () => {
    const res = await post({
      name: ' Maria Souza ',
      email: 'Maria@Exemplo.com.br',
      phone: '+55 (11) 91234-5678',
      planId: plans.servicos.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(leadSchema.parse(res.json().data)).toEqual({
      id: expect.any(String),
      name: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      phone: '+55 (11) 91234-5678',
      planId: plans.servicos.id,
      planName: plans.servicos.name,
      source: null,
      createdAt: expect.any(String),
    });
  });

  test('the page it came from is kept and listed; a page outside the list is a 400 on source', async () => {
    const sent = await post({ name: 'Carla', email: uniqueEmail(), source: 'irpf-2025' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.source).toBe('irpf-2025');
    const listed = (await list()).json().data.find((l: { id: string }) => l.id === sent.json().data.id);
    expect(listed.source).toBe('irpf-2025');

    const refused = await post({ name: 'Carla', email: uniqueEmail(), source: 'outro-site' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('source');
  });

  test('phone and plan are optional', async () => {
    const res = await post({ name: 'João', email: uniqueEmail() });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ phone: null, planId: null, planName: null });
  });

  test.each([
    [{ name: 'Ana', email: 'ana@' }, 'email', messages.invalidEmail],
    [{ name: 'Ana', email: 'ana@exemplo.com.br', phone: '(11) 91234-567' }, 'phone', messages.invalidPhone],
    [{ name: 'Ana', email: 'ana@exemplo.com.br', phone: '1234567890123456' }, 'phone', messages.invalidPhone],
    [{ name: '   ', email: 'ana@exemplo.com.br' }, 'name', messages.nameRequired],
    [{ email: 'ana@exemplo.com.br' }, 'name', messages.nameRequired],
    [{ name: 'Ana', email: 'ana@exemplo.com.br', planId: 'abc' }, 'planId', undefined],
  ])('%j is a 400 naming the field', async (payload, field, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
    expect(res.json().error.fields).toHaveProperty(field);
    if (message) {
      expect(res.json().error.fields[field]).toBe(message);
      expect(res.json().error.message).toBe(message);
    }
  });

  test('a phone of exactly 17 characters is accepted', async () => {
    const res = await post({ name: 'Ana', email: uniqueEmail(), phone: '+55 11 91234-5678' });
    expect(res.statusCode).toBe(201);
  });

  test('an unknown plan is a 400 on planId', async () => {
    const res = await post({ name: 'Ana', email: uniqueEmail(), planId: randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_error',
      message: messages.planNotFound,
      fields: { planId: messages.planNotFound },
    });
  });

  test(`rate limited per IP: ${LEADS_MAX_PER_IP} an hour, then 429 with Retry-After; another IP is unaffected`, async () => {
    const ip = nextIp();
    for (let i = 0; i < LEADS_MAX_PER_IP; i++) {
      expect((await post({ name: `Pessoa ${i}`, email: uniqueEmail() }, ip)).statusCode).toBe(201);
    }
    const limited = await post({ name: 'Mais uma', email: uniqueEmail() }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: messages.rateLimited } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post({ name: 'Outra', email: uniqueEmail() })).statusCode).toBe(201);
  });
});

describe('GET /leads', () => {
  test('a system administrator pages the leads, newest first, 10 by default, with plan names', async () => {
    for (let i = 0; i < 3; i++) await post({ name: `Recente ${i}`, email: uniqueEmail(), planId: plans.mei.id });
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.limit).toBe(10);
    expect(body.offset).toBe(0);
    expect(body.data).toHaveLength(10);
    expect(body.total).toBeGreaterThanOrEqual(13);
    expect(body.data.slice(0, 3).map((l: { name: string }) => l.name)).toEqual(['Recente 2', 'Recente 1', 'Recente 0']);
    expect(body.data[0].planName).toBe(plans.mei.name);
    const times = body.data.map((l: { createdAt: string }) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const page = (await list({ limit: '2', offset: '1' })).json();
    expect(page.total).toBe(body.total);
    expect(page.data.map((l: { id: string }) => l.id)).toEqual(body.data.slice(1, 3).map((l: { id: string }) => l.id));
  });

  test('limit above 100 is a 400', async () => {
    const res = await list({ limit: '101' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('limit');
  });

  test('401 without a token; 403 for a company user', async () => {
    expect((await list({}, null)).statusCode).toBe(401);
    const user = await createUser(ctx.database.db);
    await createCompany(ctx.database.db, { owner: user });
    const res = await list({}, (await signInAs(ctx.app, user)).authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: messages.adminOnly });
  });
});
