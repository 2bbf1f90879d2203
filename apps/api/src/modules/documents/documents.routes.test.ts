import { describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  STORAGE_MAX_BYTES,
  documentMessages,
  documentSchema,
  messages,
  nfsRequestSchema,
  signedLinkSchema,
  storageMessages,
  type CompanyDocument,
  type DocumentCreate,
} from '@contabil/contracts';
import { buildApp, type App } from '../../app.js';
import { auditLog } from '../../db/schema/audit.js';
import { companyFiles } from '../../db/schema/companies.js';
import { documents, storageDeletions } from '../../db/schema/documents.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { fileTestApp } from '../../test/file-test-app.js';
import { TEST_WEB_ORIGIN, buildAppWithClock } from '../../test/test-app.js';
import {
  SAMPLE_PDF,
  TEST_SERVICE_CODES,
  createUser,
  ensureTestServiceCodes,
  mintedBearer,
  mintedTenant,
  type MintedTenant,
  randomCnpj,
  uniqueEmail,
} from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import type { UserRow } from '../users/users.repository.js';
import { insertMembership } from '../companies/companies.repository.js';
import type { ObjectStorage } from '../storage/index.js';

const suite = fileTestApp({ prepare: ensureTestServiceCodes, mintedAdmin: true });

const db = () => suite.ctx.database.db;

const bearer = (user: UserRow) => mintedBearer(suite.ctx, user);

const SAMPLE_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-uma-imagem-de-teste', 'latin1'),
]);
const SAMPLE_XML = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<extrato><linha/></extrato>\n', 'utf8');
const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>', 'utf8');

type Tenant = MintedTenant;

/** A company with its company-admin (who gets the e-mails), signed in. */
const tenant = (): Promise<Tenant> =>
  mintedTenant(suite.ctx, { email: uniqueEmail('dona'), name: 'Dona da Empresa' }, { cnpj: randomCnpj() });

/** A company-member of the tenant's company, signed in. */
async function memberOf(t: Tenant) {
  const user = await createUser(db(), { email: uniqueEmail('membro'), name: 'Membro da Empresa' });
  await insertMembership(db(), t.company.id, { userId: user.id, role: 'company-member' });
  return { user, authorization: await bearer(user) };
}

/** Puts bytes in storage as an upload of the company would; the key relative to the company. */
async function uploaded(companyId: string, name: string, content: Buffer, storage: ObjectStorage = suite.ctx.storage) {
  const key = `uploads/${randomUUID()}/${name}`;
  await storage.put(`${companyId}/${key}`, content, 'application/octet-stream');
  return key;
}

const objectExists = async (companyId: string, key: string) =>
  (await suite.ctx.storage.size(`${companyId}/${key}`)) !== undefined;

const post = (companyId: string, authorization: string, payload: object, app: App = suite.ctx.app) =>
  app.inject({ method: 'POST', url: `/documents?companyId=${companyId}`, headers: { authorization }, payload });

const get = (url: string, authorization: string) =>
  suite.ctx.app.inject({ method: 'GET', url, headers: { authorization } });

const put = (
  companyId: string,
  id: string,
  status: string,
  authorization: string,
  payload?: object,
  app: App = suite.ctx.app,
) =>
  app.inject({
    method: 'PUT',
    url: `/documents/${id}/status/${status}?companyId=${companyId}`,
    headers: { authorization },
    ...(payload === undefined ? {} : { payload }),
  });

const remove = (companyId: string, id: string, authorization: string, app: App = suite.ctx.app) =>
  app.inject({ method: 'DELETE', url: `/documents/${id}?companyId=${companyId}`, headers: { authorization } });

function guideInput(key: string, overrides: Partial<DocumentCreate> = {}): DocumentCreate {
  return { key, type: 'das', competence: '2026-03', dueDate: '2026-04-20', amount: 1234.56, ...overrides };
}

async function create(t: Tenant, input: DocumentCreate, authorization: string): Promise<CompanyDocument> {
  const res = await post(t.company.id, authorization, input);
  expect(res.statusCode, res.body).toBe(201);
  return documentSchema.parse(res.json().data);
}

/** A DAS guide sent by an accountant (pending). */
async function guide(t: Tenant, overrides: Partial<DocumentCreate> = {}) {
  return create(t, guideInput(await uploaded(t.company.id, 'das.pdf', SAMPLE_PDF), overrides), suite.adminAuth);
}

/** A company document sent by the company itself (pending review). */
async function sentForReview(t: Tenant, type: DocumentCreate['type'] = 'cnpj_card') {
  return create(t, { key: await uploaded(t.company.id, 'cartao.pdf', SAMPLE_PDF), type }, t.authorization);
}

async function docRow(id: string) {
  const [row] = await db().select().from(documents).where(eq(documents.id, id));
  return row;
}

async function documentsOf(companyId: string) {
  return db().select().from(documents).where(eq(documents.companyId, companyId));
}

async function filesOf(companyId: string) {
  return db().select().from(companyFiles).where(eq(companyFiles.companyId, companyId));
}

async function queuedDeletion(fullKey: string) {
  const [row] = await db().select().from(storageDeletions).where(eq(storageDeletions.objectKey, fullKey));
  return row;
}

async function mailTo(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

function expectError(res: { statusCode: number; body: string }, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body).error.message).toBe(message);
}

describe('POST /documents', () => {
  test('an accountant sends a guide: 201 pending, default title, cents kept, file row, audited, the admins e-mailed', async () => {
    const t = await tenant();
    const member = await memberOf(t);
    const key = await uploaded(t.company.id, 'das-marco.pdf', SAMPLE_PDF);
    const res = await post(t.company.id, suite.adminAuth, guideInput(key));
    expect(res.statusCode, res.body).toBe(201);
    const document = documentSchema.parse(res.json().data);
    expect(document).toMatchObject({
      companyId: t.company.id,
      type: 'das',
      group: 'guide',
      title: 'DAS 03/2026',
      key,
      fileName: 'das-marco.pdf',
      contentType: 'application/pdf',
      size: SAMPLE_PDF.length,
      status: 'pending',
      competence: '2026-03',
      dueDate: '2026-04-20',
      amount: 1234.56,
      rejectionReason: null,
      paidAt: null,
      receiptDocumentId: null,
      nfsRequestId: null,
      uploadedBy: { uid: suite.admin.id, name: suite.admin.name },
      fromAccountant: true,
    });
    const row = await docRow(document.id);
    expect(row).toMatchObject({ amountCents: 123456, uploadedBy: suite.admin.id });
    expect(row?.fromAccountantAt).toBeInstanceOf(Date);
    const [file] = await db().select().from(companyFiles).where(eq(companyFiles.id, row!.fileId));
    expect(file).toMatchObject({
      companyId: t.company.id,
      objectKey: `${t.company.id}/${key}`,
      fileName: 'das-marco.pdf',
      contentType: 'application/pdf',
      size: SAMPLE_PDF.length,
      content: null,
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, document.id), eq(auditLog.action, 'document.created')));
    expect(audit).toHaveLength(1);

    const mails = await mailTo(t.owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Nova guia DAS com vencimento em 20/04/2026');
    for (const line of [
      'Competência: 03/2026',
      'Valor: R$\u00a01.234,56',
      'Vencimento: 20/04/2026',
      `${TEST_WEB_ORIGIN}/app/documents`,
      t.company.name,
    ]) {
      expect(mails[0]!.text).toContain(line);
    }
    // Company-admins only.
    expect(await mailTo(member.user.email)).toHaveLength(0);
  });

  test('a custom title is kept; PNG guides are fine', async () => {
    const t = await tenant();
    const key = await uploaded(t.company.id, 'guia.png', SAMPLE_PNG);
    const document = await create(t, guideInput(key, { type: 'fgts', title: 'FGTS de março' }), suite.adminAuth);
    expect(document).toMatchObject({ title: 'FGTS de março', contentType: 'image/png', type: 'fgts' });
  });

  test('status at creation: company documents pending from the company, available from an accountant; others available', async () => {
    const t = await tenant();
    const member = await memberOf(t);
    const byCompany = await create(
      t,
      { key: await uploaded(t.company.id, 'contrato.pdf', SAMPLE_PDF), type: 'articles_of_association' },
      member.authorization,
    );
    expect(byCompany).toMatchObject({
      status: 'pending',
      fromAccountant: false,
      title: 'Contrato social',
      uploadedBy: { uid: member.user.id, name: member.user.name },
    });
    const byAccountant = await create(
      t,
      { key: await uploaded(t.company.id, 'cartao.pdf', SAMPLE_PDF), type: 'cnpj_card' },
      suite.adminAuth,
    );
    expect(byAccountant).toMatchObject({ status: 'available', fromAccountant: true });
    const statement = await create(
      t,
      { key: await uploaded(t.company.id, 'extrato.xml', SAMPLE_XML), type: 'bank_statement', competence: '2026-02' },
      t.authorization,
    );
    expect(statement).toMatchObject({
      status: 'available',
      contentType: 'application/xml',
      competence: '2026-02',
      dueDate: null,
      amount: null,
    });
    // No e-mail for anything but guides.
    expect(await mailTo(t.owner.email)).toHaveLength(0);
  });

  test('the upload link flow: GET /upload, PUT the bytes, then register the key', async () => {
    const t = await tenant();
    const link = await get(
      `/upload/licenca.pdf?companyId=${t.company.id}&contentType=application/pdf&size=${SAMPLE_PDF.length}`,
      t.authorization,
    );
    expect(link.statusCode, link.body).toBe(200);
    const signed = signedLinkSchema.parse(link.json().data);
    const url = new URL(signed.url);
    const sent = await suite.ctx.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: signed.headers,
      payload: SAMPLE_PDF,
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const document = await create(t, { key: signed.key, type: 'license' }, t.authorization);
    expect(document).toMatchObject({ key: signed.key, fileName: 'licenca.pdf', status: 'pending' });
  });

  test('a missing object: 400 on key, nothing written', async () => {
    const t = await tenant();
    const res = await post(t.company.id, t.authorization, { key: `uploads/${randomUUID()}/nada.pdf`, type: 'other' });
    expectError(res, 400, storageMessages.uploadMissing);
    expect(res.json().error.fields).toEqual({ key: storageMessages.uploadMissing });
    expect(await documentsOf(t.company.id)).toHaveLength(0);
    expect(await filesOf(t.company.id)).toHaveLength(0);
  });

  test("a key escaping the company's prefix or naming another company's object: refused, nothing touched", async () => {
    const t = await tenant();
    const other = await tenant();
    const othersKey = await uploaded(other.company.id, 'segredo.pdf', SAMPLE_PDF);
    for (const key of [`../${other.company.id}/${othersKey}`, `uploads/../../${other.company.id}/${othersKey}`]) {
      const res = await post(t.company.id, t.authorization, { key, type: 'other' });
      expectError(res, 400, storageMessages.linkInvalid);
      expect(res.json().error.fields).toEqual({ key: storageMessages.linkInvalid });
    }
    // The other company's full key, read as relative to this company, names nothing here.
    for (const key of [`${other.company.id}/${othersKey}`, othersKey]) {
      expectError(
        await post(t.company.id, t.authorization, { key, type: 'other' }),
        400,
        storageMessages.uploadMissing,
      );
    }
    expect(await documentsOf(t.company.id)).toHaveLength(0);
    expect(await documentsOf(other.company.id)).toHaveLength(0);
    expect(await objectExists(other.company.id, othersKey)).toBe(true);
    expect(await queuedDeletion(`${other.company.id}/${othersKey}`)).toBeUndefined();
  });

  test('bytes of a type storage refuses: 415, the object removed, nothing written', async () => {
    const t = await tenant();
    const key = await uploaded(t.company.id, 'nota.pdf', HTML_PAGE);
    const res = await post(t.company.id, t.authorization, { key, type: 'other' });
    expectError(res, 415, storageMessages.badType);
    expect(res.json().error.fields).toEqual({ key: storageMessages.badType });
    expect(await objectExists(t.company.id, key)).toBe(false);
    expect(await documentsOf(t.company.id)).toHaveLength(0);
    expect(await filesOf(t.company.id)).toHaveLength(0);
  });

  test('an object over 20 MB: 413, the object removed, nothing written', async () => {
    const t = await tenant();
    const big = Buffer.alloc(STORAGE_MAX_BYTES + 1);
    SAMPLE_PDF.copy(big);
    const key = await uploaded(t.company.id, 'grande.pdf', big);
    const res = await post(t.company.id, t.authorization, { key, type: 'other' });
    expectError(res, 413, storageMessages.tooLarge);
    expect(await objectExists(t.company.id, key)).toBe(false);
    expect(await documentsOf(t.company.id)).toHaveLength(0);
  });

  test('guides and company documents must be a PDF or an image: 415, the object kept for another use', async () => {
    const t = await tenant();
    const key = await uploaded(t.company.id, 'cartao.xml', SAMPLE_XML);
    const res = await post(t.company.id, t.authorization, { key, type: 'cnpj_card' });
    expectError(res, 415, documentMessages.pdfOrImage);
    expect(await objectExists(t.company.id, key)).toBe(true);
    expectError(await post(t.company.id, suite.adminAuth, guideInput(key)), 415, documentMessages.pdfOrImage);
    expect(await documentsOf(t.company.id)).toHaveLength(0);
    // The same object is fine as a statement.
    await create(t, { key, type: 'bank_statement' }, t.authorization);
  });

  test('a key registered already: 409, one document', async () => {
    const t = await tenant();
    const key = await uploaded(t.company.id, 'extrato.pdf', SAMPLE_PDF);
    await create(t, { key, type: 'bank_statement' }, t.authorization);
    expectError(
      await post(t.company.id, t.authorization, { key, type: 'other' }),
      409,
      documentMessages.alreadyRegistered,
    );
    expect(await documentsOf(t.company.id)).toHaveLength(1);
    expect(await objectExists(t.company.id, key)).toBe(true);
  });

  test('a guide without competence, due date or amount: 400 with the contract messages', async () => {
    const t = await tenant();
    const key = await uploaded(t.company.id, 'das.pdf', SAMPLE_PDF);
    const res = await post(t.company.id, suite.adminAuth, { key, type: 'darf' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({
      competence: documentMessages.competenceRequired,
      dueDate: documentMessages.dueDateRequired,
      amount: documentMessages.amountRequired,
    });
    const noAmount = await post(t.company.id, suite.adminAuth, { ...guideInput(key), amount: undefined });
    expect(noAmount.json().error.fields).toEqual({ amount: documentMessages.amountRequired });
    expect(await documentsOf(t.company.id)).toHaveLength(0);
    expect(await mailTo(t.owner.email)).toHaveLength(0);
  });

  test('a guide from a company user: 403, nothing written, the object kept', async () => {
    const t = await tenant();
    const key = await uploaded(t.company.id, 'das.pdf', SAMPLE_PDF);
    expectError(await post(t.company.id, t.authorization, guideInput(key)), 403, documentMessages.guidesByAccountants);
    expect(await documentsOf(t.company.id)).toHaveLength(0);
    expect(await objectExists(t.company.id, key)).toBe(true);
  });

  test('invoices only come from issued requests: 400', async () => {
    const t = await tenant();
    const key = await uploaded(t.company.id, 'nota.pdf', SAMPLE_PDF);
    const res = await post(t.company.id, suite.adminAuth, { key, type: 'invoice_pdf' });
    expectError(res, 400, documentMessages.invoicesFromRequests);
    expect(await documentsOf(t.company.id)).toHaveLength(0);
  });

  test("tenant isolation: another company's member 403; without a token 401", async () => {
    const t = await tenant();
    const outsider = await tenant();
    const key = await uploaded(t.company.id, 'contrato.pdf', SAMPLE_PDF);
    expectError(
      await post(t.company.id, outsider.authorization, { key, type: 'other' }),
      403,
      messages.companyForbidden,
    );
    const anonymous = await suite.ctx.app.inject({
      method: 'POST',
      url: `/documents?companyId=${t.company.id}`,
      payload: { key, type: 'other' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await documentsOf(t.company.id)).toHaveLength(0);
  });
});

describe('GET /documents', () => {
  test('filters by repeated type, status and competence; open guides first by due date, then newest', async () => {
    const t = await tenant();
    const later = await guide(t, { dueDate: '2026-05-20', competence: '2026-04' });
    const sooner = await guide(t, { dueDate: '2026-04-20', type: 'iss' });
    const paid = await guide(t, { dueDate: '2026-03-20', competence: '2026-02' });
    expect((await put(t.company.id, paid.id, 'paid', t.authorization)).statusCode).toBe(200);
    const card = await sentForReview(t);
    const statement = await create(
      t,
      { key: await uploaded(t.company.id, 'extrato.pdf', SAMPLE_PDF), type: 'bank_statement' },
      t.authorization,
    );

    const all = await get(`/documents?companyId=${t.company.id}`, t.authorization);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 5, limit: 10, offset: 0 });
    // pending/overdue first (by due date, undated last), then the rest by due date, then newest.
    expect(all.json().data.map((d: CompanyDocument) => d.id)).toEqual([
      sooner.id,
      later.id,
      card.id,
      paid.id,
      statement.id,
    ]);

    const twoTypes = await get(`/documents?companyId=${t.company.id}&type=das&type=cnpj_card`, t.authorization);
    expect(twoTypes.json().total).toBe(3);
    expect(new Set(twoTypes.json().data.map((d: CompanyDocument) => d.type))).toEqual(new Set(['das', 'cnpj_card']));

    const pendingDas = await get(`/documents?companyId=${t.company.id}&type=das&status=pending`, t.authorization);
    expect(pendingDas.json().data.map((d: CompanyDocument) => d.id)).toEqual([later.id]);

    const paidOrPending = await get(
      `/documents?companyId=${t.company.id}&status=paid&status=pending&type=das&type=iss`,
      t.authorization,
    );
    expect(paidOrPending.json().total).toBe(3);

    const april = await get(`/documents?companyId=${t.company.id}&competence=2026-04`, t.authorization);
    expect(april.json().data.map((d: CompanyDocument) => d.id)).toEqual([later.id]);

    const page = await get(`/documents?companyId=${t.company.id}&limit=2&offset=1`, t.authorization);
    expect(page.json()).toMatchObject({ total: 5, limit: 2, offset: 1 });
    expect(page.json().data.map((d: CompanyDocument) => d.id)).toEqual([later.id, card.id]);

    expect((await get(`/documents?companyId=${t.company.id}&type=boleto`, t.authorization)).statusCode).toBe(400);
  });

  test("tenant isolation: another company's member 403; only the company's documents listed", async () => {
    const t = await tenant();
    const other = await tenant();
    await guide(other);
    expectError(await get(`/documents?companyId=${other.company.id}`, t.authorization), 403, messages.companyForbidden);
    expect((await get(`/documents?companyId=${t.company.id}`, t.authorization)).json().total).toBe(0);
  });
});

describe('GET /documents/:id', () => {
  test("the company's document; another company's id 404; another company's member 403", async () => {
    const t = await tenant();
    const other = await tenant();
    const mine = await sentForReview(t);
    const theirs = await sentForReview(other);
    const res = await get(`/documents/${mine.id}?companyId=${t.company.id}`, t.authorization);
    expect(res.statusCode, res.body).toBe(200);
    expect(documentSchema.parse(res.json().data)).toEqual(mine);
    expectError(
      await get(`/documents/${theirs.id}?companyId=${t.company.id}`, t.authorization),
      404,
      documentMessages.documentNotFound,
    );
    expectError(
      await get(`/documents/${theirs.id}?companyId=${t.company.id}`, suite.adminAuth),
      404,
      documentMessages.documentNotFound,
    );
    expectError(
      await get(`/documents/${theirs.id}?companyId=${other.company.id}`, t.authorization),
      403,
      messages.companyForbidden,
    );
  });
});

describe('PUT /documents/:id/status/:status', () => {
  test('a guide pending -> paid with the receipt: paid_at from the clock, the receipt registered and linked, audited', async () => {
    const t = await tenant();
    const g = await guide(t);
    const now = new Date('2026-04-18T15:00:00.000Z');
    const app = await buildAppWithClock(suite.ctx, () => now);
    try {
      const receiptKey = await uploaded(t.company.id, 'comprovante.png', SAMPLE_PNG);
      const res = await put(t.company.id, g.id, 'paid', t.authorization, { receiptKey }, app);
      expect(res.statusCode, res.body).toBe(200);
      const paid = documentSchema.parse(res.json().data);
      expect(paid).toMatchObject({ status: 'paid', paidAt: now.toISOString() });
      expect(paid.receiptDocumentId).not.toBeNull();
      const receipt = await get(`/documents/${paid.receiptDocumentId}?companyId=${t.company.id}`, t.authorization);
      expect(receipt.json().data).toMatchObject({
        type: 'payment_receipt',
        status: 'available',
        key: receiptKey,
        contentType: 'image/png',
        competence: '2026-03',
        fromAccountant: false,
        uploadedBy: { uid: t.owner.id },
      });
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, g.id), eq(auditLog.action, 'document.status_changed')));
      expect(audit).toHaveLength(1);
      expect(audit[0]!.details).toMatchObject({
        from: 'pending',
        to: 'paid',
        receiptDocumentId: receipt.json().data.id,
      });
    } finally {
      await app.close();
    }
  });

  test('a receipt that is not there or of a refused type: the guide stays pending, no receipt', async () => {
    const t = await tenant();
    const g = await guide(t);
    const before = await docRow(g.id);
    const missing = await put(t.company.id, g.id, 'paid', t.authorization, { receiptKey: 'uploads/x/nada.pdf' });
    expectError(missing, 400, storageMessages.uploadMissing);
    expect(missing.json().error.fields).toEqual({ receiptKey: storageMessages.uploadMissing });
    const badKey = await uploaded(t.company.id, 'comprovante.pdf', HTML_PAGE);
    expectError(
      await put(t.company.id, g.id, 'paid', t.authorization, { receiptKey: badKey }),
      415,
      storageMessages.badType,
    );
    expect(await docRow(g.id)).toEqual(before);
    expect(await documentsOf(t.company.id)).toHaveLength(1);
  });

  test('a guide pending -> overdue (accountants) -> paid (the company, no receipt); the company cannot mark overdue', async () => {
    const t = await tenant();
    const g = await guide(t);
    expectError(await put(t.company.id, g.id, 'overdue', t.authorization), 403, documentMessages.overdueByAccountants);
    expect((await docRow(g.id))?.status).toBe('pending');
    const overdue = await put(t.company.id, g.id, 'overdue', suite.adminAuth);
    expect(overdue.statusCode, overdue.body).toBe(200);
    expect(overdue.json().data.status).toBe('overdue');
    const paid = await put(t.company.id, g.id, 'paid', t.authorization);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', receiptDocumentId: null });
    expect(paid.json().data.paidAt).not.toBeNull();
  });

  test('review: pending -> approved and pending -> rejected with its reason, by accountants', async () => {
    const t = await tenant();
    const approved = await sentForReview(t);
    const res = await put(t.company.id, approved.id, 'approved', suite.adminAuth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('approved');

    const rejected = await sentForReview(t, 'municipal_registration');
    const before = await docRow(rejected.id);
    const noReason = await put(t.company.id, rejected.id, 'rejected', suite.adminAuth, { reason: '   ' });
    expectError(noReason, 400, documentMessages.rejectionReasonRequired);
    expect(noReason.json().error.fields).toEqual({ reason: documentMessages.rejectionReasonRequired });
    expectError(
      await put(t.company.id, rejected.id, 'rejected', suite.adminAuth),
      400,
      documentMessages.rejectionReasonRequired,
    );
    expect(await docRow(rejected.id)).toEqual(before);
    expect(await mailTo(t.owner.email)).toHaveLength(0);
    const ok = await put(t.company.id, rejected.id, 'rejected', suite.adminAuth, { reason: 'Documento ilegível' });
    // The owner is told, with the reason and the screen to send another, in the change's transaction.
    const mails = await mailTo(t.owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Documento recusado: /);
    expect(mails[0]!.text).toContain('Motivo: Documento ilegível');
    expect(mails[0]!.text).toContain(`${TEST_WEB_ORIGIN}/app/documents/company`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'Documento ilegível' });
    expect(await docRow(rejected.id)).toMatchObject({ status: 'rejected', rejectionReason: 'Documento ilegível' });
  });

  test('a company user cannot review: 403, unchanged', async () => {
    const t = await tenant();
    const doc = await sentForReview(t);
    const before = await docRow(doc.id);
    for (const status of ['approved', 'rejected']) {
      expectError(
        await put(t.company.id, doc.id, status, t.authorization, { reason: 'Eu mesmo' }),
        403,
        documentMessages.reviewByAccountants,
      );
    }
    expect(await docRow(doc.id)).toEqual(before);
  });

  test('illegal transitions: 409 with the row unchanged', async () => {
    const t = await tenant();
    const paidGuide = await guide(t);
    expect((await put(t.company.id, paidGuide.id, 'paid', t.authorization)).statusCode).toBe(200);
    const approved = await sentForReview(t);
    expect((await put(t.company.id, approved.id, 'approved', suite.adminAuth)).statusCode).toBe(200);
    const pendingGuide = await guide(t);
    const pendingDoc = await sentForReview(t, 'license');
    const fromAccountant = await create(
      t,
      { key: await uploaded(t.company.id, 'alvara.pdf', SAMPLE_PDF), type: 'license' },
      suite.adminAuth,
    );
    const cases: [string, string, string][] = [
      [paidGuide.id, 'pending', suite.adminAuth],
      [paidGuide.id, 'paid', t.authorization],
      [paidGuide.id, 'overdue', suite.adminAuth],
      [approved.id, 'rejected', suite.adminAuth],
      [approved.id, 'pending', suite.adminAuth],
      [pendingGuide.id, 'approved', suite.adminAuth],
      [pendingGuide.id, 'rejected', suite.adminAuth],
      [pendingDoc.id, 'paid', t.authorization],
      [pendingDoc.id, 'paid', suite.adminAuth],
      [pendingDoc.id, 'overdue', suite.adminAuth],
      [fromAccountant.id, 'paid', t.authorization],
      [fromAccountant.id, 'approved', suite.adminAuth],
    ];
    for (const [id, status, authorization] of cases) {
      const before = await docRow(id);
      const res = await put(t.company.id, id, status, authorization, { reason: 'Motivo qualquer' });
      expectError(res, 409, documentMessages.statusNotAllowed);
      expect(await docRow(id)).toEqual(before);
    }
    expect((await put(t.company.id, pendingGuide.id, 'available', suite.adminAuth)).statusCode).toBe(409);
    expect((await put(t.company.id, pendingGuide.id, 'boleto', suite.adminAuth)).statusCode).toBe(400);
  });

  test('two payments at once: one 200, one 409, one receipt', async () => {
    const t = await tenant();
    const g = await guide(t);
    const keys = await Promise.all([
      uploaded(t.company.id, 'a.pdf', SAMPLE_PDF),
      uploaded(t.company.id, 'b.pdf', SAMPLE_PDF),
    ]);
    const results = await Promise.all(
      keys.map((receiptKey) => put(t.company.id, g.id, 'paid', t.authorization, { receiptKey })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const receipts = (await documentsOf(t.company.id)).filter((d) => d.type === 'payment_receipt');
    expect(receipts).toHaveLength(1);
    expect((await docRow(g.id))?.receiptDocumentId).toBe(receipts[0]!.id);
  });

  test("tenant isolation: another company's member 403; another company's id 404; unchanged", async () => {
    const t = await tenant();
    const other = await tenant();
    const theirs = await guide(other);
    expectError(await put(other.company.id, theirs.id, 'paid', t.authorization), 403, messages.companyForbidden);
    expectError(await put(t.company.id, theirs.id, 'paid', t.authorization), 404, documentMessages.documentNotFound);
    expect((await docRow(theirs.id))?.status).toBe('pending');
  });
});

describe('DELETE /documents/:id', () => {
  test('the company deletes what it sent: 204, document, file row and object gone, queue empty, audited', async () => {
    const t = await tenant();
    const doc = await sentForReview(t);
    const row = await docRow(doc.id);
    const fullKey = `${t.company.id}/${doc.key}`;
    expect(await objectExists(t.company.id, doc.key)).toBe(true);
    const res = await remove(t.company.id, doc.id, t.authorization);
    expect(res.statusCode, res.body).toBe(204);
    expect(await docRow(doc.id)).toBeUndefined();
    expect(await db().select().from(companyFiles).where(eq(companyFiles.id, row!.fileId))).toHaveLength(0);
    expect(await objectExists(t.company.id, doc.key)).toBe(false);
    expect(await queuedDeletion(fullKey)).toBeUndefined();
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, doc.id), eq(auditLog.action, 'document.deleted')));
    expect(audit).toHaveLength(1);
    expectError(await remove(t.company.id, doc.id, t.authorization), 404, documentMessages.documentNotFound);
  });

  test("accountants delete any document; the company neither the accountants' documents nor approved ones", async () => {
    const t = await tenant();
    const g = await guide(t);
    const approved = await sentForReview(t);
    expect((await put(t.company.id, approved.id, 'approved', suite.adminAuth)).statusCode).toBe(200);
    expectError(await remove(t.company.id, g.id, t.authorization), 403, documentMessages.cannotDelete);
    expectError(
      await remove(t.company.id, approved.id, t.authorization),
      403,
      documentMessages.approvedCannotBeDeleted,
    );
    expect(await docRow(g.id)).toBeDefined();
    expect(await objectExists(t.company.id, g.key)).toBe(true);
    expect((await remove(t.company.id, g.id, suite.adminAuth)).statusCode).toBe(204);
    expect((await remove(t.company.id, approved.id, suite.adminAuth)).statusCode).toBe(204);
    expect(await documentsOf(t.company.id)).toHaveLength(0);
    expect(await filesOf(t.company.id)).toHaveLength(0);
    expect(await objectExists(t.company.id, g.key)).toBe(false);
  });

  test('deleting a paid guide keeps its receipt (the link cleared); deleting the receipt clears the link', async () => {
    const t = await tenant();
    const g = await guide(t);
    const receiptKey = await uploaded(t.company.id, 'comprovante.pdf', SAMPLE_PDF);
    const paid = await put(t.company.id, g.id, 'paid', t.authorization, { receiptKey });
    const receiptId = paid.json().data.receiptDocumentId as string;
    expect((await remove(t.company.id, receiptId, t.authorization)).statusCode).toBe(204);
    expect((await docRow(g.id))?.receiptDocumentId).toBeNull();
    expect(await objectExists(t.company.id, receiptKey)).toBe(false);
  });

  test('when the storage fails to delete: the document and its file row are gone, the deletion stays queued', async () => {
    const t = await tenant();
    const doc = await sentForReview(t);
    const failing: ObjectStorage = {
      ...suite.ctx.storage,
      delete: () => Promise.reject(new Error('storage fora do ar')),
    };
    const app = await buildApp({
      config: suite.ctx.config,
      database: suite.ctx.database,
      jobs: suite.ctx.jobs,
      logger: false,
      storage: failing,
    });
    await app.ready();
    try {
      const res = await remove(t.company.id, doc.id, t.authorization, app);
      expect(res.statusCode, res.body).toBe(204);
    } finally {
      await app.close();
    }
    expect(await docRow(doc.id)).toBeUndefined();
    expect(await filesOf(t.company.id)).toHaveLength(0);
    expect(await queuedDeletion(`${t.company.id}/${doc.key}`)).toBeDefined();
    expect(await objectExists(t.company.id, doc.key)).toBe(true);
  });

  test("tenant isolation: another company's member 403; another company's id 404; nothing deleted", async () => {
    const t = await tenant();
    const other = await tenant();
    const theirs = await sentForReview(other);
    expectError(await remove(other.company.id, theirs.id, t.authorization), 403, messages.companyForbidden);
    expectError(await remove(t.company.id, theirs.id, t.authorization), 404, documentMessages.documentNotFound);
    expectError(await remove(t.company.id, theirs.id, suite.adminAuth), 404, documentMessages.documentNotFound);
    expect(await docRow(theirs.id)).toBeDefined();
    expect(await objectExists(other.company.id, theirs.key)).toBe(true);
  });
});

describe('GET /documents/archive', () => {
  async function setCreatedAt(id: string, iso: string) {
    await db()
      .update(documents)
      .set({ createdAt: new Date(iso) })
      .where(eq(documents.id, id));
  }

  test("a ZIP of the month's documents: by competence, or created that month in Brasília; names unique", async () => {
    const t = await tenant();
    const pdfA = Buffer.concat([SAMPLE_PDF, Buffer.from('% guia A\n')]);
    const pdfB = Buffer.concat([SAMPLE_PDF, Buffer.from('% guia B\n')]);
    const das = await create(
      t,
      guideInput(await uploaded(t.company.id, 'das.pdf', pdfA), { competence: '2026-03' }),
      suite.adminAuth,
    );
    const das2 = await create(
      t,
      guideInput(await uploaded(t.company.id, 'das-retificada.pdf', pdfB), { competence: '2026-03' }),
      suite.adminAuth,
    );
    const statement = await create(
      t,
      { key: await uploaded(t.company.id, 'extrato.xml', SAMPLE_XML), type: 'bank_statement' },
      t.authorization,
    );
    // 2026-04-01 02:00 UTC is still 31 March in Brasília.
    await setCreatedAt(statement.id, '2026-04-01T02:00:00Z');
    const card = await create(
      t,
      { key: await uploaded(t.company.id, 'cartao.png', SAMPLE_PNG), type: 'cnpj_card', title: 'Cartão/CNPJ' },
      t.authorization,
    );
    await setCreatedAt(card.id, '2026-03-15T12:00:00Z');
    // 2026-03-01 02:00 UTC is 28 February in Brasília: not March.
    const february = await create(
      t,
      { key: await uploaded(t.company.id, 'fev.pdf', SAMPLE_PDF), type: 'other' },
      t.authorization,
    );
    await setCreatedAt(february.id, '2026-03-01T02:00:00Z');
    // Competence April, created in March: April's.
    const april = await guide(t, { competence: '2026-04' });
    await setCreatedAt(april.id, '2026-03-20T12:00:00Z');
    const other = await tenant();
    await create(other, guideInput(await uploaded(other.company.id, 'das.pdf', SAMPLE_PDF)), suite.adminAuth);

    const res = await get(`/documents/archive?companyId=${t.company.id}&competence=2026-03`, t.authorization);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('attachment; filename="documentos-2026-03.zip"');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const byName = Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, Buffer.from(bytes)]));
    expect(Object.keys(byName).sort()).toEqual(
      [
        'DAS - DAS 03-2026.pdf',
        'DAS - DAS 03-2026 (2).pdf',
        'Extrato bancário - Extrato bancário.xml',
        'Cartão CNPJ - Cartão-CNPJ.png',
      ].sort(),
    );
    expect(byName['DAS - DAS 03-2026.pdf']!.equals(pdfA)).toBe(true);
    expect(byName['DAS - DAS 03-2026 (2).pdf']!.equals(pdfB)).toBe(true);
    expect(byName['Extrato bancário - Extrato bancário.xml']!.equals(SAMPLE_XML)).toBe(true);
    expect(byName['Cartão CNPJ - Cartão-CNPJ.png']!.equals(SAMPLE_PNG)).toBe(true);
    expect(das.title).toBe(das2.title);

    // The accountants download it too.
    const byAdmin = await get(`/documents/archive?companyId=${t.company.id}&competence=2026-04`, suite.adminAuth);
    expect(byAdmin.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(byAdmin.rawPayload)))).toEqual(['DAS - DAS 04-2026.pdf']);
  });

  test('the months that have documents, newest first, by the same rule: what "Baixar tudo do mês" offers', async () => {
    const t = await tenant();
    const empty = await get(`/documents/archive/months?companyId=${t.company.id}`, t.authorization);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ data: [] });

    await guide(t, { competence: '2026-03' });
    await guide(t, { competence: '2026-03' });
    const april = await guide(t, { competence: '2026-04' });
    await setCreatedAt(april.id, '2026-03-20T12:00:00Z');
    // No competence, 2026-03-01 02:00 UTC: 28 February in Brasília.
    const february = await create(
      t,
      { key: await uploaded(t.company.id, 'fev.pdf', SAMPLE_PDF), type: 'other' },
      t.authorization,
    );
    await setCreatedAt(february.id, '2026-03-01T02:00:00Z');
    const other = await tenant();
    await guide(other, { competence: '2026-10' });

    const res = await get(`/documents/archive/months?companyId=${t.company.id}`, t.authorization);
    expect(res.json()).toEqual({
      data: [
        { month: '2026-04', documents: 1 },
        { month: '2026-03', documents: 2 },
        { month: '2026-02', documents: 1 },
      ],
    });
    expectError(
      await get(`/documents/archive/months?companyId=${other.company.id}`, t.authorization),
      403,
      messages.companyForbidden,
    );
  });

  test('an empty month: 404; tenant isolation: 403; a bad competence: 400', async () => {
    const t = await tenant();
    const other = await tenant();
    await guide(other, { competence: '2026-03' });
    expectError(
      await get(`/documents/archive?companyId=${t.company.id}&competence=2026-03`, t.authorization),
      404,
      documentMessages.emptyArchive,
    );
    expectError(
      await get(`/documents/archive?companyId=${other.company.id}&competence=2026-03`, t.authorization),
      403,
      messages.companyForbidden,
    );
    expect(
      (await get(`/documents/archive?companyId=${t.company.id}&competence=2026-13`, t.authorization)).statusCode,
    ).toBe(400);
  });
});

describe('issued invoices', () => {
  const SAMPLE_NFSE = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<NFSe><infNFSe Id="NFS9"/></NFSe>\n');

  function attach(id: string, kind: 'pdf' | 'xml', content: Buffer) {
    const body = multipart([{ field: 'file', fileName: `nota.${kind}`, content }]);
    return suite.ctx.app.inject({
      method: 'POST',
      url: `/nfs/requests/${id}/files/${kind}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: suite.adminAuth },
    });
  }

  test('a request becoming issued registers its PDF and XML as documents; deleting one keeps the shared file', async () => {
    const t = await tenant();
    const asked = await suite.ctx.app.inject({
      method: 'POST',
      url: `/nfs/requests?companyId=${t.company.id}`,
      headers: { authorization: t.authorization },
      payload: {
        emissionType: 'cnpj',
        cnpj: randomCnpj(),
        totalValue: 800,
        taker: { name: 'Cliente Exemplo Ltda' },
        serviceCode: TEST_SERVICE_CODES.software,
        serviceDescription: 'Manutenção do site',
        competenceDate: '2026-03-05',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = nfsRequestSchema.parse(asked.json().data);
    const step = (status: string, payload?: object) =>
      suite.ctx.app.inject({
        method: 'PUT',
        url: `/nfs/requests/${request.id}/status/${status}`,
        headers: { authorization: suite.adminAuth },
        ...(payload ? { payload } : {}),
      });
    expect((await step('processing')).statusCode).toBe(200);
    expect((await attach(request.id, 'pdf', SAMPLE_PDF)).statusCode).toBe(200);
    expect((await attach(request.id, 'xml', SAMPLE_NFSE)).statusCode).toBe(200);
    expect(await documentsOf(t.company.id)).toHaveLength(0);
    const issued = await step('issued', { invoiceNumber: '321', issueDate: '2026-03-10' });
    expect(issued.statusCode, issued.body).toBe(200);

    const list = await get(`/documents?companyId=${t.company.id}&type=invoice_pdf&type=invoice_xml`, t.authorization);
    expect(list.json().total).toBe(2);
    const docs = list.json().data as CompanyDocument[];
    const [requestRow] = await db().select().from(nfsRequests).where(eq(nfsRequests.id, request.id));
    for (const doc of docs) {
      expect(doc).toMatchObject({
        status: 'available',
        nfsRequestId: request.id,
        fromAccountant: true,
        competence: '2026-03',
        title: 'NFS-e 321 - Cliente Exemplo Ltda',
        uploadedBy: { uid: suite.admin.id },
      });
      const row = await docRow(doc.id);
      expect(row?.fileId).toBe(doc.type === 'invoice_pdf' ? requestRow!.pdfFileId : requestRow!.xmlFileId);
    }
    expect(new Set(docs.map((d) => d.type))).toEqual(new Set(['invoice_pdf', 'invoice_xml']));

    // The company cannot delete them; an accountant can, and the request keeps its file.
    const pdfDoc = docs.find((d) => d.type === 'invoice_pdf')!;
    expectError(await remove(t.company.id, pdfDoc.id, t.authorization), 403, documentMessages.cannotDelete);
    expect((await remove(t.company.id, pdfDoc.id, suite.adminAuth)).statusCode).toBe(204);
    const [after] = await db().select().from(nfsRequests).where(eq(nfsRequests.id, request.id));
    expect(after?.pdfFileId).toBe(requestRow!.pdfFileId);
    const download = await get(`/nfs/requests/${request.id}/files/pdf?companyId=${t.company.id}`, t.authorization);
    expect(download.statusCode).toBe(200);
  });
});
