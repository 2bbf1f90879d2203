import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { userMessages } from '@contabil/contracts';
import { createTestApp, type TestContext } from '../test/test-app.js';
import {
  FACTORY_PASSWORD,
  createCompany,
  createSystemAdmin,
  createUser,
  randomCnpj,
  signInAs,
  uniqueEmail,
} from '../test/factories.js';
import { multipart } from '../test/multipart.js';

/**
 * Issue 19, item 4: a deactivated user's access token used to keep working for up to 60
 * minutes on the self-service routes. Now every authenticated request checks that the
 * user is active (and the session live), so the token stops at once, on every route.
 */

let ctx: TestContext;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

async function deactivatedSession(options: { systemAdmin?: boolean } = {}) {
  const user = await createUser(ctx.database.db, options.systemAdmin ? { roles: ['system-admin'] } : {});
  const company = await createCompany(ctx.database.db, { owner: user });
  const session = await signInAs(ctx.app, user);
  // Works before.
  const before = await ctx.app.inject({
    method: 'GET',
    url: '/companies/me',
    headers: { authorization: session.authorization },
  });
  expect(before.statusCode).toBe(200);
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: `/users/${user.id}`,
    headers: { authorization: adminAuth },
  });
  expect(res.statusCode).toBe(204);
  return { user, company, authorization: session.authorization };
}

function expectDeactivated(res: { statusCode: number; json(): unknown; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(401);
  expect(res.json(), label).toEqual({ error: { code: 'unauthorized', message: userMessages.deactivated } });
}

describe('a deactivated user’s live access token', () => {
  test('the self-service calls the issue names answer 401 with valid bodies', async () => {
    const { user, authorization } = await deactivatedSession();
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const upload = multipart([{ field: 'file', fileName: 'eu.png', type: 'image/png', content: photo }]);
    const calls = [
      { method: 'PATCH', url: `/users/${user.id}`, payload: { name: 'Nome Novo' } },
      { method: 'PUT', url: `/users/${user.id}/photo`, payload: upload.payload, headers: upload.headers },
      { method: 'DELETE', url: `/users/${user.id}/photo` },
      {
        method: 'PUT',
        url: `/users/${user.id}/password`,
        payload: { currentPassword: FACTORY_PASSWORD, newPassword: 'outra-senha-forte-1' },
      },
      {
        method: 'POST',
        url: `/users/${user.id}/email-change`,
        payload: { email: uniqueEmail('novo'), currentPassword: FACTORY_PASSWORD },
      },
      { method: 'POST', url: '/companies', payload: { cnpj: randomCnpj() } },
      { method: 'GET', url: '/companies/me' },
      { method: 'GET', url: '/auth/me' },
      { method: 'GET', url: '/referrals/me' },
      { method: 'GET', url: '/partners' },
      { method: 'GET', url: '/config/feature-flags' },
      { method: 'POST', url: '/functions/luca/cnaes/match', payload: { intent: 'padaria artesanal' } },
    ] as const;
    for (const call of calls as readonly {
      method: 'GET';
      url: string;
      payload?: object | Buffer;
      headers?: Record<string, string>;
    }[]) {
      const res = await ctx.app.inject({ ...call, headers: { ...call.headers, authorization } });
      expectDeactivated(res, `${call.method} ${call.url}`);
    }
  });

  test('every operation of the OpenAPI document: the token gets nothing an anonymous caller would not', async () => {
    // A system admin deactivated by another: the broadest token there is.
    for (const systemAdmin of [false, true]) {
      const { user, company, authorization } = await deactivatedSession({ systemAdmin });
      const doc = ctx.app.swagger() as {
        paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>>;
      };
      let tried = 0;
      let refused = 0;
      const failures: string[] = [];
      for (const [template, operations] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const url = concreteUrl(template, operation.parameters ?? [], { userId: user.id, companyId: company.id });
          const body = ['post', 'put', 'patch'].includes(method) ? {} : undefined;
          const request = (headers: Record<string, string>) =>
            ctx.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers,
              ...(body === undefined ? {} : { payload: body }),
            });
          const anonymous = await request({});
          const withToken = await request({ authorization });
          tried += 1;
          if (withToken.statusCode === 401) {
            refused += 1;
            continue;
          }
          // Not refused: then the token must have changed nothing (a public route, or a
          // body refused by validation before any guard ran, exactly as for anyone).
          if (withToken.statusCode !== anonymous.statusCode) {
            failures.push(
              `${method.toUpperCase()} ${url}: ${withToken.statusCode} (anonymous ${anonymous.statusCode})`,
            );
          }
        }
      }
      process.stdout.write(
        `deactivation sweep (${systemAdmin ? 'system admin' : 'company user'}): ${tried} operations, ${refused} answered 401\n`,
      );
      expect(failures).toEqual([]);
      expect(refused).toBeGreaterThan(50);
    }
  });
});

/** The template with every path parameter filled (the user's own id, their company) and required query values. */
function concreteUrl(
  template: string,
  parameters: { in: string; name: string; required?: boolean }[],
  ids: { userId: string; companyId: string },
): string {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === 'id' && template.startsWith('/users/')) return ids.userId;
    if (name === 'id' && template.startsWith('/companies/')) return ids.companyId;
    if (name === 'id' || name === 'fileId') return '00000000-0000-4000-8000-000000000000';
    if (name === 'slug') return 'duca';
    if (name === 'cnpj') return '11222333000181';
    if (name === '*') return 'arquivo.pdf';
    return 'x';
  });
  const query = new URLSearchParams();
  for (const p of parameters) {
    if (p.in !== 'query' || !p.required) continue;
    query.set(p.name, p.name === 'companyId' ? ids.companyId : 'x');
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
