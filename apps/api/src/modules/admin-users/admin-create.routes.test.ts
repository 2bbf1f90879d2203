import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUserSchema, messages } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { createCompany, createSystemAdmin, createUser, signInAs, uniqueEmail } from '../../test/factories.js';
import { createTestApp, TEST_WEB_ORIGIN, type TestContext } from '../../test/test-app.js';
import { listOutboxMessagesTo } from '../mail/mail.repository.js';

let ctx: TestContext;
let adminAuth: string;
let memberAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
  const member = await createUser(ctx.database.db);
  await createCompany(ctx.database.db, { owner: member, role: 'company-admin' });
  memberAuth = (await signInAs(ctx.app, member)).authorization;
});
afterAll(() => ctx.close());

const create = (payload: object, authorization = adminAuth) =>
  ctx.app.inject({ method: 'POST', url: '/admin/users', payload, headers: { authorization } });

describe('POST /admin/users', () => {
  test('the spec’s messages, word for word', async () => {
    const badEmail = await create({ email: 'sem-arroba', name: 'Ana', roles: [] });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields.email).toBe('E-mail inválido');
    const shortPhone = await create({ email: uniqueEmail(), name: 'Ana', roles: [], phone: '1199999999' });
    expect(shortPhone.statusCode).toBe(400);
    expect(shortPhone.json().error.fields.phone).toBe('Celular inválido');
    const noName = await create({ email: uniqueEmail(), roles: [] });
    expect(noName.json().error.fields.name).toBe(messages.nameRequired);
  });

  test('a phone of 11 characters is accepted; the user has no password and gets a "definir senha" link', async () => {
    const company = await createCompany(ctx.database.db);
    const email = uniqueEmail('criado');
    const res = await create({
      email,
      name: 'Carla Mendes',
      roles: [],
      companyId: company.id,
      companyRole: 'company-member',
      phone: '11999998888',
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = adminUserSchema.parse(res.json().data);
    expect(user).toMatchObject({
      email,
      displayName: 'Carla Mendes',
      phoneNumber: '11999998888',
      hasPassword: false,
      status: 'active',
      companies: [company.id],
      memberships: [{ companyId: company.id, companyName: company.name, role: 'company-member' }],
    });
    const [mail] = await listOutboxMessagesTo(ctx.database.db, email);
    expect(mail?.subject).toContain('defina sua senha');
    expect(mail?.text).not.toMatch(/senha:\s*\S+/i);
    const token = new RegExp(`${TEST_WEB_ORIGIN}/app/login\\?reset=([^&\\s]+)&definir=1`).exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    // The link sets the password once; then the person signs in.
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token: decodeURIComponent(token!), password: 'nova-senha-forte' },
    });
    expect(set.statusCode).toBe(204);
    const session = await signInAs(ctx.app, { email }, 'nova-senha-forte');
    expect(session.claims.companies).toEqual([company.id]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token: decodeURIComponent(token!), password: 'outra-senha-forte' },
    });
    expect(again.statusCode).toBe(400);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.uid));
    expect(audit?.action).toBe('user.created_by_admin');
  });

  test('a taken e-mail is 409 in Portuguese and creates nothing', async () => {
    const existing = await createUser(ctx.database.db);
    const res = await create({ email: existing.email.toUpperCase(), name: 'Outra', roles: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Já existe uma conta com este e-mail');
    expect(await listOutboxMessagesTo(ctx.database.db, existing.email)).toHaveLength(0);
  });

  test('an unknown company is 404 and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await create({ email, name: 'Ana', roles: [], companyId: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/admin/users',
      query: { query: email },
      headers: { authorization: adminAuth },
    });
    expect(list.json().total).toBe(0);
  });
});

describe('only system admins reach the admin calls', () => {
  const calls = [
    { method: 'GET' as const, url: '/admin/users' },
    { method: 'GET' as const, url: '/admin/users/00000000-0000-4000-8000-000000000000' },
    { method: 'POST' as const, url: '/admin/users', payload: { email: 'x@exemplo.com.br', name: 'X', roles: [] } },
    { method: 'GET' as const, url: '/admin/support-access/grants' },
    {
      method: 'POST' as const,
      url: '/admin/support-access/sessions',
      payload: { userId: '00000000-0000-4000-8000-000000000000' },
    },
    { method: 'GET' as const, url: '/admin/partners/duca/enrolments' },
    {
      method: 'PUT' as const,
      url: '/admin/partner-enrolments/00000000-0000-4000-8000-000000000000/status/accepted',
      payload: {},
    },
  ];

  test.each(calls)('$method $url: 403 for a company user, 401 without a token', async (call) => {
    const asMember = await ctx.app.inject({ ...call, headers: { authorization: memberAuth } });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error.message).toBe(messages.adminOnly);
    const anonymous = await ctx.app.inject(call);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /admin/users filters', () => {
  test('search by name (accents ignored) or e-mail, role (global or company) and company, with the total', async () => {
    const marker = `zz${Date.now()}`;
    const joao = await createUser(ctx.database.db, { name: `João ${marker}`, email: uniqueEmail(marker) });
    const maria = await createUser(ctx.database.db, { name: `Maria ${marker}`, email: uniqueEmail(marker) });
    const company = await createCompany(ctx.database.db, { owner: maria, role: 'company-admin' });
    await createCompany(ctx.database.db, { owner: joao, role: 'company-member' });
    const list = (query: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/admin/users', query, headers: { authorization: adminAuth } });

    const byName = await list({ query: `joao ${marker}` });
    expect(byName.json().data.map((u: { uid: string }) => u.uid)).toEqual([joao.id]);
    const both = await list({ query: marker, limit: '1' });
    expect(both.json()).toMatchObject({ total: 2, limit: 1, offset: 0 });
    const admins = await list({ query: marker, role: 'company-admin' });
    expect(admins.json().data.map((u: { uid: string }) => u.uid)).toEqual([maria.id]);
    const inCompany = await list({ companyId: company.id });
    expect(inCompany.json().data.map((u: { uid: string }) => u.uid)).toEqual([maria.id]);
    const defaults = await list({});
    expect(defaults.json().limit).toBe(10);
  });
});
