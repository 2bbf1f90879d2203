import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { companySchema, formatCnpj, messages, trackSchema, type StepId, type TrackId } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  TEST_CNAES,
  createCompany,
  createCompanyFile,
  createSubscription,
  createSystemAdmin,
  createUser,
  ensureTestCnaes,
  randomCnpj,
  signInAs,
  stepPayloadInput,
} from '../../test/factories.js';
import { brasilApiCompany, startFakeCnpjLookup, type FakeCnpjLookup } from '../../test/fake-cnpj-lookup.js';
import { createMailer } from '../mail/mailer.js';
import { listOutboxMessagesTo } from '../mail/mail.repository.js';
import { completeSubscriptionStep } from './subscription-step.service.js';
import { findCompany, listCompanySteps } from './companies.repository.js';

let ctx: TestContext;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ensureTestCnaes(ctx.database.db);
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

async function tenant(
  options: {
    trackId?: TrackId | null;
    stepsDone?: StepId[] | 'all';
    status?: 'pending' | 'opening';
    partners?: number;
  } = {},
  app: TestContext = ctx,
) {
  const owner = await createUser(app.database.db);
  const company = await createCompany(app.database.db, {
    owner,
    status: options.status ?? 'pending',
    trackId: options.trackId === undefined ? 'create-company' : options.trackId,
    stepsDone: options.stepsDone ?? [],
    partners: options.partners,
  });
  return { owner, company, authorization: (await signInAs(app.app, owner)).authorization };
}

const postStep = (companyId: string, stepId: string, payload: unknown, authorization: string, app = ctx) =>
  app.app.inject({
    method: 'POST',
    url: `/companies/${companyId}/steps/${stepId}`,
    payload: payload as Record<string, unknown>,
    headers: { authorization },
  });
const getJson = async (url: string, authorization: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: { authorization } })).json().data;
const putStatus = (companyId: string, status: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/companies/${companyId}/status/${status}`,
    headers: { authorization: adminAuth },
  });

const mail = () => ({ mailer: createMailer(ctx.jobs), webOrigin: ctx.config.webOrigin });

async function pay(companyId: string) {
  const { subscription, plan } = await createSubscription(ctx.database.db, companyId);
  await ctx.database.db.transaction((tx) =>
    completeSubscriptionStep(tx, mail(), companyId, {
      planId: plan.id,
      subscriptionId: subscription.id,
      paidAt: new Date(),
    }),
  );
}

/** The payload a track answer carries for one of its steps. */
const savedPayload = (track: unknown, stepId: string) =>
  trackSchema.parse(track).steps.find((step) => step.stepId === stepId)?.payload;

describe('the opening track, start to finish', () => {
  test('each step saves, fills the company, and the track goes pending -> in_progress -> done', async () => {
    const { owner, company, authorization } = await tenant();
    const steps = `/companies/${company.id}/steps`;
    expect((await getJson(steps, authorization)).status).toBe('pending');

    const partners = stepPayloadInput('partner-registration');
    let res = await postStep(company.id, 'partner-registration', partners, authorization);
    expect(res.statusCode, res.body).toBe(200);
    const track = trackSchema.parse(res.json().data);
    expect(track.status).toBe('in_progress');
    expect(track.steps).toEqual([
      {
        stepId: 'partner-registration',
        status: 'done',
        payload: { partners: [expect.objectContaining({ cpf: partners.partners[0]!.cpf, phone: '11912345678' })] },
      },
    ]);
    let view = companySchema.parse(await getJson(`/companies/${company.id}`, authorization));
    expect(view.partners).toEqual([
      { name: 'Sócia A da Silva', cpf: partners.partners[0]!.cpf, sharePercent: 100, isAdministrator: true },
    ]);
    expect(view.isSolePerson).toBe(true);
    expect(view.trackStatus).toBe('in_progress');

    res = await postStep(company.id, 'pre-registration', stepPayloadInput('pre-registration'), authorization);
    expect(res.statusCode, res.body).toBe(200);
    // Money in reais, in and out (decision 019).
    expect(savedPayload(res.json().data, 'pre-registration')).toMatchObject({ shareCapital: 10_000 });
    view = companySchema.parse(await getJson(`/companies/${company.id}`, authorization));
    expect(view).toMatchObject({
      name: 'Código Certo Tecnologia',
      alias: 'Código Certo',
      legalNature: 'private_limited',
      size: 'ME',
      branchType: 'matriz',
      mainCnae: TEST_CNAES.software,
      secondaryCnaes: [TEST_CNAES.computerRepair],
    });

    res = await postStep(company.id, 'select-fiscal-address', stepPayloadInput('select-fiscal-address'), authorization);
    expect(res.statusCode, res.body).toBe(200);
    view = companySchema.parse(await getJson(`/companies/${company.id}`, authorization));
    expect(view.address).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Sala 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      ibgeCode: 3550308,
    });

    await pay(company.id);
    expect((await findCompany(ctx.database.db, company.id))?.status).toBe('awaiting_opening');

    res = await postStep(company.id, 'awaiting-guide', stepPayloadInput('awaiting-guide'), adminAuth);
    expect(res.statusCode, res.body).toBe(200);
    expect(savedPayload(res.json().data, 'awaiting-guide')).toMatchObject({ amount: 185 });
    // The customer's turn: the guide, with its value and due date, by e-mail with the step.
    const [guideMail] = await listOutboxMessagesTo(ctx.database.db, owner.email);
    expect(guideMail?.subject).toMatch(/^Guia de registro pronta: R\$\s185,00, vence em 10\/03\/2030$/);
    expect(guideMail?.text).toContain(`${ctx.config.webOrigin}/app/wizard/company-opening`);
    const file = await createCompanyFile(ctx.database.db, company.id);
    res = await postStep(
      company.id,
      'upload-guide-receipt',
      stepPayloadInput('upload-guide-receipt', { receiptFileId: file.id }),
      authorization,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Not yet done: the company is not activated.
    expect((await findCompany(ctx.database.db, company.id))?.status).toBe('awaiting_opening');

    const cnpj = randomCnpj();
    res = await postStep(
      company.id,
      'download-company-info',
      stepPayloadInput('download-company-info', { cnpj: formatCnpj(cnpj) }),
      adminAuth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('done');
    view = companySchema.parse(await getJson(`/companies/${company.id}`, authorization));
    expect(view).toMatchObject({
      cnpj,
      name: 'Código Certo Tecnologia Ltda',
      municipalInscription: '1.234.567-8',
      trackStatus: 'done',
      currentSubscription: expect.objectContaining({ status: 'active', planName: 'MEI' }),
    });
    // The last step made the company active at once, through the machine, audited, and the owner was told.
    expect(view.status).toBe('active');
    const moves = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company.status_changed')));
    expect(moves.map((m) => [m.actorUserId === null ? 'system' : m.actorUserId, m.details])).toEqual([
      ['system', { from: 'pending', to: 'awaiting_opening' }],
      [expect.any(String), { from: 'awaiting_opening', to: 'opening' }],
      [expect.any(String), { from: 'opening', to: 'active' }],
    ]);
    const [activeMail] = await listOutboxMessagesTo(ctx.database.db, owner.email);
    expect(activeMail?.subject).toBe('A empresa Código Certo Tecnologia Ltda está ativa');
    expect(activeMail?.text).toContain(`${ctx.config.webOrigin}/app/panel`);
  });

  test('each save is audited with the step id only (no personal data)', async () => {
    const { owner, company, authorization } = await tenant();
    await postStep(company.id, 'partner-registration', stepPayloadInput('partner-registration'), authorization);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company.step_saved')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: owner.id, details: { stepId: 'partner-registration' } });
  });
});

describe('the migration track', () => {
  test('partners, accountant switch (sets the CNPJ), address, payment, company info: done', async () => {
    const { company, authorization } = await tenant({ trackId: 'migrate-company' });
    let res = await postStep(
      company.id,
      'partner-registration-basic',
      stepPayloadInput('partner-registration-basic', { partners: 2 }),
      authorization,
    );
    expect(res.statusCode, res.body).toBe(200);
    const cnpj = randomCnpj();
    res = await postStep(
      company.id,
      'migrate-accountant',
      stepPayloadInput('migrate-accountant', { cnpj: formatCnpj(cnpj) }),
      authorization,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await findCompany(ctx.database.db, company.id))?.cnpj).toBe(cnpj);
    res = await postStep(company.id, 'select-fiscal-address', stepPayloadInput('select-fiscal-address'), authorization);
    expect(res.json().data.status).toBe('in_progress');
    await pay(company.id);
    expect((await findCompany(ctx.database.db, company.id))?.status).toBe('migrating');
    res = await postStep(
      company.id,
      'download-company-info',
      stepPayloadInput('download-company-info', { cnpj }),
      adminAuth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('done');
    const view = companySchema.parse(await getJson(`/companies/${company.id}`, authorization));
    expect(view.partners).toHaveLength(2);
    expect(view.isSolePerson).toBe(false);
    // The accountant's last step activates the migrated company: no status to change by hand.
    expect(view.status).toBe('active');
    expect((await putStatus(company.id, 'active')).statusCode).toBe(409);
  });

  test('the accountant switch refuses a CNPJ another company has: 409', async () => {
    const taken = randomCnpj();
    await createCompany(ctx.database.db, { cnpj: taken });
    const { company, authorization } = await tenant({
      trackId: 'migrate-company',
      stepsDone: ['partner-registration-basic'],
    });
    const res = await postStep(
      company.id,
      'migrate-accountant',
      stepPayloadInput('migrate-accountant', { cnpj: taken }),
      authorization,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: messages.cnpjTaken,
      fields: { cnpj: messages.cnpjTaken },
    });
    expect((await listCompanySteps(ctx.database.db, company.id)).map((s) => s.stepId)).toEqual([
      'partner-registration-basic',
    ]);
  });
});

describe('the rules of the track', () => {
  test('a step of the other track, or any step of a company without a track: 409', async () => {
    const migration = await tenant({ trackId: 'migrate-company' });
    let res = await postStep(
      migration.company.id,
      'partner-registration',
      stepPayloadInput('partner-registration'),
      migration.authorization,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'conflict', message: messages.stepNotInTrack });
    const none = await tenant({ trackId: null });
    res = await postStep(
      none.company.id,
      'partner-registration',
      stepPayloadInput('partner-registration'),
      none.authorization,
    );
    expect(res.json().error.message).toBe(messages.stepNotInTrack);
  });

  test('the subscription step is never posted: 409, even by an administrator', async () => {
    const { company, authorization } = await tenant({
      stepsDone: ['partner-registration', 'pre-registration', 'select-fiscal-address'],
    });
    const payload = { planId: randomUUID(), subscriptionId: randomUUID(), paidAt: new Date().toISOString() };
    for (const auth of [authorization, adminAuth]) {
      const res = await postStep(company.id, 'subscription', payload, auth);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(messages.stepByPayment);
    }
  });

  test('accountant steps are for system administrators: 403 for the company’s own users', async () => {
    const { company, authorization } = await tenant({
      stepsDone: ['partner-registration', 'pre-registration', 'select-fiscal-address', 'subscription'],
      status: 'opening',
    });
    const res = await postStep(company.id, 'awaiting-guide', stepPayloadInput('awaiting-guide'), authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: messages.stepForAccountants });
    const download = await postStep(
      company.id,
      'download-company-info',
      stepPayloadInput('download-company-info'),
      authorization,
    );
    expect(download.statusCode).toBe(403);
  });

  test('every earlier step must be done first: 409', async () => {
    const { company, authorization } = await tenant();
    let res = await postStep(company.id, 'pre-registration', stepPayloadInput('pre-registration'), authorization);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.previousStepsPending);
    res = await postStep(company.id, 'awaiting-guide', stepPayloadInput('awaiting-guide'), adminAuth);
    expect(res.json().error.message).toBe(messages.previousStepsPending);
    expect(await listCompanySteps(ctx.database.db, company.id)).toEqual([]);
  });

  test('the forms before the payment can be redone while the company is pending, then they are locked', async () => {
    const { company, authorization } = await tenant({ stepsDone: ['partner-registration', 'pre-registration'] });
    const again = await postStep(
      company.id,
      'partner-registration',
      stepPayloadInput('partner-registration'),
      authorization,
    );
    expect(again.statusCode, again.body).toBe(200);

    const placed = await tenant({
      stepsDone: ['partner-registration', 'pre-registration', 'select-fiscal-address', 'subscription'],
      status: 'opening',
    });
    for (const stepId of ['partner-registration', 'pre-registration', 'select-fiscal-address'] as const) {
      const res = await postStep(placed.company.id, stepId, stepPayloadInput(stepId), placed.authorization);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(messages.stepLocked);
    }
  });

  test('after the payment a step is locked once a later one is done', async () => {
    const { company, authorization } = await tenant({ stepsDone: 'all', status: 'opening' });
    const file = await createCompanyFile(ctx.database.db, company.id);
    const res = await postStep(
      company.id,
      'upload-guide-receipt',
      stepPayloadInput('upload-guide-receipt', { receiptFileId: file.id }),
      authorization,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.stepLocked);
    const guide = await postStep(company.id, 'awaiting-guide', stepPayloadInput('awaiting-guide'), adminAuth);
    expect(guide.json().error.message).toBe(messages.stepLocked);
    // The last step can still be corrected by the accountants.
    const info = await postStep(
      company.id,
      'download-company-info',
      stepPayloadInput('download-company-info'),
      adminAuth,
    );
    expect(info.statusCode, info.body).toBe(200);
  });

  test('an unknown step id or company id is 400; an unknown company is 404', async () => {
    const { company, authorization } = await tenant();
    expect((await postStep(company.id, 'open-bakery', {}, authorization)).statusCode).toBe(400);
    expect((await postStep('123', 'pre-registration', {}, authorization)).statusCode).toBe(400);
    expect((await postStep(randomUUID(), 'pre-registration', {}, adminAuth)).statusCode).toBe(404);
  });
});

describe('payload validation', () => {
  test('the step’s schema: 400 with every bad field, as the error handler answers a bad body', async () => {
    const { company, authorization } = await tenant();
    const payload = stepPayloadInput('partner-registration');
    payload.partners[0]!.cpf = '123.456.789-00';
    payload.partners[0]!.email = 'sem-arroba';
    const res = await postStep(company.id, 'partner-registration', payload, authorization);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_error',
      message: messages.invalidCpf,
      fields: { 'partners.0.cpf': messages.invalidCpf, 'partners.0.email': messages.invalidEmail },
    });
    const empty = await postStep(company.id, 'partner-registration', {}, authorization);
    expect(Object.keys(empty.json().error.fields)).toEqual(['partners']);
  });

  test.each([
    ['private_limited', 2, messages.legalNatureNeedsOnePartner],
    ['on_person', 2, messages.legalNatureNeedsOnePartner],
    ['limited_liability', 1, messages.legalNatureNeedsPartners],
  ] as const)('legal nature %s with %i partner(s): 400 on legalNature', async (legalNature, partners, message) => {
    const { company, authorization } = await tenant({ stepsDone: ['partner-registration'], partners });
    const res = await postStep(
      company.id,
      'pre-registration',
      { ...stepPayloadInput('pre-registration'), legalNature },
      authorization,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'validation_error', message, fields: { legalNature: message } });
  });

  test('a sociedade limitada with two partners is accepted', async () => {
    const { company, authorization } = await tenant({ stepsDone: ['partner-registration'], partners: 2 });
    const res = await postStep(
      company.id,
      'pre-registration',
      stepPayloadInput('pre-registration', { partners: 2 }),
      authorization,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  test('an MEI: only MEI-allowed CNAEs, main and secondary, each on its own field', async () => {
    const { company, authorization } = await tenant({ stepsDone: ['partner-registration'] });
    const mei = { ...stepPayloadInput('pre-registration'), size: 'MEI' as const, legalNature: 'on_person' as const };
    const res = await postStep(
      company.id,
      'pre-registration',
      { ...mei, mainCnae: TEST_CNAES.software, secondaryCnaes: [TEST_CNAES.clothing] },
      authorization,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ mainCnae: messages.cnaeNotAllowedForMei });

    const secondary = await postStep(
      company.id,
      'pre-registration',
      { ...mei, mainCnae: TEST_CNAES.clothing, secondaryCnaes: [TEST_CNAES.computerRepair, TEST_CNAES.software] },
      authorization,
    );
    expect(secondary.json().error.fields).toEqual({ 'secondaryCnaes.1': messages.cnaeNotAllowedForMei });

    const ok = await postStep(
      company.id,
      'pre-registration',
      { ...mei, mainCnae: '4781-4/00', secondaryCnaes: ['9511-8/00'] },
      authorization,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await findCompany(ctx.database.db, company.id))?.size).toBe('MEI');
  });

  test('every CNAE must exist in the CNAE table', async () => {
    const { company, authorization } = await tenant({ stepsDone: ['partner-registration'] });
    const res = await postStep(
      company.id,
      'pre-registration',
      { ...stepPayloadInput('pre-registration'), mainCnae: '0111-3/01', secondaryCnaes: ['9511-8/00', '9999-9/99'] },
      authorization,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_error',
      message: messages.unknownCnae,
      fields: { mainCnae: messages.unknownCnae, 'secondaryCnaes.1': messages.unknownCnae },
    });
  });

  test('the guide receipt must be a file of the same company', async () => {
    const { company, authorization } = await tenant({
      stepsDone: [
        'partner-registration',
        'pre-registration',
        'select-fiscal-address',
        'subscription',
        'awaiting-guide',
      ],
      status: 'opening',
    });
    const other = await tenant();
    const foreign = await createCompanyFile(ctx.database.db, other.company.id);
    for (const receiptFileId of [foreign.id, randomUUID()]) {
      const res = await postStep(
        company.id,
        'upload-guide-receipt',
        stepPayloadInput('upload-guide-receipt', { receiptFileId }),
        authorization,
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['receiptFileId']);
    }
  });

  test('the company info refuses a CNPJ another company has: 409', async () => {
    const taken = randomCnpj();
    await createCompany(ctx.database.db, { cnpj: taken });
    const { company } = await tenant({
      stepsDone: [
        'partner-registration',
        'pre-registration',
        'select-fiscal-address',
        'subscription',
        'awaiting-guide',
        'upload-guide-receipt',
      ],
      status: 'opening',
    });
    const res = await postStep(
      company.id,
      'download-company-info',
      stepPayloadInput('download-company-info', { cnpj: taken }),
      adminAuth,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.cnpjTaken);
  });

  test('re-listing partners that no longer fit the chosen legal nature reopens the pre-registration', async () => {
    const { company, authorization } = await tenant({
      stepsDone: ['partner-registration', 'pre-registration', 'select-fiscal-address'],
    });
    const res = await postStep(
      company.id,
      'partner-registration',
      stepPayloadInput('partner-registration', { partners: 2 }),
      authorization,
    );
    expect(res.statusCode, res.body).toBe(200);
    const track = trackSchema.parse(res.json().data);
    expect(track.steps.find((s) => s.stepId === 'pre-registration')?.status).toBe('in_progress');
    expect(track.status).toBe('in_progress');
  });
});

describe('the accountant switch with the CNPJ lookup required', () => {
  let fake: FakeCnpjLookup;
  let withLookup: TestContext;
  const known = randomCnpj();
  beforeAll(async () => {
    fake = await startFakeCnpjLookup({
      [known]: brasilApiCompany(known, { razao_social: 'OFICINA DO ZE LTDA', nome_fantasia: 'OFICINA DO ZE' }),
    });
    withLookup = await createTestApp({ cnpjLookup: { mode: 'required', url: fake.url, timeoutMs: 300 } });
  });
  afterAll(async () => {
    await withLookup.close();
    await fake.close();
  });

  test('an unknown CNPJ: 400 "CNPJ não existe."; a known one names the company', async () => {
    const { company, authorization } = await tenant(
      { trackId: 'migrate-company', stepsDone: ['partner-registration-basic'] },
      withLookup,
    );
    const unknown = await postStep(
      company.id,
      'migrate-accountant',
      stepPayloadInput('migrate-accountant'),
      authorization,
      withLookup,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'validation_error',
      message: 'CNPJ não existe.',
      fields: { cnpj: 'CNPJ não existe.' },
    });
    const res = await postStep(
      company.id,
      'migrate-accountant',
      stepPayloadInput('migrate-accountant', { cnpj: known }),
      authorization,
      withLookup,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await findCompany(withLookup.database.db, company.id)).toMatchObject({
      cnpj: known,
      name: 'OFICINA DO ZE LTDA',
      alias: 'OFICINA DO ZE',
    });
  });
});

describe('tenant isolation', () => {
  test('a member of company A cannot read or save the steps of company B', async () => {
    const a = await tenant();
    const b = await tenant();
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${b.company.id}/steps`,
      headers: { authorization: a.authorization },
    });
    expect(read.statusCode).toBe(403);
    const res = await postStep(
      b.company.id,
      'partner-registration',
      stepPayloadInput('partner-registration'),
      a.authorization,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(messages.companyForbidden);
    expect(await listCompanySteps(ctx.database.db, b.company.id)).toEqual([]);
  });

  test('a system administrator may fill the customer’s steps too', async () => {
    const { company } = await tenant();
    const res = await postStep(company.id, 'partner-registration', stepPayloadInput('partner-registration'), adminAuth);
    expect(res.statusCode).toBe(200);
  });
});
