import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { companySchema, formatCnpj, messages } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { companyMemberships } from '../../db/schema/companies.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  createCompany,
  createSubscription,
  createSystemAdmin,
  createUser,
  randomCnpj,
  signInAs,
} from '../../test/factories.js';
import { brasilApiCompany, startFakeCnpjLookup, type FakeCnpjLookup } from '../../test/fake-cnpj-lookup.js';
import { CnpjTakenError, findCompany, insertCompany, updateCompany } from './companies.repository.js';

let ctx: TestContext;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

async function member() {
  const user = await createUser(ctx.database.db);
  return { user, authorization: (await signInAs(ctx.app, user)).authorization };
}

const post = (app: TestContext['app'], payload: Record<string, unknown>, authorization: string) =>
  app.inject({ method: 'POST', url: '/companies', payload, headers: { authorization } });

describe('POST /companies (lookup off)', () => {
  test('creates a pending company on the migration track, named after the CNPJ, the caller its admin', async () => {
    const { user, authorization } = await member();
    const cnpj = randomCnpj();
    const res = await post(ctx.app, { cnpj: formatCnpj(cnpj) }, authorization);
    expect(res.statusCode, res.body).toBe(201);
    const company = companySchema.parse(res.json().data);
    expect(company).toMatchObject({
      name: `Empresa ${formatCnpj(cnpj)}`,
      cnpj,
      status: 'pending',
      trackId: 'migrate-company',
      trackStatus: 'pending',
      currentSubscription: null,
      partners: [],
      isSolePerson: false,
    });
    const session = await signInAs(ctx.app, user);
    expect(session.claims.companies).toEqual([company.id]);
    expect(session.claims.roles).toContain('company-admin');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company.created')));
    expect(entry).toMatchObject({ actorUserId: user.id, entityId: company.id });
  });

  test('accepts the alphanumeric CNPJ 12.ABC.345/01DE-35', async () => {
    const { authorization } = await member();
    const res = await post(ctx.app, { cnpj: '12.ABC.345/01DE-35' }, authorization);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.cnpj).toBe('12ABC34501DE35');
  });

  test('bad check digits: 400 "CNPJ inválido" on cnpj', async () => {
    const { authorization } = await member();
    const res = await post(ctx.app, { cnpj: '19.131.243/0001-98' }, authorization);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_error',
      message: messages.invalidCnpj,
      fields: { cnpj: messages.invalidCnpj },
    });
  });

  test('a CNPJ another company has: 409', async () => {
    const { authorization } = await member();
    const cnpj = randomCnpj();
    await createCompany(ctx.database.db, { cnpj });
    const res = await post(ctx.app, { cnpj }, authorization);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: messages.cnpjTaken,
      fields: { cnpj: messages.cnpjTaken },
    });
  });

  test('only a system administrator may create it for someone else (userId)', async () => {
    const { authorization } = await member();
    const other = await createUser(ctx.database.db);
    const refused = await post(ctx.app, { cnpj: randomCnpj(), userId: other.id }, authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messages.adminOnly);

    const res = await post(ctx.app, { cnpj: randomCnpj(), userId: other.id }, adminAuth);
    expect(res.statusCode).toBe(201);
    const members = await ctx.database.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.companyId, res.json().data.id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[other.id, 'company-admin']]);

    const unknown = await post(ctx.app, { cnpj: randomCnpj(), userId: randomUUID() }, adminAuth);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['userId']);
  });

  test('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/companies', payload: { cnpj: randomCnpj() } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /companies (lookup required)', () => {
  let fake: FakeCnpjLookup;
  let withLookup: TestContext;
  let authorization: string;
  const known = randomCnpj();
  beforeAll(async () => {
    fake = await startFakeCnpjLookup({
      [known]: brasilApiCompany(known, { razao_social: 'PADARIA PAO QUENTE LTDA', nome_fantasia: 'PAO QUENTE' }),
    });
    withLookup = await createTestApp({ cnpjLookup: { mode: 'required', url: fake.url, timeoutMs: 300 } });
    authorization = (await signInAs(withLookup.app, await createUser(withLookup.database.db))).authorization;
  });
  afterAll(async () => {
    await withLookup.close();
    await fake.close();
  });

  test('an existing CNPJ: name, alias, address and CNAEs from the lookup', async () => {
    const res = await post(withLookup.app, { cnpj: known }, authorization);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'PADARIA PAO QUENTE LTDA',
      alias: 'PAO QUENTE',
      mainCnae: '9430800',
      secondaryCnaes: ['9493600', '6204000'],
      address: { zipCode: '01311902', state: 'SP', city: 'SAO PAULO', ibgeCode: 3550308 },
    });
  });

  test.each(['normal', 'hang', 'error', 'not-json'] as const)(
    'lookup %s (unknown CNPJ, timeout, 500, not JSON): 400 "CNPJ não existe." and nothing created',
    async (behaviour) => {
      fake.behaviour = behaviour;
      const cnpj = randomCnpj();
      const res = await post(withLookup.app, { cnpj }, authorization);
      fake.behaviour = 'normal';
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation_error',
        message: 'CNPJ não existe.',
        fields: { cnpj: 'CNPJ não existe.' },
      });
      const list = await withLookup.app.inject({ method: 'GET', url: '/companies/me', headers: { authorization } });
      expect(list.json().data.some((c: { cnpj: string }) => c.cnpj === cnpj)).toBe(false);
    },
  );

  test('bad check digits never reach the lookup', async () => {
    const before = fake.requests.length;
    const res = await post(withLookup.app, { cnpj: '12.ABC.345/01DE-36' }, authorization);
    expect(res.json().error.message).toBe(messages.invalidCnpj);
    expect(fake.requests.length).toBe(before);
  });
});

describe('GET /companies (system administrators)', () => {
  const list = (query: string, authorization = adminAuth) =>
    ctx.app.inject({ method: 'GET', url: `/companies${query}`, headers: { authorization } });

  test('pages of 25 by default, newest first, with the total', async () => {
    for (let i = 0; i < 26; i++) await createCompany(ctx.database.db);
    // PGlite's clock moves in milliseconds: two companies made in the same one tie on created_at,
    // and the tie goes by id (random), so the newest is made a few milliseconds later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newest = await createCompany(ctx.database.db);
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(25);
    expect(body).toMatchObject({ limit: 25, offset: 0 });
    expect(body.total).toBeGreaterThanOrEqual(27);
    expect(body.data[0].id).toBe(newest.id);
    const second = (await list('?limit=5&offset=1')).json();
    expect(second.data).toHaveLength(5);
    expect(second.data[0].id).toBe(body.data[1].id);
  });

  test('query matches name and alias without accents or case, and the CNPJ masked or not', async () => {
    const tag = randomUUID().slice(0, 6);
    const cnpj = randomCnpj();
    const byName = await createCompany(ctx.database.db, { name: `Padaria São João ${tag}` });
    const byCnpj = await createCompany(ctx.database.db, { cnpj });
    const ids = async (query: string) =>
      (await list(`?query=${encodeURIComponent(query)}`)).json().data.map((c: { id: string }) => c.id);
    expect(await ids(`SAO JOAO ${tag}`)).toEqual([byName.id]);
    expect(await ids(formatCnpj(cnpj))).toEqual([byCnpj.id]);
    expect(await ids(cnpj.slice(2, 11))).toContain(byCnpj.id);
    expect(await ids(`nada-${tag}`)).toEqual([]);
  });

  test('filters by status', async () => {
    const disabled = await createCompany(ctx.database.db, { status: 'disabled' });
    const res = (await list('?status=disabled&limit=100')).json();
    expect(res.data.map((c: { id: string }) => c.id)).toContain(disabled.id);
    expect(res.data.every((c: { status: string }) => c.status === 'disabled')).toBe(true);
  });

  test('each company carries its latest subscription and plan, read for the whole page at once', async () => {
    const company = await createCompany(ctx.database.db, { name: `Assinante ${randomUUID().slice(0, 6)}` });
    await createSubscription(ctx.database.db, company.id, {
      planSlug: 'mei',
      status: 'canceled',
      createdAt: new Date(Date.now() - 60_000),
    });
    const { subscription, plan } = await createSubscription(ctx.database.db, company.id, {
      planSlug: 'servicos',
      status: 'active',
    });
    const res = (await list(`?query=${encodeURIComponent(company.name)}`)).json();
    expect(res.data[0].currentSubscription).toEqual({
      id: subscription.id,
      status: 'active',
      planId: plan.id,
      planName: 'Serviços',
      price: 249,
    });
  });

  test('a company user gets 403; bad paging is 400', async () => {
    const { authorization } = await member();
    expect((await list('', authorization)).statusCode).toBe(403);
    expect((await list('?limit=101')).statusCode).toBe(400);
    expect((await list('?status=closed')).statusCode).toBe(400);
  });
});

describe('PUT /companies/:id (system administrators)', () => {
  const put = (id: string, payload: Record<string, unknown>, authorization = adminAuth) =>
    ctx.app.inject({ method: 'PUT', url: `/companies/${id}`, payload, headers: { authorization } });

  test('updates the fields given and audits which changed', async () => {
    const company = await createCompany(ctx.database.db, { name: 'Nome Antigo Ltda' });
    const cnpj = randomCnpj();
    const res = await put(company.id, {
      name: 'Nome Novo Ltda',
      alias: 'Novo',
      cnpj: formatCnpj(cnpj),
      municipalInscription: '123456',
      address: {
        zipCode: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'sp',
      },
      legalNature: 'limited_liability',
      size: 'EPP',
      branchType: 'matriz',
      mainCnae: '6201-5/01',
      secondaryCnaes: ['9511800'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Nome Novo Ltda',
      alias: 'Novo',
      cnpj,
      municipalInscription: '123456',
      address: { zipCode: '01310100', state: 'SP', city: 'São Paulo' },
      legalNature: 'limited_liability',
      size: 'EPP',
      mainCnae: '6201501',
      secondaryCnaes: ['9511800'],
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company.updated')));
    expect((entry?.details as { fields: string[] }).fields.sort()).toEqual(
      [
        'address',
        'alias',
        'branchType',
        'cnpj',
        'legalNature',
        'mainCnae',
        'municipalInscription',
        'name',
        'secondaryCnaes',
        'size',
      ].sort(),
    );
  });

  test('a CNPJ of another company is 409; its own CNPJ again is fine', async () => {
    const cnpj = randomCnpj();
    await createCompany(ctx.database.db, { cnpj });
    const company = await createCompany(ctx.database.db, { cnpj: randomCnpj() });
    const res = await put(company.id, { cnpj });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.cnpjTaken);
    expect((await put(company.id, { cnpj: company.cnpj })).statusCode).toBe(200);
  });

  // Issue 26 item 6: the admin company page's form. Only our accountants (system administrators)
  // change a registration; each change leaves an audit row saying who, which request and which fields.
  test('only system administrators; the audit row names the accountant and the fields changed', async () => {
    const owner = await createUser(ctx.database.db);
    const company = await createCompany(ctx.database.db, { owner, name: 'Oficina Antiga Ltda' });
    const audits = () =>
      ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company.updated')));

    const memberUser = await createUser(ctx.database.db);
    await ctx.database.db
      .insert(companyMemberships)
      .values({ companyId: company.id, userId: memberUser.id, role: 'company-member' });
    const memberAuth = (await signInAs(ctx.app, memberUser)).authorization;
    const refused = await put(company.id, { municipalInscription: '999' }, memberAuth);
    expect(refused.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/companies/${company.id}`,
      payload: { name: 'X Ltda' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await audits()).toEqual([]);

    const accountant = await createSystemAdmin(ctx.database.db);
    const accountantAuth = (await signInAs(ctx.app, accountant)).authorization;
    const res = await put(company.id, { name: 'Oficina Nova Ltda', municipalInscription: '7654321' }, accountantAuth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Oficina Nova Ltda', municipalInscription: '7654321' });
    const [entry, ...others] = await audits();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ actorUserId: accountant.id, entityType: 'company', entityId: company.id });
    expect((entry?.details as { fields: string[] }).fields.sort()).toEqual(['municipalInscription', 'name']);

    // The same data again changes nothing and audits nothing.
    expect((await put(company.id, { name: 'Oficina Nova Ltda' }, accountantAuth)).statusCode).toBe(200);
    expect(await audits()).toHaveLength(1);
  });

  test('an incomplete address is 400 with each missing field in Portuguese', async () => {
    const company = await createCompany(ctx.database.db);
    const res = await put(company.id, { address: { zipCode: '01310-100', city: 'São Paulo', state: 'SP' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'address.street': 'Informe a rua',
      'address.number': 'Informe o número',
      'address.neighborhood': 'Informe o bairro',
    });
  });

  test('bad input is 400 per field; unknown company 404; a company admin 403', async () => {
    const owner = await createUser(ctx.database.db);
    const company = await createCompany(ctx.database.db, { owner });
    const bad = await put(company.id, { cnpj: '123', name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ cnpj: messages.invalidCnpj, name: 'Informe a razão social' });
    expect((await put(randomUUID(), { name: 'Outra Ltda' })).statusCode).toBe(404);
    const ownAuth = (await signInAs(ctx.app, owner)).authorization;
    expect((await put(company.id, { name: 'Minha Ltda' }, ownAuth)).statusCode).toBe(403);
    expect((await findCompany(ctx.database.db, company.id))?.name).toBe(company.name);
  });
});

describe('the company view', () => {
  test('partners come from the partners step; one partner makes it sole-person', async () => {
    const owner = await createUser(ctx.database.db);
    const authorization = (await signInAs(ctx.app, owner)).authorization;
    const sole = await createCompany(ctx.database.db, {
      owner,
      trackId: 'create-company',
      stepsDone: ['partner-registration'],
    });
    const pair = await createCompany(ctx.database.db, {
      owner,
      trackId: 'migrate-company',
      stepsDone: ['partner-registration-basic'],
      partners: 2,
    });
    const get = async (id: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/companies/${id}`, headers: { authorization } })).json().data;
    const soleView = companySchema.parse(await get(sole.id));
    expect(soleView.partners).toHaveLength(1);
    expect(soleView.partners[0]).toEqual({
      name: 'Sócia A da Silva',
      cpf: expect.stringMatching(/^\d{11}$/),
      sharePercent: 100,
      isAdministrator: true,
    });
    expect(soleView.isSolePerson).toBe(true);
    const pairView = companySchema.parse(await get(pair.id));
    expect(pairView.partners.map((p) => p.sharePercent)).toEqual([50, 50]);
    expect(pairView.isSolePerson).toBe(false);
  });

  test('GET /companies/me carries each company’s subscription', async () => {
    const owner = await createUser(ctx.database.db);
    const company = await createCompany(ctx.database.db, { owner });
    await createSubscription(ctx.database.db, company.id, { planSlug: 'comercio', status: 'past_due' });
    const authorization = (await signInAs(ctx.app, owner)).authorization;
    const res = await ctx.app.inject({ method: 'GET', url: '/companies/me', headers: { authorization } });
    expect(res.json().data[0].currentSubscription).toMatchObject({
      status: 'past_due',
      planName: 'Comércio',
      price: 349,
    });
  });
});

describe('the CNPJ unique index', () => {
  test('a concurrent duplicate that slips past the check is still refused, as CnpjTakenError', async () => {
    const cnpj = randomCnpj();
    await createCompany(ctx.database.db, { cnpj });
    await expect(insertCompany(ctx.database.db, { name: 'Duplicada Ltda', cnpj })).rejects.toBeInstanceOf(
      CnpjTakenError,
    );
    const other = await createCompany(ctx.database.db);
    await expect(updateCompany(ctx.database.db, other.id, { cnpj })).rejects.toBeInstanceOf(CnpjTakenError);
  });
});
