import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { messages, shortLinkMessages, shortLinkSchema, type ShortLink } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let adminAuth: string;
let adminId: string;
let companyUserAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createSystemAdmin(ctx.database.db);
  adminId = admin.id;
  adminAuth = (await signInAs(ctx.app, admin)).authorization;
  const user = await createUser(ctx.database.db);
  await createCompany(ctx.database.db, { owner: user });
  companyUserAuth = (await signInAs(ctx.app, user)).authorization;
});
afterAll(() => ctx.close());

let aliasCounter = 0;
const uniqueAlias = (prefix = 'link') => `${prefix}-${++aliasCounter}-${randomUUID().slice(0, 6)}`;

const headers = (authorization: string | null) => (authorization ? { authorization } : {});
const create = (payload: object, authorization: string | null = adminAuth) =>
  ctx.app.inject({ method: 'POST', url: '/admin/links', payload, headers: headers(authorization) });
const update = (id: string, payload: object, authorization: string | null = adminAuth) =>
  ctx.app.inject({ method: 'PUT', url: `/admin/links/${id}`, payload, headers: headers(authorization) });
const remove = (id: string, authorization: string | null = adminAuth) =>
  ctx.app.inject({ method: 'DELETE', url: `/admin/links/${id}`, headers: headers(authorization) });
const list = (query: Record<string, string> = {}, authorization: string | null = adminAuth) =>
  ctx.app.inject({ method: 'GET', url: '/admin/links', query, headers: headers(authorization) });
const follow = (alias: string) => ctx.app.inject({ method: 'GET', url: `/functions/links/${alias}` });

async function createLink(alias = uniqueAlias(), url = 'https://exemplo.com.br/pagina'): Promise<ShortLink> {
  const res = await create({ alias, url });
  expect(res.statusCode, res.body).toBe(201);
  return shortLinkSchema.parse(res.json().data);
}

describe('GET /functions/links/{alias}', () => {
  test('302 to the address, not cached, counting each visit; the alias in any case', async () => {
    const link = await createLink(uniqueAlias('Promo'), 'https://exemplo.com.br/irpf?origem=link#topo');
    const first = await follow(link.alias);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://exemplo.com.br/irpf?origem=link#topo');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toBe('');
    const upper = await follow(link.alias.toUpperCase());
    expect(upper.statusCode).toBe(302);
    expect(upper.headers.location).toBe('https://exemplo.com.br/irpf?origem=link#topo');

    const [listed] = (await list({ query: link.alias })).json().data as ShortLink[];
    expect(listed?.hitCount).toBe(2);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  test.each(['nao-existe', 'com%20espaco', 'acentuação', 'x'.repeat(90)])(
    'unknown alias "%s" is a 404 with the envelope, not cached',
    async (alias) => {
      const res = await follow(encodeURIComponent(alias));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: shortLinkMessages.linkNotFound } });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  test('public: no token needed, and a deleted link stops redirecting', async () => {
    const link = await createLink();
    expect((await follow(link.alias)).statusCode).toBe(302);
    expect((await remove(link.id)).statusCode).toBe(204);
    expect((await follow(link.alias)).statusCode).toBe(404);
  });
});

describe('POST /admin/links', () => {
  test('201 with the link: alias in lower case, address normalised, the author; audited', async () => {
    const alias = uniqueAlias('Campanha-IRPF');
    const res = await create({ alias: `  ${alias} `, url: ' https://Exemplo.com.br/página nova ' });
    expect(res.statusCode, res.body).toBe(201);
    const link = shortLinkSchema.parse(res.json().data);
    expect(link).toEqual({
      id: expect.any(String),
      alias: alias.toLowerCase(),
      url: 'https://exemplo.com.br/p%C3%A1gina%20nova',
      hitCount: 0,
      lastUsedAt: null,
      createdBy: { uid: adminId, name: 'Admin de Teste' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, link.id), eq(auditLog.action, 'short_link.created')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: adminId, entityType: 'short_link', companyId: null });
    expect(audits[0]?.details).toEqual({ alias: link.alias, url: link.url });
  });

  test.each([
    [{ url: 'https://exemplo.com.br' }, 'alias', shortLinkMessages.aliasRequired],
    [{ alias: '   ', url: 'https://exemplo.com.br' }, 'alias', shortLinkMessages.aliasRequired],
    [{ alias: 'a', url: 'https://exemplo.com.br' }, 'alias', shortLinkMessages.aliasLength],
    [{ alias: 'a'.repeat(65), url: 'https://exemplo.com.br' }, 'alias', shortLinkMessages.aliasLength],
    [{ alias: 'com espaço', url: 'https://exemplo.com.br' }, 'alias', shortLinkMessages.aliasCharacters],
    [{ alias: 'promoção', url: 'https://exemplo.com.br' }, 'alias', shortLinkMessages.aliasCharacters],
    [{ alias: 'a_b', url: 'https://exemplo.com.br' }, 'alias', shortLinkMessages.aliasCharacters],
    [{ alias: 'a/b', url: 'https://exemplo.com.br' }, 'alias', shortLinkMessages.aliasCharacters],
    [{ alias: 'ok-1' }, 'url', shortLinkMessages.urlRequired],
    [{ alias: 'ok-1', url: '  ' }, 'url', shortLinkMessages.urlRequired],
    [{ alias: 'ok-1', url: 'exemplo.com.br' }, 'url', shortLinkMessages.urlInvalid],
    [{ alias: 'ok-1', url: 'https://' }, 'url', shortLinkMessages.urlInvalid],
    [{ alias: 'ok-1', url: 'javascript:alert(1)' }, 'url', shortLinkMessages.urlProtocol],
    [{ alias: 'ok-1', url: 'JavaScript:alert(document.cookie)' }, 'url', shortLinkMessages.urlProtocol],
    [{ alias: 'ok-1', url: 'data:text/html,<script>alert(1)</script>' }, 'url', shortLinkMessages.urlProtocol],
    [{ alias: 'ok-1', url: 'file:///etc/passwd' }, 'url', shortLinkMessages.urlProtocol],
    [{ alias: 'ok-1', url: 'ftp://exemplo.com.br/arquivo' }, 'url', shortLinkMessages.urlProtocol],
    [{ alias: 'ok-1', url: 'vbscript:msgbox(1)' }, 'url', shortLinkMessages.urlProtocol],
    [{ alias: 'ok-1', url: 'https://usuario:senha@exemplo.com.br' }, 'url', shortLinkMessages.urlCredentials],
    [{ alias: 'ok-1', url: `https://exemplo.com.br/${'a'.repeat(2000)}` }, 'url', shortLinkMessages.urlTooLong],
  ])('%j is a 400 naming the field with its message, nothing saved', async (payload, field, message) => {
    const before = (await list({ limit: '1' })).json().total as number;
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', message });
    expect(res.json().error.fields[field]).toBe(message);
    expect((await list({ limit: '1' })).json().total).toBe(before);
  });

  test('a taken alias, in any case, is a 409 on alias; nothing saved', async () => {
    const link = await createLink();
    const before = (await list({ limit: '1' })).json().total as number;
    const res = await create({ alias: link.alias.toUpperCase(), url: 'https://outro.com.br' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: shortLinkMessages.aliasTaken,
      fields: { alias: shortLinkMessages.aliasTaken },
    });
    expect((await list({ limit: '1' })).json().total).toBe(before);
  });
});

describe('PUT /admin/links/{id}', () => {
  test('changes alias and address, audited with before and after; the old alias stops working', async () => {
    const link = await createLink();
    const alias = uniqueAlias('novo');
    const res = await update(link.id, { alias, url: 'http://exemplo.com.br/novo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: link.id, alias, url: 'http://exemplo.com.br/novo' });
    expect((await follow(link.alias)).statusCode).toBe(404);
    expect((await follow(alias)).headers.location).toBe('http://exemplo.com.br/novo');
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, link.id), eq(auditLog.action, 'short_link.updated')));
    expect(audit?.details).toEqual({
      changes: {
        alias: { from: link.alias, to: alias },
        url: { from: link.url, to: 'http://exemplo.com.br/novo' },
      },
    });
  });

  test('keeping its own alias is fine; another link’s alias is a 409 and nothing changes', async () => {
    const mine = await createLink();
    const other = await createLink();
    expect((await update(mine.id, { alias: mine.alias, url: 'https://exemplo.com.br/2' })).statusCode).toBe(200);
    const res = await update(mine.id, { alias: other.alias, url: 'https://exemplo.com.br/3' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ alias: shortLinkMessages.aliasTaken });
    expect((await follow(mine.alias)).headers.location).toBe('https://exemplo.com.br/2');
  });

  test('a bad address is a 400 and nothing changes', async () => {
    const link = await createLink();
    const res = await update(link.id, { alias: link.alias, url: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ url: shortLinkMessages.urlProtocol });
    expect((await follow(link.alias)).headers.location).toBe(link.url);
  });

  test('unknown id 404; malformed id 400', async () => {
    const res = await update(randomUUID(), { alias: uniqueAlias(), url: 'https://exemplo.com.br' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: shortLinkMessages.linkNotFound });
    const bad = await update('abc', { alias: uniqueAlias(), url: 'https://exemplo.com.br' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: shortLinkMessages.invalidId });
  });
});

describe('DELETE /admin/links/{id}', () => {
  test('204, audited with what it pointed to; a second time 404', async () => {
    const link = await createLink();
    expect((await remove(link.id)).statusCode).toBe(204);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, link.id), eq(auditLog.action, 'short_link.deleted')));
    expect(audit).toMatchObject({ actorUserId: adminId, details: { alias: link.alias, url: link.url } });
    const again = await remove(link.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(shortLinkMessages.linkNotFound);
  });
});

describe('GET /admin/links', () => {
  test('newest first, 10 by default, paged, searching alias or address ignoring case', async () => {
    const tag = randomUUID().slice(0, 8);
    const made: ShortLink[] = [];
    for (let i = 0; i < 3; i++) made.push(await createLink(`busca-${tag}-${i}`, `https://exemplo.com.br/${i}`));
    const byUrl = await createLink(uniqueAlias(), `https://exemplo.com.br/Destino-${tag.toUpperCase()}`);
    for (let i = 0; i < 8; i++) await createLink();

    const first = (await list()).json();
    expect(first.limit).toBe(10);
    expect(first.offset).toBe(0);
    expect(first.data).toHaveLength(10);
    const times = first.data.map((l: ShortLink) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const found = (await list({ query: tag.toUpperCase() })).json();
    expect(found.total).toBe(4);
    expect(found.data.map((l: ShortLink) => l.id)).toEqual([byUrl.id, made[2]?.id, made[1]?.id, made[0]?.id]);
    const page = (await list({ query: tag, limit: '2', offset: '1' })).json();
    expect(page.total).toBe(4);
    expect(page.data.map((l: ShortLink) => l.id)).toEqual([made[2]?.id, made[1]?.id]);
    // _ is a character, not a pattern (no alias or address here has one).
    expect((await list({ query: '_' })).json().total).toBe(0);
  });

  test('limit above 100 is a 400', async () => {
    const res = await list({ limit: '101' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('limit');
  });
});

describe('only system administrators manage links', () => {
  test.each([
    ['GET /admin/links', () => list({}, companyUserAuth), () => list({}, null)],
    [
      'POST /admin/links',
      () => create({ alias: uniqueAlias(), url: 'https://exemplo.com.br' }, companyUserAuth),
      () => create({ alias: uniqueAlias(), url: 'https://exemplo.com.br' }, null),
    ],
    [
      'PUT /admin/links/{id}',
      () => update(randomUUID(), { alias: uniqueAlias(), url: 'https://exemplo.com.br' }, companyUserAuth),
      () => update(randomUUID(), { alias: uniqueAlias(), url: 'https://exemplo.com.br' }, null),
    ],
    ['DELETE /admin/links/{id}', () => remove(randomUUID(), companyUserAuth), () => remove(randomUUID(), null)],
  ])('%s: 403 for a company user, 401 without a token', async (_name, asCompanyUser, anonymous) => {
    const forbidden = await asCompanyUser();
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toEqual({ code: 'forbidden', message: messages.adminOnly });
    const unauthenticated = await anonymous();
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json().error.code).toBe('unauthorized');
  });

  test('a company user cannot change or delete an existing link', async () => {
    const link = await createLink();
    expect((await update(link.id, { alias: link.alias, url: 'https://mal.com' }, companyUserAuth)).statusCode).toBe(
      403,
    );
    expect((await remove(link.id, companyUserAuth)).statusCode).toBe(403);
    expect((await follow(link.alias)).headers.location).toBe(link.url);
  });
});

test('the OpenAPI document describes the links and areas calls', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, unknown>>;
  expect(Object.keys(paths['/functions/links/{alias}'] ?? {})).toContain('get');
  expect(Object.keys(paths['/admin/links'] ?? {}).sort()).toEqual(['get', 'post']);
  expect(Object.keys(paths['/admin/links/{id}'] ?? {}).sort()).toEqual(['delete', 'put']);
  expect(Object.keys(paths['/functions/areas/{slug}'] ?? {})).toContain('get');
});
