import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCompany, createSystemAdmin, createUser, randomCnpj, signInAs } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { createTestA1, createTestCa, type TestCa } from '../certificates/test-certificates.test-support.js';
import { findFiscalProfile } from './fiscal-profile.repository.js';

/** The certificates' start, before the tests' fixed clock (the default start is a day before the real today). */
const VALID_FROM = new Date('2026-01-01T00:00:00Z');
let ctx: TestContext;
let ca: TestCa;
beforeAll(async () => {
  ca = createTestCa();
  ctx = await createTestApp({}, { clock: () => new Date('2026-11-26T12:00:00Z') });
});
afterAll(async () => {
  await ctx?.close();
});

const profileBody = {
  municipalRegistration: '12345678',
  municipalityCode: '3550308',
  simplesOption: '3',
  simplesApuration: '1',
  specialRegime: '0',
  dpsSeries: '1',
};

async function tenant(role: 'company-admin' | 'company-member' = 'company-admin') {
  const user = await createUser(ctx.database.db);
  const cnpj = randomCnpj();
  const company = await createCompany(ctx.database.db, { owner: user, role, cnpj });
  return { companyId: company.id, cnpj, authorization: (await signInAs(ctx.app, user)).authorization };
}

function call(
  who: { companyId: string; authorization: string },
  method: 'GET' | 'PUT',
  url: string,
  payload?: unknown,
  companyId = who.companyId,
) {
  return ctx.app.inject({
    method,
    url,
    query: { companyId },
    headers: { authorization: who.authorization },
    payload: payload as object,
  });
}

function upload(who: { companyId: string; authorization: string }, pkcs12: Buffer, password: string) {
  return call(who, 'PUT', '/nfse/profile/certificate', { certificate: pkcs12.toString('base64'), password });
}

describe('fiscal profile and A1 certificate routes', () => {
  test('the profile is saved; the certificate is accepted, sealed, shown by holder and expiry only', async () => {
    const admin = await tenant();
    expect((await call(admin, 'GET', '/nfse/profile')).statusCode).toBe(404);
    const saved = await call(admin, 'PUT', '/nfse/profile', profileBody);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ municipalityCode: '3550308', nextDpsNumber: 1, certificate: null });
    const a1 = createTestA1(ca, {
      notBefore: VALID_FROM,
      cnpj: admin.cnpj,
      notAfter: new Date('2027-10-01T15:00:00Z'),
    });
    const res = await upload(admin, a1.pkcs12, a1.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.certificate).toEqual({
      holder: 'EMPRESA TESTE LTDA',
      cnpj: admin.cnpj,
      notAfter: '2027-10-01T15:00:00.000Z',
      uploadedAt: expect.any(String),
    });
    expect(res.body).not.toContain(a1.password);
    const row = await findFiscalProfile(ctx.database.db, admin.companyId);
    expect(row?.certificateSealed?.startsWith('v1.')).toBe(true);
    expect(row?.certificatePasswordSealed).not.toContain(a1.password);
    expect((await call(admin, 'GET', '/nfse/profile')).json().data.certificate.holder).toBe('EMPRESA TESTE LTDA');
  });

  test('wrong CNPJ, expired, wrong password: each refused with its message, nothing kept', async () => {
    const admin = await tenant();
    await call(admin, 'PUT', '/nfse/profile', profileBody);
    const other = createTestA1(ca, { notBefore: VALID_FROM, cnpj: '11444777000161' });
    const wrongCnpj = await upload(admin, other.pkcs12, other.password);
    expect(wrongCnpj.statusCode).toBe(400);
    expect(wrongCnpj.json().error.message).toBe(
      'Este certificado é do CNPJ 11.444.777/0001-61, não da empresa: envie o certificado A1 da própria empresa',
    );
    const expired = createTestA1(ca, {
      cnpj: admin.cnpj,
      notBefore: new Date('2025-11-01T12:00:00Z'),
      notAfter: new Date('2026-11-01T12:00:00Z'),
    });
    expect((await upload(admin, expired.pkcs12, expired.password)).json().error.fields).toEqual({
      certificate: 'Este certificado venceu em 01/11/2026: envie um certificado válido',
    });
    const good = createTestA1(ca, { notBefore: VALID_FROM, cnpj: admin.cnpj });
    const wrongPassword = await upload(admin, good.pkcs12, 'senha-errada');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.fields).toEqual({ password: 'Senha do certificado incorreta' });
    expect((await findFiscalProfile(ctx.database.db, admin.companyId))?.certificateSealed).toBeNull();
  });

  test('invalid profile fields are named; a certificate before the profile is a 409', async () => {
    const admin = await tenant();
    const bad = await call(admin, 'PUT', '/nfse/profile', {
      ...profileBody,
      municipalityCode: '355030',
      dpsSeries: '000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      municipalityCode: 'Informe o código IBGE do município (7 dígitos)',
      dpsSeries: 'A série da DPS tem de 1 a 5 dígitos e não pode ser zero',
    });
    const a1 = createTestA1(ca, { notBefore: VALID_FROM, cnpj: admin.cnpj });
    const early = await upload(admin, a1.pkcs12, a1.password);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Preencha o perfil fiscal da empresa antes de enviar o certificado');
  });

  test("tenancy: a member reads but cannot change; another company's user gets 403; our accountant may", async () => {
    const admin = await tenant();
    await call(admin, 'PUT', '/nfse/profile', profileBody);
    const member = await createUser(ctx.database.db);
    const { insertMembership } = await import('../../companies/companies.repository.js');
    await insertMembership(ctx.database.db, admin.companyId, { userId: member.id, role: 'company-member' });
    const asMember = { companyId: admin.companyId, authorization: (await signInAs(ctx.app, member)).authorization };
    const asRead = await call(asMember, 'GET', '/nfse/profile');
    expect(asRead.statusCode).toBe(200);
    // The screen shows it read-only to a member, editable to a company-admin and to us.
    expect(asRead.json().data.canEdit).toBe(false);
    expect((await call(admin, 'GET', '/nfse/profile')).json().data.canEdit).toBe(true);
    expect((await call(asMember, 'PUT', '/nfse/profile', profileBody)).statusCode).toBe(403);
    const stranger = await tenant();
    expect((await call(stranger, 'GET', '/nfse/profile', undefined, admin.companyId)).statusCode).toBe(403);
    const accountant = await createSystemAdmin(ctx.database.db);
    const asAccountant = {
      companyId: admin.companyId,
      authorization: (await signInAs(ctx.app, accountant)).authorization,
    };
    const a1 = createTestA1(ca, { notBefore: VALID_FROM, cnpj: admin.cnpj });
    expect((await call(asAccountant, 'GET', '/nfse/profile')).json().data.canEdit).toBe(true);
    expect((await upload(asAccountant, a1.pkcs12, a1.password)).statusCode).toBe(200);
  });
});
