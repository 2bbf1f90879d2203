import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages, LEGAL_DOCUMENTS_VERSION, legalMessages } from '@contabil/contracts';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { signInAs, uniqueEmail } from '../../test/factories.js';
import { listOutboxMessagesTo } from '../mail/mail.repository.js';
import { listUserMemberships, findUserByEmail } from './users.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const valid = () => ({
  name: 'Ana Souza',
  email: uniqueEmail('ana'),
  password: 'senha-forte-123',
  acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
});

function signUp(payload: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/users', payload: payload as Record<string, unknown> });
}

describe('POST /users (sign-up)', () => {
  test('records which terms and privacy policy version the person accepted, and when; refuses without it', async () => {
    const input = valid();
    const before = Date.now();
    expect((await signUp(input)).statusCode).toBe(201);
    const row = await findUserByEmail(ctx.database.db, input.email);
    expect(row?.acceptedLegalVersion).toBe(LEGAL_DOCUMENTS_VERSION);
    expect(row?.legalAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const { acceptedLegalVersion: _omitted, ...withoutConsent } = valid();
    for (const payload of [withoutConsent, { ...valid(), acceptedLegalVersion: '2020-01-01' }]) {
      const refused = await signUp(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.acceptedLegalVersion).toBe(legalMessages.acceptanceRequired);
      expect(await findUserByEmail(ctx.database.db, payload.email)).toBeUndefined();
    }
  });

  test('creates the user and answers 201 with the current user, never the password', async () => {
    const input = { ...valid(), phone: '(11) 91234-5678', trackId: 'create-company', indicatedBy: 'amigo-123' };
    const res = await signUp(input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data).toMatchObject({
      email: input.email,
      displayName: 'Ana Souza',
      phoneNumber: '(11) 91234-5678',
      photoUrl: null,
    });
    expect(body.data.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('senha-forte-123');
    expect(res.body).not.toContain('argon2');
  });

  test('keeps e-mails in lower case, so the same address cannot sign up twice', async () => {
    const input = valid();
    expect((await signUp({ ...input, email: input.email.toUpperCase() })).statusCode).toBe(201);
    const again = await signUp(input);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'conflict', message: messages.emailTaken, fields: { email: messages.emailTaken } },
    });
  });

  test.each([
    ['no at sign', 'ana.exemplo.com.br'],
    ['no domain dot', 'ana@exemplo'],
    ['a space', 'ana souza@exemplo.com.br'],
    ['empty', ''],
  ])('refuses an e-mail with %s: "E-mail inválido"', async (_case, email) => {
    const res = await signUp({ ...valid(), email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation_error', message: 'E-mail inválido', fields: { email: 'E-mail inválido' } },
    });
  });

  test('refuses a password under 8 characters: "A senha deve conter no mínimo 8 caracteres"', async () => {
    const res = await signUp({ ...valid(), password: '1234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'A senha deve conter no mínimo 8 caracteres',
        fields: { password: 'A senha deve conter no mínimo 8 caracteres' },
      },
    });
  });

  test('accepts a password of exactly 8 characters', async () => {
    expect((await signUp({ ...valid(), password: '12345678' })).statusCode).toBe(201);
  });

  test('names every bad field at once, the first one as the message', async () => {
    const res = await signUp({ email: 'x', password: 'curta' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: messages.nameRequired,
      email: 'E-mail inválido',
      password: 'A senha deve conter no mínimo 8 caracteres',
      acceptedLegalVersion: legalMessages.acceptanceRequired,
    });
    expect(res.json().error.message).toBe(messages.nameRequired);
  });

  test('a refused sign-up writes nothing', async () => {
    const email = uniqueEmail('nada');
    await signUp({ ...valid(), email, password: 'curta' });
    expect(await findUserByEmail(ctx.database.db, email)).toBeUndefined();
  });

  test('refuses an unknown track id', async () => {
    const res = await signUp({ ...valid(), trackId: 'open-bakery' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['trackId']);
  });
});

describe('POST /users with a track: the company comes with the account', () => {
  test.each(['create-company', 'migrate-company'] as const)(
    'trackId %s: a pending company "Empresa de <first name>" on that track, the person its admin, in the first token',
    async (trackId) => {
      const input = { ...valid(), name: '  Ana Maria Souza ', trackId };
      const res = await signUp(input);
      expect(res.statusCode).toBe(201);
      const session = await signInAs(ctx.app, { email: input.email }, input.password);
      expect(session.claims.companies).toHaveLength(1);
      expect(session.claims.companyId).toBe(session.claims.companies[0]);
      expect(session.claims.roles).toContain('company-admin');
      const company = await ctx.app.inject({
        method: 'GET',
        url: `/companies/${session.claims.companyId}`,
        headers: { authorization: session.authorization },
      });
      expect(company.json().data).toMatchObject({
        name: 'Empresa de Ana',
        cnpj: null,
        status: 'pending',
        trackId,
        trackStatus: 'pending',
        partners: [],
        currentSubscription: null,
      });
      const memberships = await listUserMemberships(ctx.database.db, res.json().data.uid);
      expect(memberships).toEqual([{ companyId: session.claims.companyId, role: 'company-admin' }]);
      // The welcome e-mail is in the outbox with the account, linking the track's wizard.
      const mails = await listOutboxMessagesTo(ctx.database.db, input.email);
      expect(mails.map((m) => m.subject)).toEqual(['Boas-vindas: sua conta está criada']);
      expect(mails[0]!.text).toContain('Olá, Ana Maria Souza.');
      const wizard = trackId === 'create-company' ? 'company-opening' : 'company-migration';
      expect(mails[0]!.text).toContain(`${ctx.config.webOrigin}/app/wizard/${wizard}`);
    },
  );

  test('without a trackId no company is created', async () => {
    const input = valid();
    const res = await signUp(input);
    expect(res.statusCode).toBe(201);
    expect(await listUserMemberships(ctx.database.db, res.json().data.uid)).toEqual([]);
    const session = await signInAs(ctx.app, { email: input.email }, input.password);
    expect(session.claims).toMatchObject({ companies: [], companyId: null });
  });

  test('a refused sign-up (e-mail taken) leaves no company behind', async () => {
    const input = { ...valid(), trackId: 'create-company' };
    expect((await signUp(input)).statusCode).toBe(201);
    const { companies } = await import('../../db/schema/companies.js');
    const { count } = await import('drizzle-orm');
    const [before] = await ctx.database.db.select({ n: count() }).from(companies);
    expect((await signUp({ ...input, name: 'Outra Pessoa' })).statusCode).toBe(409);
    const [after] = await ctx.database.db.select({ n: count() }).from(companies);
    expect(after?.n).toBe(before?.n);
  });
});
