import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ROLE_SYSTEM_ADMIN, messages, userMessages } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import {
  createCompany,
  createSystemAdmin,
  createUser,
  signInAs,
  uniqueEmail,
  FACTORY_PASSWORD,
} from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, TEST_WEB_ORIGIN, type TestContext } from '../../test/test-app.js';
import { listOutboxMessagesTo } from '../mail/mail.repository.js';

let ctx: TestContext;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
const patch = (id: string, payload: object, authorization: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/users/${id}`, payload, headers: { authorization } });

describe('PATCH /users/{id}', () => {
  test('a user edits their own name and phone; another user’s profile is 403; roles are for system admins', async () => {
    const ana = await createUser(ctx.database.db, { name: 'Ana' });
    const bia = await createUser(ctx.database.db);
    const { authorization } = await signInAs(ctx.app, ana);
    const res = await patch(ana.id, { name: 'Ana Souza', phone: '(11) 91234-5678' }, authorization);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ displayName: 'Ana Souza', phoneNumber: '(11) 91234-5678' });
    expect((await patch(ana.id, { phone: '1234' }, authorization)).json().error.fields.phone).toBe('Celular inválido');
    expect((await patch(ana.id, { phone: '' }, authorization)).json().data.phoneNumber).toBeNull();
    const other = await patch(bia.id, { name: 'Invasora' }, authorization);
    expect(other.statusCode).toBe(403);
    const roles = await patch(ana.id, { roles: [ROLE_SYSTEM_ADMIN] }, authorization);
    expect(roles.statusCode).toBe(403);
    expect(roles.json().error.message).toBe(userMessages.rolesByAdmins);
    expect((await patch(bia.id, { name: 'Bia pelo admin' }, adminAuth)).json().data.displayName).toBe('Bia pelo admin');
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/users/${ana.id}`, payload: { name: 'x' } })).statusCode,
    ).toBe(401);
    expect((await patch('00000000-0000-4000-8000-000000000000', { name: 'x' }, adminAuth)).statusCode).toBe(404);
  });

  test('a removed role stops working at the next refresh, and the change is audited', async () => {
    const x = await createUser(ctx.database.db, { roles: [ROLE_SYSTEM_ADMIN] });
    const session = await signInAs(ctx.app, x);
    expect(session.claims.roles).toContain(ROLE_SYSTEM_ADMIN);
    const listAs = (authorization: string) =>
      ctx.app.inject({ method: 'GET', url: '/admin/users', headers: { authorization } });
    expect((await listAs(session.authorization)).statusCode).toBe(200);

    const removed = await patch(x.id, { roles: [] }, adminAuth);
    expect(removed.statusCode).toBe(200);
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.claims.roles).not.toContain(ROLE_SYSTEM_ADMIN);
    const after = await listAs(`Bearer ${refreshed.json().data.accessToken}`);
    expect(after.statusCode).toBe(403);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, x.id), eq(auditLog.action, 'user.roles_changed')));
    expect(audit?.details).toEqual({ before: [ROLE_SYSTEM_ADMIN], after: [] });
  });
});

describe('DELETE /users/{id}', () => {
  test('deactivates: refresh fails at once, sign-in is refused with a clear message, company calls answer 401', async () => {
    const user = await createUser(ctx.database.db);
    const company = await createCompany(ctx.database.db, { owner: user });
    const first = await signInAs(ctx.app, user);
    const second = await signInAs(ctx.app, user);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/users/${user.id}`,
      headers: { authorization: adminAuth },
    });
    expect(res.statusCode).toBe(204);
    for (const session of [first, second]) {
      const r = await refresh(session.refreshToken);
      expect(r.statusCode).toBe(401);
    }
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.message).toBe(userMessages.deactivated);
    // The access token still in hand no longer opens the company.
    const companyCall = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${company.id}`,
      headers: { authorization: first.authorization },
    });
    expect(companyCall.statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/users/${user.id}`,
      headers: { authorization: adminAuth },
    });
    expect(again.statusCode).toBe(409);
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/admin/users/${user.id}`,
      headers: { authorization: adminAuth },
    });
    expect(view.json().data).toMatchObject({ status: 'deactivated' });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.deactivated')));
    expect(audit).toBeTruthy();
    // A system admin may bring the account back: it signs in again; the old sessions stay ended.
    const reactivate = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/admin/users/${user.id}/reactivate`,
        headers: { authorization: adminAuth },
      });
    const back = await reactivate();
    expect(back.json().data).toMatchObject({ status: 'active', deactivatedAt: null });
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    // The old sessions' access tokens stay ended too (issue 19): their sessions were revoked.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: second.authorization } }))
        .statusCode,
    ).toBe(401);
    const renewed = await signInAs(ctx.app, user);
    expect((await reactivate()).statusCode).toBe(409);
    const asUser = await ctx.app.inject({
      method: 'POST',
      url: `/admin/users/${user.id}/reactivate`,
      headers: { authorization: renewed.authorization },
    });
    expect(asUser.statusCode).toBe(403);
  });

  test('a user may deactivate themself; not someone else', async () => {
    const user = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const { authorization } = await signInAs(ctx.app, user);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/users/${other.id}`, headers: { authorization } })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/users/${user.id}`, headers: { authorization } })).statusCode,
    ).toBe(204);
  });
});

describe('e-mail change', () => {
  test('the link goes to the new address, works once, and the e-mail changes; sessions end', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signInAs(ctx.app, user);
    const newEmail = uniqueEmail('novo');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/users/${user.id}/email-change`,
      payload: { email: newEmail, currentPassword: 'errada-errada' },
      headers: { authorization: session.authorization },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe(userMessages.currentPasswordWrong);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/users/${user.id}/email-change`,
      payload: { email: newEmail, currentPassword: FACTORY_PASSWORD },
      headers: { authorization: session.authorization },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await listOutboxMessagesTo(ctx.database.db, newEmail);
    const token = new RegExp(`${TEST_WEB_ORIGIN}/app/login\\?confirmarEmail=(\\S+)`).exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    expect((await listOutboxMessagesTo(ctx.database.db, user.email))[0]?.subject).toBe('Pedido de troca de e-mail');
    const confirm = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/users/email-change/confirm',
        payload: { token: decodeURIComponent(token!) },
      });
    const ok = await confirm();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe(newEmail);
    const reused = await confirm();
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(userMessages.emailChangeInvalid);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    await signInAs(ctx.app, { email: newEmail });
  });

  test('a taken address is 409; someone else’s account 403', async () => {
    const user = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const { authorization } = await signInAs(ctx.app, user);
    const taken = await ctx.app.inject({
      method: 'POST',
      url: `/users/${user.id}/email-change`,
      payload: { email: other.email, currentPassword: FACTORY_PASSWORD },
      headers: { authorization },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(messages.emailTaken);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/users/${other.id}/email-change`,
      payload: { email: uniqueEmail(), currentPassword: FACTORY_PASSWORD },
      headers: { authorization },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('PUT /users/{id}/password', () => {
  test('needs the current password; the new one signs in', async () => {
    const user = await createUser(ctx.database.db);
    const { authorization } = await signInAs(ctx.app, user);
    const change = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/users/${user.id}/password`, payload, headers: { authorization } });
    const wrong = await change({ currentPassword: 'nao-e-essa', newPassword: 'nova-senha-123' });
    expect(wrong.json().error.fields.currentPassword).toBe('A senha atual está incorreta');
    const short = await change({ currentPassword: FACTORY_PASSWORD, newPassword: '1234567' });
    expect(short.json().error.fields.newPassword).toBe('A senha deve conter no mínimo 8 caracteres');
    expect((await change({ currentPassword: FACTORY_PASSWORD, newPassword: 'nova-senha-123' })).statusCode).toBe(204);
    await signInAs(ctx.app, user, 'nova-senha-123');
  });
});

describe('PUT /users/{id}/photo', () => {
  test('resizes to a 256×256 JPEG served at photoUrl; other types 415; someone else’s 403', async () => {
    const user = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const { authorization } = await signInAs(ctx.app, user);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const upload = (id: string, content: Buffer, fileName = 'foto.png') => {
      const body = multipart([{ field: 'file', fileName, type: 'image/png', content }]);
      return ctx.app.inject({
        method: 'PUT',
        url: `/users/${id}/photo`,
        payload: body.payload,
        headers: { ...body.headers, authorization },
      });
    };
    const res = await upload(user.id, png);
    expect(res.statusCode, res.body).toBe(200);
    const photoUrl: string = res.json().data.photoUrl;
    expect(photoUrl).toMatch(new RegExp(`^${ctx.config.apiPublicUrl}/users/${user.id}/photo/[0-9a-f-]{36}$`));
    const image = await ctx.app.inject({ method: 'GET', url: photoUrl.replace(ctx.config.apiPublicUrl, '') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 256, height: 256, format: 'jpeg' });
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization } });
    expect(me.json().data.user.photoUrl).toBe(photoUrl);

    const pdf = await upload(user.id, Buffer.from('%PDF-1.4 nada'), 'foto.png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toBe(userMessages.photoType);
    expect((await upload(other.id, png)).statusCode).toBe(403);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/users/${user.id}/photo`,
      headers: { authorization },
    });
    expect(removed.json().data.photoUrl).toBeNull();
    expect(
      (await ctx.app.inject({ method: 'GET', url: photoUrl.replace(ctx.config.apiPublicUrl, '') })).statusCode,
    ).toBe(404);
  });
});
