import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  LEGAL_DOCUMENTS_VERSION,
  LEGAL_RETENTION_RULES,
  deletionRequestSchema,
  personalDataExportSchema,
} from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { users } from '../../db/schema/users.js';
import { createCompany, createSystemAdmin, createUser, signInAs, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function signedUp() {
  const email = uniqueEmail('titular');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/users',
    payload: {
      name: 'Titular dos Dados',
      email,
      password: 'senha-forte-123',
      phone: '11912345678',
      acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const session = await signInAs(ctx.app, { email }, 'senha-forte-123');
  return { email, uid: res.json().data.uid as string, authorization: session.authorization };
}

describe('GET /users/me/personal-data', () => {
  test('the account, the consent, the companies with role and CNPJ, the account history; nobody else’s', async () => {
    const person = await signedUp();
    const [row] = await db().select().from(users).where(eq(users.id, person.uid));
    const company = await createCompany(db(), { owner: row!, name: 'Padaria da Titular', cnpj: '11222333000181' });
    const other = await createUser(db());
    await createCompany(db(), { owner: other, name: 'Empresa de Outra Pessoa' });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/users/me/personal-data',
      headers: { authorization: person.authorization },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = personalDataExportSchema.parse(res.json().data);
    expect(data.account).toMatchObject({
      uid: person.uid,
      email: person.email,
      name: 'Titular dos Dados',
      phone: '11912345678',
      acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
      deletionRequestedAt: null,
      cameThroughReferral: false,
    });
    expect(data.account.legalAcceptedAt).not.toBeNull();
    expect(data.memberships).toEqual([
      expect.objectContaining({
        companyId: company.id,
        companyName: 'Padaria da Titular',
        cnpj: '11222333000181',
        role: 'company-admin',
      }),
    ]);
    expect(data.accountHistory.map((entry) => entry.action)).toContain('user.signed_up');
    expect(res.body).not.toContain('Empresa de Outra Pessoa');
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain('argon2');

    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.uid), eq(auditLog.action, 'user.personal_data_exported')));
    expect(audited).toHaveLength(1);
  });

  test('signed out: 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/users/me/personal-data' })).statusCode).toBe(401);
  });
});

describe('POST /users/me/deletion-request', () => {
  test('recorded once with its time, audited, the firm and the person e-mailed with what the law keeps', async () => {
    const person = await signedUp();
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/users/me/deletion-request',
        headers: { authorization: person.authorization },
      });
    const first = await ask();
    expect(first.statusCode, first.body).toBe(202);
    const answer = deletionRequestSchema.parse(first.json().data);
    expect(answer.retained).toEqual(LEGAL_RETENTION_RULES);
    expect(answer.retained.some((rule) => rule.period.startsWith('5 anos'))).toBe(true);

    const [row] = await db().select().from(users).where(eq(users.id, person.uid));
    expect(row?.deletionRequestedAt?.toISOString()).toBe(answer.requestedAt);
    // The account is not erased by the request itself: the firm handles it and keeps what the law requires.
    expect(row?.deactivatedAt).toBeNull();

    // Asking again answers the first request and sends nothing more.
    const second = await ask();
    expect(second.statusCode).toBe(202);
    expect(second.json().data.requestedAt).toBe(answer.requestedAt);

    const toFirm = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'suporte@contabil.local'));
    const aboutPerson = toFirm.filter((mail) => mail.subject.includes(person.email));
    expect(aboutPerson).toHaveLength(1);
    const toPerson = await db().select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(toPerson.map((mail) => mail.subject)).toContain('Recebemos o seu pedido de exclusão de conta');

    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.uid), eq(auditLog.action, 'user.deletion_requested')));
    expect(audited).toHaveLength(1);

    // The administrators see the request on the user.
    const admin = await createSystemAdmin(db());
    const { authorization } = await signInAs(ctx.app, admin);
    const seen = await ctx.app.inject({ method: 'GET', url: `/admin/users/${person.uid}`, headers: { authorization } });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({
      deletionRequestedAt: answer.requestedAt,
      acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
    });
  });
});
