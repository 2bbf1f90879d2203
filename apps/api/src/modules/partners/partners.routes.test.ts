import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DUCA_PARTNER_SLUG, messages, partnerMessages, partnerProgramSchema } from '@contabil/contracts';
import { createCompany, createSystemAdmin, createUser, randomCnpj, signInAs } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { listOutboxMessagesTo } from '../mail/mail.repository.js';

let ctx: TestContext;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

async function companyUser() {
  const user = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner: user });
  const { authorization } = await signInAs(ctx.app, user);
  return { user, company, authorization };
}

const ducaData = () => ({
  responsibleName: 'Rita Dona',
  email: 'rita@exemplo.com.br',
  phone: '(11) 91234-5678',
  cnpj: randomCnpj(),
  lives: '2 a 5',
  interest: 'Saúde',
});

const enrol = (companyId: string, data: Record<string, string>, authorization: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/partners/${DUCA_PARTNER_SLUG}/enrolments`,
    query: { companyId },
    payload: { data },
    headers: { authorization },
  });

describe('partners', () => {
  test('duca is seeded with its form; the company enrols once and sees the status', async () => {
    const { company, authorization } = await companyUser();
    const list = await ctx.app.inject({ method: 'GET', url: '/partners', headers: { authorization } });
    const duca = partnerProgramSchema.parse(list.json().data.find((p: { slug: string }) => p.slug === 'duca'));
    expect(duca.name).toBe('Duca Benefícios');
    expect(duca.fields.map((f) => f.key)).toContain('cnpj');

    const bad = await enrol(
      company.id,
      { ...ducaData(), email: 'sem-arroba', cnpj: '11111111111111', lives: 'muitas', responsibleName: '' },
      authorization,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'data.responsibleName': messages.required,
      'data.email': 'E-mail inválido',
      'data.cnpj': 'CNPJ inválido',
      'data.lives': partnerMessages.optionInvalid,
    });

    const ok = await enrol(company.id, { ...ducaData(), extra: 'ignorado' }, authorization);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ status: 'sent', companyId: company.id, partnerSlug: 'duca' });
    expect(ok.json().data.data).not.toHaveProperty('extra');
    const twice = await enrol(company.id, ducaData(), authorization);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(partnerMessages.alreadyEnrolled);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: '/partners/duca',
      query: { companyId: company.id },
      headers: { authorization },
    });
    expect(detail.json().data.enrolment).toMatchObject({ id: ok.json().data.id, status: 'sent' });
  });

  test('a system admin declines with a reason (sent -> declined only once); the company-admins get an e-mail; it may enrol again', async () => {
    const { user, company, authorization } = await companyUser();
    const { id } = (await enrol(company.id, ducaData(), authorization)).json().data as { id: string };
    const decide = (status: string, payload: object = {}) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/admin/partner-enrolments/${id}/status/${status}`,
        payload,
        headers: { authorization: adminAuth },
      });
    expect((await decide('declined')).json().error.fields.reason).toBe(partnerMessages.reasonRequired);
    const declined = await decide('declined', { reason: 'CNPJ com pendências' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', statusReason: 'CNPJ com pendências' });
    expect((await decide('accepted')).statusCode).toBe(409);
    const [mail] = await listOutboxMessagesTo(ctx.database.db, user.email);
    expect(mail?.text).toContain('CNPJ com pendências');
    expect((await enrol(company.id, ducaData(), authorization)).statusCode).toBe(201);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/admin/partners/duca/enrolments',
      query: { status: 'declined' },
      headers: { authorization: adminAuth },
    });
    expect(list.json().data.map((e: { id: string }) => e.id)).toContain(id);
  });

  test('a second partner needs no code: an admin registers it and companies enrol with its own form', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/admin/partners',
      payload: {
        slug: 'contabanco',
        name: 'ContaBanco',
        description: 'Conta PJ sem tarifa para clientes.',
        benefits: ['Sem tarifa de manutenção'],
        fields: [
          {
            key: 'faturamento',
            label: 'Faturamento mensal',
            type: 'select',
            required: true,
            options: ['Até R$ 10 mil', 'Acima'],
          },
        ],
        websiteUrl: null,
      },
      headers: { authorization: adminAuth },
    });
    expect(created.statusCode, created.body).toBe(201);
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/admin/partners',
      payload: { ...created.json().data, id: undefined, createdAt: undefined },
      headers: { authorization: adminAuth },
    });
    expect(taken.statusCode).toBe(409);
    const { company, authorization } = await companyUser();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/partners/contabanco/enrolments',
      query: { companyId: company.id },
      payload: { data: { faturamento: 'Acima' } },
      headers: { authorization },
    });
    expect(res.statusCode).toBe(201);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/admin/partners/contabanco',
      payload: { ...created.json().data, active: false, id: undefined, createdAt: undefined },
      headers: { authorization: adminAuth },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/partners/contabanco', headers: { authorization } })).statusCode,
    ).toBe(404);
  });

  test('tenant isolation: another company’s enrolment 403, no token 401', async () => {
    const a = await companyUser();
    const b = await companyUser();
    expect((await enrol(b.company.id, ducaData(), a.authorization)).statusCode).toBe(403);
    const peek = await ctx.app.inject({
      method: 'GET',
      url: '/partners/duca',
      query: { companyId: b.company.id },
      headers: { authorization: a.authorization },
    });
    expect(peek.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/partners' })).statusCode).toBe(401);
    const asCompany = await ctx.app.inject({
      method: 'POST',
      url: '/admin/partners',
      payload: {},
      headers: { authorization: a.authorization },
    });
    expect(asCompany.statusCode).toBe(403);
  });
});
