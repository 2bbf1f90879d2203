import { describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  NFS_FILE_MAX_BYTES,
  ROLE_SYSTEM_ADMIN,
  formatCnpj,
  formatCpf,
  messages,
  nfsMessages,
  nfsRequestSchema,
  type NfsRequest,
  type NfsRequestInput,
  type NfsRequestStatus,
} from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { companyFiles } from '../../db/schema/companies.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { nfseServiceCodes, nfsRequests, nfsTakers } from '../../db/schema/nfs.js';
import { fileTestApp } from '../../test/file-test-app.js';
import { TEST_WEB_ORIGIN } from '../../test/test-app.js';
import {
  SAMPLE_PDF,
  TEST_SERVICE_CODES,
  createCompany,
  createSystemAdmin,
  createUser,
  ensureTestServiceCodes,
  mintedBearer,
  mintedTenant,
  type MintedTenant,
  randomCnpj,
  randomCpf,
  uniqueEmail,
} from '../../test/factories.js';
import type { UserRow } from '../users/users.repository.js';
import { insertMembership } from '../companies/companies.repository.js';
import { attachmentDisposition } from '../../lib/file-names.js';
import { changeNfsRequestStatus } from './nfs-requests.service.js';
import { formatBrl } from './nfs-notifications.js';
import { looksLikeXml } from '../storage/index.js';
import { multipart } from '../../test/multipart.js';
import { sqlRows } from '../../test/jobs.js';

const suite = fileTestApp({ prepare: ensureTestServiceCodes });

const db = () => suite.ctx.database.db;

const bearer = (user: UserRow) => mintedBearer(suite.ctx, user);

const SAMPLE_XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse"><infNFSe Id="NFS1"/></NFSe>\n',
  'utf8',
);

type Tenant = MintedTenant;

/** A company that may ask for notes (CNPJ, active) and its company-admin, signed in. */
const tenant = (options: { name?: string } = {}): Promise<Tenant> =>
  mintedTenant(
    suite.ctx,
    { email: uniqueEmail('dona'), name: 'Dona da Empresa' },
    { cnpj: randomCnpj(), name: options.name },
  );

function input(overrides: Partial<NfsRequestInput> = {}): NfsRequestInput {
  return {
    emissionType: 'cnpj',
    cnpj: formatCnpj(randomCnpj()),
    totalValue: 1500.5,
    taker: { name: 'Cliente Exemplo Ltda', email: 'financeiro@cliente.com.br' },
    serviceCode: TEST_SERVICE_CODES.software,
    serviceDescription: 'Desenvolvimento do site institucional',
    competenceDate: '2026-03-01',
    ...overrides,
  };
}

const post = (companyId: string, authorization: string, payload: object) =>
  suite.ctx.app.inject({
    method: 'POST',
    url: `/nfs/requests?companyId=${companyId}`,
    headers: { authorization },
    payload,
  });

async function createRequest(t: Tenant, overrides: Partial<NfsRequestInput> = {}): Promise<NfsRequest> {
  const res = await post(t.company.id, t.authorization, input(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return nfsRequestSchema.parse(res.json().data);
}

const get = (url: string, authorization: string) =>
  suite.ctx.app.inject({ method: 'GET', url, headers: { authorization } });

const put = (id: string, status: string, payload?: unknown, authorization = suite.adminAuth) =>
  suite.ctx.app.inject({
    method: 'PUT',
    url: `/nfs/requests/${id}/status/${status}`,
    headers: { authorization },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const cancel = (companyId: string, id: string, authorization: string) =>
  suite.ctx.app.inject({
    method: 'DELETE',
    url: `/nfs/requests/${id}?companyId=${companyId}`,
    headers: { authorization },
  });

function upload(
  id: string,
  kind: string,
  content: Buffer | string,
  authorization = suite.adminAuth,
  fileName?: string,
) {
  const body = multipart([{ field: 'file', fileName: fileName ?? `nota.${kind}`, content }]);
  return suite.ctx.app.inject({
    method: 'POST',
    url: `/nfs/requests/${id}/files/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, authorization },
  });
}

const download = (companyId: string, id: string, kind: string, authorization: string) =>
  get(`/nfs/requests/${id}/files/${kind}?companyId=${companyId}`, authorization);

async function rowOf(id: string) {
  const [row] = await db().select().from(nfsRequests).where(eq(nfsRequests.id, id));
  return row;
}

async function requestsOf(companyId: string) {
  return db().select().from(nfsRequests).where(eq(nfsRequests.companyId, companyId));
}

async function takersOf(companyId: string) {
  return db().select().from(nfsTakers).where(eq(nfsTakers.companyId, companyId));
}

async function mailTo(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

async function expectStatus(res: { statusCode: number; body: string }, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body).error.message).toBe(message);
}

/** A request taken by an accountant (processing). */
async function processing(t: Tenant, overrides: Partial<NfsRequestInput> = {}) {
  const request = await createRequest(t, overrides);
  expect((await put(request.id, 'processing')).statusCode).toBe(200);
  return request;
}

/** A request issued with both files and note number 123. */
async function issued(t: Tenant, overrides: Partial<NfsRequestInput> = {}, invoiceNumber = '123') {
  const request = await processing(t, overrides);
  expect((await upload(request.id, 'pdf', SAMPLE_PDF)).statusCode).toBe(200);
  expect((await upload(request.id, 'xml', SAMPLE_XML)).statusCode).toBe(200);
  const res = await put(request.id, 'issued', { invoiceNumber, issueDate: '2026-03-10' });
  expect(res.statusCode, res.body).toBe(200);
  return nfsRequestSchema.parse(res.json().data);
}

describe('POST /nfs/requests', () => {
  test('a member asks: 201 with the request (reais, joins), cents kept, the taker saved, audited', async () => {
    const t = await tenant();
    const cnpj = randomCnpj();
    const res = await post(t.company.id, t.authorization, input({ cnpj: formatCnpj(cnpj), notes: 'Pedido 42' }));
    expect(res.statusCode, res.body).toBe(201);
    const request = nfsRequestSchema.parse(res.json().data);
    expect(request).toMatchObject({
      companyId: t.company.id,
      companyName: t.company.name,
      companyCnpj: t.company.cnpj,
      emissionType: 'cnpj',
      cnpj,
      cpf: null,
      totalValue: 1500.5,
      taker: { name: 'Cliente Exemplo Ltda', email: 'financeiro@cliente.com.br', address: null },
      serviceCode: TEST_SERVICE_CODES.software,
      serviceCodeDescription: 'Análise e desenvolvimento de sistemas.',
      competenceDate: '2026-03-01',
      notes: 'Pedido 42',
      status: 'requested',
      hasPdf: false,
      hasXml: false,
      invoiceNumber: null,
      requestedBy: { uid: t.owner.id, name: t.owner.name },
    });
    const row = await rowOf(request.id);
    expect(row).toMatchObject({ totalValueCents: 150050, requestedBy: t.owner.id, status: 'requested' });
    expect(await takersOf(t.company.id)).toMatchObject([
      { emissionType: 'cnpj', document: cnpj, name: 'Cliente Exemplo Ltda', email: 'financeiro@cliente.com.br' },
    ]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'nfs.requested')));
    expect(entry).toMatchObject({ actorUserId: t.owner.id, companyId: t.company.id });
  });

  test('a person as taker (CPF): the CPF normalised, no CNPJ', async () => {
    const t = await tenant();
    const cpf = randomCpf();
    const request = await createRequest(t, {
      emissionType: 'cpf',
      cnpj: undefined,
      cpf: formatCpf(cpf),
      taker: {
        name: 'João da Silva',
        address: {
          zipCode: '01310-100',
          street: 'Avenida Paulista',
          number: '1000',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
      },
    });
    expect(request).toMatchObject({ emissionType: 'cpf', cpf, cnpj: null, taker: { name: 'João da Silva' } });
    expect(request.taker.address).toMatchObject({ zipCode: '01310100', city: 'São Paulo' });
    expect((await takersOf(t.company.id))[0]).toMatchObject({ emissionType: 'cpf', document: cpf });
  });

  test.each([
    ['CNPJ missing with emission type cnpj', { cnpj: undefined }, 'cnpj', messages.cnpjRequired],
    ['a value under 1 real', { totalValue: 0.99 }, 'totalValue', messages.minimumInvoiceValue],
    ['CPF missing with emission type cpf', { emissionType: 'cpf', cnpj: undefined }, 'cpf', nfsMessages.cpfRequired],
    ['an invalid CNPJ', { cnpj: '11.111.111/1111-11' }, 'cnpj', messages.invalidCnpj],
    ['an invalid CPF', { emissionType: 'cpf', cpf: '123.456.789-00' }, 'cpf', messages.invalidCpf],
    ['more than two decimals', { totalValue: 10.005 }, 'totalValue', nfsMessages.valueCents],
    [
      'a service code not on the national list',
      { serviceCode: '999999' },
      'serviceCode',
      nfsMessages.serviceCodeUnknown,
    ],
  ] as const)('%s: 400 with the message word for word, nothing written', async (_case, overrides, field, message) => {
    const t = await tenant();
    const res = await post(t.company.id, t.authorization, input(overrides as Partial<NfsRequestInput>));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', message, fields: { [field]: message } });
    expect(await requestsOf(t.company.id)).toEqual([]);
    expect(await takersOf(t.company.id)).toEqual([]);
  });

  test.each([
    ['pending', { status: 'pending', cnpj: randomCnpj() }],
    ['without a CNPJ', { status: 'active', cnpj: null }],
    ['disabled', { status: 'disabled', cnpj: randomCnpj() }],
  ] as const)('a company %s: 409, nothing written', async (_case, options) => {
    const owner = await createUser(db());
    const company = await createCompany(db(), { owner, ...options });
    const res = await post(company.id, await bearer(owner), input());
    await expectStatus(res, 409, nfsMessages.companyCannotRequest);
    expect(await requestsOf(company.id)).toEqual([]);
    expect(await takersOf(company.id)).toEqual([]);
  });

  test('another company’s member: 403 and nothing written; no token 401', async () => {
    const a = await tenant();
    const b = await tenant();
    await expectStatus(await post(b.company.id, a.authorization, input()), 403, messages.companyForbidden);
    expect(await requestsOf(b.company.id)).toEqual([]);
    expect(
      (await suite.ctx.app.inject({ method: 'POST', url: `/nfs/requests?companyId=${b.company.id}`, payload: input() }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /nfs/requests', () => {
  test('the company’s requests only, newest first, 10 by default', async () => {
    const t = await tenant();
    const other = await tenant();
    await createRequest(other);
    const made: NfsRequest[] = [];
    for (let i = 0; i < 11; i++) made.push(await createRequest(t, { serviceDescription: `Serviço número ${i}` }));
    const res = await get(`/nfs/requests?companyId=${t.company.id}`, t.authorization);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 11, limit: 10, offset: 0 });
    expect(body.data.map((r: NfsRequest) => r.id)).toEqual(
      made
        .reverse()
        .slice(0, 10)
        .map((r) => r.id),
    );
    const page2 = (await get(`/nfs/requests?companyId=${t.company.id}&offset=10`, t.authorization)).json();
    expect(page2.data).toHaveLength(1);
  });

  test('query: taker name without accents, document as typed, service description, note number; status', async () => {
    const t = await tenant();
    const cpf = randomCpf();
    const joao = await createRequest(t, {
      emissionType: 'cpf',
      cnpj: undefined,
      cpf,
      taker: { name: 'João Conceição' },
    });
    const site = await createRequest(t, { serviceDescription: 'Manutenção do aplicativo móvel' });
    const note = await issued(t, { taker: { name: 'Outro Tomador SA' } }, 'NF-98765');
    const ids = async (q: string) =>
      (await get(`/nfs/requests?companyId=${t.company.id}&${q}`, t.authorization))
        .json()
        .data.map((r: NfsRequest) => r.id);
    expect(await ids('query=joao%20conceicao')).toEqual([joao.id]);
    expect(await ids(`query=${encodeURIComponent(formatCpf(cpf).slice(0, 7))}`)).toEqual([joao.id]);
    expect(await ids('query=APLICATIVO%20movel')).toEqual([site.id]);
    expect(await ids('query=98765')).toEqual([note.id]);
    expect(await ids('status=issued')).toEqual([note.id]);
    expect(await ids('query=100%25')).toEqual([]);
  });

  test('date: the day the request was made in Brasília', async () => {
    const t = await tenant();
    const late = await createRequest(t);
    const early = await createRequest(t);
    // 02:30 UTC on the 10th is 23:30 on the 9th in Brasília; 03:00 UTC is midnight of the 10th.
    await db()
      .update(nfsRequests)
      .set({ createdAt: new Date('2026-03-10T02:30:00Z') })
      .where(eq(nfsRequests.id, late.id));
    await db()
      .update(nfsRequests)
      .set({ createdAt: new Date('2026-03-10T03:00:00Z') })
      .where(eq(nfsRequests.id, early.id));
    const ids = async (date: string) =>
      (await get(`/nfs/requests?companyId=${t.company.id}&date=${date}`, t.authorization))
        .json()
        .data.map((r: NfsRequest) => r.id);
    expect(await ids('2026-03-09')).toEqual([late.id]);
    expect(await ids('2026-03-10')).toEqual([early.id]);
    expect(await ids('2026-03-11')).toEqual([]);
  });

  test('another company: 403; a bad companyId: 400', async () => {
    const a = await tenant();
    const b = await tenant();
    await expectStatus(
      await get(`/nfs/requests?companyId=${b.company.id}`, a.authorization),
      403,
      messages.companyForbidden,
    );
    expect((await get('/nfs/requests?companyId=x', a.authorization)).statusCode).toBe(400);
  });
});

describe('GET /nfs/requests/search', () => {
  test('system administrators only: 403 for a company user', async () => {
    const t = await tenant();
    await expectStatus(await get('/nfs/requests/search', t.authorization), 403, messages.adminOnly);
  });

  test('spans companies; the waiting queue oldest first, otherwise newest first; company name and CNPJ match', async () => {
    const marker = `Marcador${randomUUID().slice(0, 6)}`;
    const a = await tenant({ name: `Alfa ${marker} Ltda` });
    const b = await tenant({ name: `Beta ${marker} Ltda` });
    const first = await createRequest(a);
    const second = await createRequest(b);
    const third = await createRequest(a);
    const times = ['2026-01-01T12:00:00Z', '2026-01-02T12:00:00Z', '2026-01-03T12:00:00Z'];
    for (const [i, r] of [first, second, third].entries()) {
      await db()
        .update(nfsRequests)
        .set({ createdAt: new Date(times[i]!) })
        .where(eq(nfsRequests.id, r.id));
    }
    const ids = async (q: string) => {
      const res = await get(`/nfs/requests/search?${q}`, suite.adminAuth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((r: NfsRequest) => r.id);
    };
    expect(await ids(`query=${marker}&status=requested`)).toEqual([first.id, second.id, third.id]);
    expect(await ids(`query=${marker}`)).toEqual([third.id, second.id, first.id]);
    expect(await ids(`query=${encodeURIComponent(formatCnpj(b.company.cnpj!))}`)).toEqual([second.id]);
    expect(await ids(`query=${marker}&companyId=${a.company.id}`)).toEqual([third.id, first.id]);
    await put(second.id, 'processing');
    await put(first.id, 'processing');
    expect(await ids(`query=${marker}&status=processing`)).toEqual([first.id, second.id]);
    const res = (await get(`/nfs/requests/search?query=${marker}`, suite.adminAuth)).json();
    expect(res.data.find((r: NfsRequest) => r.id === second.id)).toMatchObject({
      companyName: b.company.name,
      companyCnpj: b.company.cnpj,
    });
  });
});

describe('GET /nfs/requests/:id', () => {
  test('own request 200; another company’s id under one’s own company 404; another company 403', async () => {
    const a = await tenant();
    const b = await tenant();
    const mine = await createRequest(a);
    const theirs = await createRequest(b);
    const res = await get(`/nfs/requests/${mine.id}?companyId=${a.company.id}`, a.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(mine);
    await expectStatus(
      await get(`/nfs/requests/${theirs.id}?companyId=${a.company.id}`, a.authorization),
      404,
      nfsMessages.requestNotFound,
    );
    await expectStatus(
      await get(`/nfs/requests/${theirs.id}?companyId=${b.company.id}`, a.authorization),
      403,
      messages.companyForbidden,
    );
    expect((await get(`/nfs/requests/${theirs.id}?companyId=${b.company.id}`, suite.adminAuth)).statusCode).toBe(200);
  });
});

describe('DELETE /nfs/requests/:id (the customer cancels)', () => {
  test('while requested: cancelled and audited; again: 409 statusNotAllowed', async () => {
    const t = await tenant();
    const request = await createRequest(t);
    const res = await cancel(t.company.id, request.id, t.authorization);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: request.id, status: 'cancelled' });
    expect((await rowOf(request.id))?.status).toBe('cancelled');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'nfs.status_changed')));
    expect(entry?.details).toMatchObject({ from: 'requested', to: 'cancelled' });
    const before = await rowOf(request.id);
    await expectStatus(await cancel(t.company.id, request.id, t.authorization), 409, nfsMessages.statusNotAllowed);
    expect(await rowOf(request.id)).toEqual(before);
  });

  test.each(['processing', 'issued', 'rejected'] as const)(
    'once %s: 409 requestAlreadyTaken, unchanged',
    async (status) => {
      const t = await tenant();
      const request =
        status === 'issued'
          ? await issued(t)
          : status === 'rejected'
            ? await processing(t).then(async (r) => {
                expect((await put(r.id, 'rejected', { reason: 'Tomador sem inscrição' })).statusCode).toBe(200);
                return r;
              })
            : await processing(t);
      const before = await rowOf(request.id);
      await expectStatus(await cancel(t.company.id, request.id, t.authorization), 409, nfsMessages.requestAlreadyTaken);
      expect(await rowOf(request.id)).toEqual(before);
    },
  );

  test('another company’s id under one’s own company 404; another company 403; nothing changed', async () => {
    const a = await tenant();
    const b = await tenant();
    const theirs = await createRequest(b);
    await expectStatus(await cancel(a.company.id, theirs.id, a.authorization), 404, nfsMessages.requestNotFound);
    await expectStatus(await cancel(b.company.id, theirs.id, a.authorization), 403, messages.companyForbidden);
    expect((await rowOf(theirs.id))?.status).toBe('requested');
  });
});

describe('PUT /nfs/requests/:id/status/:status', () => {
  test('requested -> processing: the accountant who took it is kept; audited with from and to', async () => {
    const t = await tenant();
    const request = await createRequest(t);
    const res = await put(request.id, 'processing');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('processing');
    expect(await rowOf(request.id)).toMatchObject({ status: 'processing', handledBy: suite.admin.id });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'nfs.status_changed')));
    expect(entry).toMatchObject({ actorUserId: suite.admin.id, companyId: t.company.id });
    expect(entry?.details).toMatchObject({ from: 'requested', to: 'processing' });
  });

  test('requested -> cancelled by an accountant', async () => {
    const t = await tenant();
    const request = await createRequest(t);
    expect((await put(request.id, 'cancelled')).json().data.status).toBe('cancelled');
  });

  test('processing -> issued with both files: number and date kept; requester and company-admins e-mailed once', async () => {
    const t = await tenant();
    const secondAdmin = await createUser(db(), { email: uniqueEmail('socia'), name: 'Sócia Administradora' });
    await insertMembership(db(), t.company.id, { userId: secondAdmin.id, role: 'company-admin' });
    const member = await createUser(db(), { email: uniqueEmail('membro') });
    await insertMembership(db(), t.company.id, { userId: member.id, role: 'company-member' });
    const request = await issued(t, { totalValue: 2345.6, taker: { name: 'Padaria Pão Quente Ltda' } }, '2026/000123');
    expect(request).toMatchObject({
      status: 'issued',
      invoiceNumber: '2026/000123',
      issueDate: '2026-03-10',
      hasPdf: true,
      hasXml: true,
    });
    const [toOwner] = await mailTo(t.owner.email);
    expect(await mailTo(t.owner.email)).toHaveLength(1);
    expect(toOwner?.subject).toContain('2026/000123');
    for (const expected of [
      t.company.name,
      formatBrl(2345.6),
      'Padaria Pão Quente Ltda',
      '2026/000123',
      `${TEST_WEB_ORIGIN}/app/invoices?pedido=${request.id}`,
    ]) {
      expect(toOwner?.text).toContain(expected);
    }
    expect(formatBrl(2345.6)).toMatch(/^R\$\s2\.345,60$/);
    expect(await mailTo(secondAdmin.email)).toHaveLength(1);
    expect(await mailTo(member.email)).toEqual([]);
  });

  test('processing -> rejected with a reason: kept and e-mailed; without one: 400', async () => {
    const t = await tenant();
    const request = await processing(t);
    const before = await rowOf(request.id);
    const missing = await put(request.id, 'rejected', {});
    await expectStatus(missing, 400, nfsMessages.rejectionReasonRequired);
    expect(missing.json().error.fields).toEqual({ reason: nfsMessages.rejectionReasonRequired });
    expect(await rowOf(request.id)).toEqual(before);
    const reason = 'O CNPJ do tomador está baixado na Receita Federal';
    const res = await put(request.id, 'rejected', { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const mails = await mailTo(t.owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(reason);
    expect(mails[0]?.text).toContain(`${TEST_WEB_ORIGIN}/app/invoices?pedido=${request.id}`);
  });

  test('issued without the note number or date: 400; without both files: 409 filesMissing; unchanged', async () => {
    const t = await tenant();
    const request = await processing(t);
    const before = await rowOf(request.id);
    await expectStatus(await put(request.id, 'issued'), 400, nfsMessages.invoiceNumberRequired);
    await expectStatus(await put(request.id, 'issued', { invoiceNumber: '1' }), 400, messages.invalidDate);
    const details = { invoiceNumber: '1', issueDate: '2026-03-10' };
    await expectStatus(await put(request.id, 'issued', details), 409, nfsMessages.filesMissing);
    expect((await upload(request.id, 'pdf', SAMPLE_PDF)).statusCode).toBe(200);
    await expectStatus(await put(request.id, 'issued', details), 409, nfsMessages.filesMissing);
    const withPdf = await rowOf(request.id);
    expect(withPdf).toMatchObject({ status: 'processing', invoiceNumber: null, issueDate: null });
    expect({ ...withPdf, pdfFileId: null, updatedAt: before?.updatedAt }).toEqual(before);
    expect(await mailTo(t.owner.email)).toEqual([]);
  });

  const illegal: [NfsRequestStatus, NfsRequestStatus][] = [
    ['requested', 'issued'],
    ['requested', 'rejected'],
    ['requested', 'requested'],
    ['processing', 'cancelled'],
    ['processing', 'requested'],
    ['issued', 'processing'],
    ['issued', 'cancelled'],
    ['rejected', 'issued'],
    ['cancelled', 'processing'],
    ['cancelled', 'requested'],
  ];
  test.each(illegal)('%s -> %s: 409 statusNotAllowed, the row unchanged', async (from, to) => {
    const t = await tenant();
    const request = await createRequest(t);
    if (from === 'cancelled') await cancel(t.company.id, request.id, t.authorization);
    if (from !== 'requested' && from !== 'cancelled') await put(request.id, 'processing');
    if (from === 'issued') {
      await upload(request.id, 'pdf', SAMPLE_PDF);
      await upload(request.id, 'xml', SAMPLE_XML);
      await put(request.id, 'issued', { invoiceNumber: '7', issueDate: '2026-03-10' });
    }
    if (from === 'rejected') await put(request.id, 'rejected', { reason: 'Dados do tomador incompletos' });
    const before = await rowOf(request.id);
    expect(before?.status).toBe(from);
    const res = await put(request.id, to, { invoiceNumber: '8', issueDate: '2026-03-11', reason: 'Outro motivo' });
    await expectStatus(res, 409, nfsMessages.statusNotAllowed);
    expect(await rowOf(request.id)).toEqual(before);
  });

  test('two accountants take the same request at once: exactly one 200, one 409', async () => {
    const t = await tenant();
    const request = await createRequest(t);
    const second = await createSystemAdmin(db());
    const secondAuth = await bearer(second);
    const results = await Promise.all([
      put(request.id, 'processing', undefined, suite.adminAuth),
      put(request.id, 'processing', undefined, secondAuth),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.message).toBe(nfsMessages.statusNotAllowed);
    const winner = results[0]!.statusCode === 200 ? suite.admin.id : second.id;
    expect(await rowOf(request.id)).toMatchObject({ status: 'processing', handledBy: winner });
    const entries = await db()
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'nfs.status_changed')));
    expect(entries[0]?.n).toBe(1);
  });

  test('a company user: 403 and unchanged; an unknown id: 404', async () => {
    const t = await tenant();
    const request = await createRequest(t);
    await expectStatus(await put(request.id, 'processing', undefined, t.authorization), 403, messages.adminOnly);
    expect((await rowOf(request.id))?.status).toBe('requested');
    await expectStatus(await put(randomUUID(), 'processing'), 404, nfsMessages.requestNotFound);
    expect((await put(request.id, 'unknown')).statusCode).toBe(400);
  });

  test('the change and its e-mails commit together: an e-mail that cannot be written undoes the change', async () => {
    const t = await tenant();
    const request = await processing(t);
    await upload(request.id, 'pdf', SAMPLE_PDF);
    await upload(request.id, 'xml', SAMPLE_XML);
    const change = changeNfsRequestStatus(
      {
        db: db(),
        storage: suite.ctx.storage,
        webOrigin: TEST_WEB_ORIGIN,
        mailer: { send: () => Promise.reject(new Error('outbox indisponível')) },
      },
      {
        sub: suite.admin.id,
        email: suite.admin.email,
        roles: [ROLE_SYSTEM_ADMIN],
        companies: [],
        companyId: null,
        isSystemAdmin: true,
      },
      request.id,
      'issued',
      { invoiceNumber: '55', issueDate: '2026-03-10' },
      { requestId: 'teste', log: { error: () => undefined } as never },
    );
    await expect(change).rejects.toThrow('outbox indisponível');
    expect((await rowOf(request.id))?.status).toBe('processing');
    const audits = await db()
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, request.id),
          eq(auditLog.action, 'nfs.status_changed'),
          sql`${auditLog.details}->>'to' = 'issued'`,
        ),
      );
    expect(audits[0]?.n).toBe(0);
  });

  test('issued: the customer e-mail waits in the outbox with its delivery job, whatever the SMTP server is doing', async () => {
    const t = await tenant();
    const request = await processing(t);
    await upload(request.id, 'pdf', SAMPLE_PDF);
    await upload(request.id, 'xml', SAMPLE_XML);
    expect((await put(request.id, 'issued', { invoiceNumber: '56', issueDate: '2026-03-10' })).statusCode).toBe(200);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, t.owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: 'pending', attempts: 0 });
    const jobs = await sqlRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pgboss.job where data->>'outboxId' = ${mails[0]!.id}`,
    );
    expect(jobs[0]?.n).toBe(1);
  });
});

describe('POST /nfs/requests/:id/files/:kind', () => {
  test('only while processing: 409 before it is taken, nothing kept', async () => {
    const t = await tenant();
    const request = await createRequest(t);
    await expectStatus(await upload(request.id, 'pdf', SAMPLE_PDF), 409, nfsMessages.filesOnlyWhileProcessing);
    const [files] = await db()
      .select({ n: count() })
      .from(companyFiles)
      .where(eq(companyFiles.companyId, t.company.id));
    expect(files?.n).toBe(0);
  });

  test('the PDF and the XML are kept as the company’s files; replacing one deletes the previous', async () => {
    const t = await tenant();
    const request = await processing(t);
    const pdf = await upload(request.id, 'pdf', SAMPLE_PDF);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data).toMatchObject({ hasPdf: true, hasXml: false });
    const xml = await upload(request.id, 'xml', SAMPLE_XML);
    expect(xml.json().data).toMatchObject({ hasPdf: true, hasXml: true });
    const first = await rowOf(request.id);
    const kept = await db()
      .select({ id: companyFiles.id, contentType: companyFiles.contentType, companyId: companyFiles.companyId })
      .from(companyFiles)
      .where(inArray(companyFiles.id, [first!.pdfFileId!, first!.xmlFileId!]));
    expect(kept.map((f) => f.contentType).sort()).toEqual(['application/pdf', 'application/xml']);
    expect(kept.every((f) => f.companyId === t.company.id)).toBe(true);

    const replacement = Buffer.concat([SAMPLE_PDF, Buffer.from('% versão corrigida\n')]);
    expect((await upload(request.id, 'pdf', replacement)).statusCode).toBe(200);
    const second = await rowOf(request.id);
    expect(second?.pdfFileId).not.toBe(first?.pdfFileId);
    expect(await db().select().from(companyFiles).where(eq(companyFiles.id, first!.pdfFileId!))).toEqual([]);
    const back = await download(t.company.id, request.id, 'pdf', suite.adminAuth);
    expect(back.rawPayload.equals(replacement)).toBe(true);
  });

  test.each([
    ['pdf', 'an XML', SAMPLE_XML, nfsMessages.pdfExpected],
    ['pdf', 'a PDF signature not at the start', Buffer.concat([Buffer.from(' '), SAMPLE_PDF]), nfsMessages.pdfExpected],
    ['xml', 'a PDF', SAMPLE_PDF, nfsMessages.xmlExpected],
    ['xml', 'an HTML page', Buffer.from('<!DOCTYPE html><html><body>oi</body></html>'), nfsMessages.xmlExpected],
    [
      'xml',
      'an HTML page without doctype',
      Buffer.from('<html lang="pt-BR"><p>oi</p></html>'),
      nfsMessages.xmlExpected,
    ],
    ['xml', 'plain text', Buffer.from('numero da nota: 123'), nfsMessages.xmlExpected],
  ] as const)('kind %s with %s: 415', async (kind, _case, content, message) => {
    const t = await tenant();
    const request = await processing(t);
    const res = await upload(request.id, kind, content);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().error).toEqual({ code: 'unsupported_media_type', message, fields: { file: message } });
    expect(await rowOf(request.id)).toMatchObject({ pdfFileId: null, xmlFileId: null });
  });

  test('XML after a BOM and blank lines, or without a declaration, is accepted', async () => {
    expect(looksLikeXml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n  \r\n'), SAMPLE_XML]))).toBe(
      true,
    );
    expect(looksLikeXml(Buffer.from('<!-- nota --><NFSe><infNFSe/></NFSe>'))).toBe(true);
    expect(looksLikeXml(Buffer.from('<?xml version="1.0"?><!-- x --><html><body/></html>'))).toBe(false);
    const t = await tenant();
    const request = await processing(t);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\r\n\t'), SAMPLE_XML]);
    expect((await upload(request.id, 'xml', bom)).statusCode).toBe(200);
  });

  test(`over ${NFS_FILE_MAX_BYTES} bytes: 413; no file or an empty one: 400; nothing kept`, async () => {
    const t = await tenant();
    const request = await processing(t);
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(NFS_FILE_MAX_BYTES, 0x20)]);
    await expectStatus(await upload(request.id, 'pdf', big), 413, nfsMessages.fileTooLarge);
    await expectStatus(await upload(request.id, 'pdf', Buffer.alloc(0)), 400, nfsMessages.fileMissing);
    const other = multipart([{ field: 'arquivo', fileName: 'nota.pdf', content: SAMPLE_PDF }]);
    const wrongField = await suite.ctx.app.inject({
      method: 'POST',
      url: `/nfs/requests/${request.id}/files/pdf`,
      payload: other.payload,
      headers: { ...other.headers, authorization: suite.adminAuth },
    });
    await expectStatus(wrongField, 400, nfsMessages.fileMissing);
    const json = await suite.ctx.app.inject({
      method: 'POST',
      url: `/nfs/requests/${request.id}/files/pdf`,
      payload: { file: 'x' },
      headers: { authorization: suite.adminAuth },
    });
    await expectStatus(json, 400, nfsMessages.fileMissing);
    expect(await rowOf(request.id)).toMatchObject({ pdfFileId: null });
    const [files] = await db()
      .select({ n: count() })
      .from(companyFiles)
      .where(eq(companyFiles.companyId, t.company.id));
    expect(files?.n).toBe(0);
  });

  test('a company user may not attach: 403; an unknown kind: 400', async () => {
    const t = await tenant();
    const request = await processing(t);
    await expectStatus(await upload(request.id, 'pdf', SAMPLE_PDF, t.authorization), 403, messages.adminOnly);
    expect((await upload(request.id, 'doc', SAMPLE_PDF)).statusCode).toBe(400);
    expect(await rowOf(request.id)).toMatchObject({ pdfFileId: null });
  });
});

describe('GET /nfs/requests/:id/files/:kind', () => {
  test('the customer: 404 before issued, the bytes after (named after the note and taker); accountants any time', async () => {
    const t = await tenant();
    const request = await processing(t, { taker: { name: 'Mercado São João / Filial' } });
    await upload(request.id, 'pdf', SAMPLE_PDF);
    await upload(request.id, 'xml', SAMPLE_XML);
    await expectStatus(
      await download(t.company.id, request.id, 'pdf', t.authorization),
      404,
      nfsMessages.fileNotIssuedYet,
    );
    const early = await download(t.company.id, request.id, 'pdf', suite.adminAuth);
    expect(early.statusCode).toBe(200);
    expect(early.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    await put(request.id, 'issued', { invoiceNumber: '123', issueDate: '2026-03-10' });
    const pdf = await download(t.company.id, request.id, 'pdf', t.authorization);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(attachmentDisposition('NFS-e 123 - Mercado São João - Filial.pdf'));
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const xml = await download(t.company.id, request.id, 'xml', t.authorization);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.rawPayload.equals(SAMPLE_XML)).toBe(true);
  });

  test('a cancelled request has no files: 404 for the customer', async () => {
    const t = await tenant();
    const request = await createRequest(t);
    await cancel(t.company.id, request.id, t.authorization);
    await expectStatus(
      await download(t.company.id, request.id, 'pdf', t.authorization),
      404,
      nfsMessages.fileNotIssuedYet,
    );
  });

  test('another company’s request under one’s own company: 404; another company: 403', async () => {
    const a = await tenant();
    const b = await tenant();
    const theirs = await issued(b);
    await expectStatus(
      await download(a.company.id, theirs.id, 'pdf', a.authorization),
      404,
      nfsMessages.requestNotFound,
    );
    await expectStatus(await download(b.company.id, theirs.id, 'pdf', a.authorization), 403, messages.companyForbidden);
    expect((await download(b.company.id, theirs.id, 'pdf', b.authorization)).statusCode).toBe(200);
  });
});

describe('GET /nfs/takers', () => {
  test('takers saved per company, one per document, the latest data; query by name or document', async () => {
    const a = await tenant();
    const b = await tenant();
    const cnpj = randomCnpj();
    await createRequest(a, { cnpj, taker: { name: 'Cliente Antigo Ltda' } });
    await createRequest(a, {
      cnpj: formatCnpj(cnpj),
      taker: { name: 'Cliente Renomeado Ltda', email: 'novo@cliente.com.br' },
    });
    const cpf = randomCpf();
    await createRequest(a, { emissionType: 'cpf', cnpj: undefined, cpf, taker: { name: 'Maria Pessoa' } });
    await createRequest(b, { cnpj, taker: { name: 'Mesmo Cliente Noutra Empresa' } });

    const res = await get(`/nfs/takers?companyId=${a.company.id}`, a.authorization);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.data).toMatchObject([
      { emissionType: 'cpf', document: cpf, name: 'Maria Pessoa' },
      { emissionType: 'cnpj', document: cnpj, name: 'Cliente Renomeado Ltda', email: 'novo@cliente.com.br' },
    ]);
    const names = async (q: string) =>
      (await get(`/nfs/takers?companyId=${a.company.id}&query=${encodeURIComponent(q)}`, a.authorization))
        .json()
        .data.map((taker: { name: string }) => taker.name);
    expect(await names('renomeado')).toEqual(['Cliente Renomeado Ltda']);
    expect(await names(cpf.slice(0, 6))).toEqual(['Maria Pessoa']);
    const ofB = (await get(`/nfs/takers?companyId=${b.company.id}`, b.authorization)).json();
    expect(ofB.data).toMatchObject([{ name: 'Mesmo Cliente Noutra Empresa' }]);
  });

  test('another company: 403', async () => {
    const a = await tenant();
    const b = await tenant();
    await expectStatus(
      await get(`/nfs/takers?companyId=${b.company.id}`, a.authorization),
      403,
      messages.companyForbidden,
    );
  });
});

describe('GET /nfs/service-codes', () => {
  test('by words without accents, by code with or without dots; signed-in users only', async () => {
    const t = await tenant();
    const codes = async (search: string) => {
      const res = await get(`/nfs/service-codes?search=${encodeURIComponent(search)}`, t.authorization);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((row: { code: string }) => row.code);
    };
    expect(await codes('analise sistemas')).toEqual([TEST_SERVICE_CODES.software]);
    expect(await codes('Análise')).toEqual([TEST_SERVICE_CODES.software]);
    expect(await codes('servicos tecnicos')).toEqual([TEST_SERVICE_CODES.accounting]);
    expect(await codes('17.19')).toEqual([TEST_SERVICE_CODES.accounting]);
    expect(await codes('010101')).toEqual([TEST_SERVICE_CODES.software]);
    const all = (await get('/nfs/service-codes', t.authorization)).json();
    expect(all.data[0]).toEqual({
      code: TEST_SERVICE_CODES.software,
      description: 'Análise e desenvolvimento de sistemas.',
      itemDescription: 'Serviços de Informática e congêneres.',
    });
    expect((await suite.ctx.app.inject({ method: 'GET', url: '/nfs/service-codes' })).statusCode).toBe(401);
  });

  test('finds the list\'s wording from common spellings: "buffet" finds Bufê, "site" finds páginas eletrônicas', async () => {
    const t = await tenant();
    await suite.ctx.database.db
      .insert(nfseServiceCodes)
      .values([
        {
          code: '171102',
          description: 'Bufê (exceto o fornecimento de alimentação e bebidas, que fica sujeito ao ICMS).',
          itemDescription: 'Organização de festas e recepções; bufê.',
          searchText: '171102 17.11 bufe (exceto o fornecimento de alimentacao e bebidas, que fica sujeito ao icms).',
        },
        {
          code: '010801',
          description: 'Planejamento, confecção, manutenção e atualização de páginas eletrônicas.',
          itemDescription: 'Serviços de Informática e congêneres.',
          searchText: '010801 01.08 planejamento, confeccao, manutencao e atualizacao de paginas eletronicas.',
        },
      ])
      .onConflictDoNothing();
    const codes = async (search: string) =>
      (await get(`/nfs/service-codes?search=${encodeURIComponent(search)}`, t.authorization))
        .json()
        .data.map((row: { code: string }) => row.code);
    expect(await codes('buffet')).toEqual(['171102']);
    expect(await codes('bufê')).toEqual(['171102']);
    expect(await codes('manutenção de site')).toEqual(['010801']);
  });
});

describe('OpenAPI', () => {
  test('documents the NFS request calls', async () => {
    const doc = (await suite.ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/nfs/requests',
        '/nfs/requests/search',
        '/nfs/requests/{id}',
        '/nfs/requests/{id}/status/{status}',
        '/nfs/requests/{id}/files/{kind}',
        '/nfs/takers',
        '/nfs/service-codes',
      ]),
    );
  });
});
