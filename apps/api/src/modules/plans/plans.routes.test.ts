import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { messages, planSchema, type Plan } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let admin: { id: string; email: string };
let adminAuth: string;
let userAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSystemAdmin(ctx.database.db);
  adminAuth = (await signInAs(ctx.app, admin)).authorization;
  const user = await createUser(ctx.database.db);
  await createCompany(ctx.database.db, { owner: user });
  userAuth = (await signInAs(ctx.app, user)).authorization;
});
afterAll(() => ctx.close());

async function plans(query: Record<string, string> = {}, authorization?: string): Promise<Plan[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/plans',
    query,
    headers: authorization ? { authorization } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((p: unknown) => planSchema.parse(p));
}
const put = (id: string, payload: object, authorization: string | null = adminAuth) =>
  ctx.app.inject({ method: 'PUT', url: `/plans/${id}`, payload, headers: authorization ? { authorization } : {} });

describe('GET /plans', () => {
  test('public: the three seeded plans by sortOrder, prices in reais', async () => {
    const found = await plans();
    expect(found.map((p) => p.slug)).toEqual(['mei', 'servicos', 'comercio']);
    expect(found[0]).toMatchObject({ name: 'MEI', price: 89, isActive: true, sortOrder: 1 });
    expect(found[0]).not.toHaveProperty('priceCents');
    expect(found[0]?.features.length).toBeGreaterThan(0);
  });

  test('includeInactive=true is honoured for system administrators only', async () => {
    const [, servicos] = await plans();
    expect((await put(servicos!.id, { isActive: false })).statusCode).toBe(200);
    try {
      expect((await plans()).map((p) => p.slug)).toEqual(['mei', 'comercio']);
      expect((await plans({ includeInactive: 'true' })).map((p) => p.slug)).toEqual(['mei', 'comercio']);
      expect((await plans({ includeInactive: 'true' }, userAuth)).map((p) => p.slug)).toEqual(['mei', 'comercio']);
      expect((await plans({ includeInactive: 'false' }, adminAuth)).map((p) => p.slug)).toEqual(['mei', 'comercio']);
      const all = await plans({ includeInactive: 'true' }, adminAuth);
      expect(all.map((p) => [p.slug, p.isActive])).toEqual([
        ['mei', true],
        ['servicos', false],
        ['comercio', true],
      ]);
    } finally {
      await put(servicos!.id, { isActive: true });
    }
  });

  test('an invalid token asking for the inactive plans is 401 (the client refreshes it)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/plans',
      query: { includeInactive: 'true' },
      headers: { authorization: 'Bearer nao-e-um-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'unauthorized', message: messages.invalidToken });
  });

  test('includeInactive must be true or false', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/plans', query: { includeInactive: 'sim' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('includeInactive');
  });
});

describe('PUT /plans/{id}', () => {
  test('a system administrator changes a plan; the change is audited with who, from and to', async () => {
    const [mei] = await plans();
    const res = await put(mei!.id, {
      name: 'MEI Essencial',
      price: 99,
      features: ['DAS todo mês'],
      description: 'Para o MEI.',
      sortOrder: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      ...mei,
      name: 'MEI Essencial',
      price: 99,
      features: ['DAS todo mês'],
      description: 'Para o MEI.',
    });
    expect((await plans())[0]?.name).toBe('MEI Essencial');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mei!.id), eq(auditLog.action, 'plan.updated')));
    expect(entry).toMatchObject({
      companyId: null,
      actorUserId: admin.id,
      entityType: 'plan',
      // The audit records the stored column, in centavos.
      details: { changes: expect.objectContaining({ priceCents: { from: Math.round(mei!.price * 100), to: 9900 } }) },
    });
    expect(entry?.requestId).toBeTruthy();
    await put(mei!.id, {
      name: mei!.name,
      price: mei!.price,
      features: mei!.features,
      description: mei!.description,
    });
  });

  test.each([
    [{ name: 'A' }, 'name', 'Informe o nome do plano'],
    [{ price: -0.01 }, 'price', 'O preço não pode ser negativo'],
    [{ price: 10.555 }, 'price', 'Use no máximo duas casas decimais'],
    [{ price: 100_000.01 }, 'price', undefined],
    [{ features: Array.from({ length: 13 }, (_, i) => `item ${i}`) }, 'features', 'Liste no máximo 12 itens'],
    [{ isActive: 'sim' }, 'isActive', undefined],
  ])('validation: %j', async (payload, field, message) => {
    const [mei] = await plans();
    const res = await put(mei!.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
    expect(res.json().error.fields).toHaveProperty(field);
    if (message) expect(res.json().error.fields[field]).toBe(message);
  });

  test('an unknown plan is 404; a malformed id 400', async () => {
    const missing = await put(randomUUID(), { name: 'Outro' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'not_found', message: messages.planNotFound });
    const bad = await put('abc', { name: 'Outro' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: 'Plano inválido' });
  });

  test('401 without a token, 403 for a company user, and nothing changes', async () => {
    const [mei] = await plans();
    expect((await put(mei!.id, { name: 'Hackeado' }, null)).statusCode).toBe(401);
    const res = await put(mei!.id, { name: 'Hackeado' }, userAuth);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: messages.adminOnly });
    expect((await plans())[0]?.name).toBe(mei!.name);
  });
});
