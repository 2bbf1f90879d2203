import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { reconciliationMessages, reconciliationSchema, type Reconciliation } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { updateCompany } from '../companies/companies.repository.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  TEST_SERVICE_CODES,
  createCompany,
  createSystemAdmin,
  createUser,
  ensureTestServiceCodes,
  randomCnpj,
  signInAs,
} from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';

// Reconciliation on the held Banco do Brasil statements (the ones the bank-statement journeys
// upload): October 2026 (credits from Distribuidora Sol Nascente, Joana Lima, Mercado Bom
// Preço) and 09–24/11/2026 (the DAS of 10/2026 paid on 23/11).

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/e2e/fixtures');
const OCTOBER = readFileSync(path.join(fixtures, 'bank-extrato-bb-outubro-2026.ofx'));
const NOVEMBER_DAS = readFileSync(path.join(fixtures, 'bank-extrato-bb-09-11-a-24-11-2026-das.ofx'));

let ctx: TestContext;
let accountant: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceData(ctx.database.db);
  await ensureTestServiceCodes(ctx.database.db);
  accountant = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
}, 120_000);
afterAll(() => ctx.close());

async function tenant() {
  const owner = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner, cnpj: randomCnpj() });
  await updateCompany(ctx.database.db, company.id, { size: 'ME', openedOn: '2019-02-01' });
  return { companyId: company.id, customer: (await signInAs(ctx.app, owner)).authorization };
}

async function upload(t: { companyId: string; customer: string }, content: Buffer) {
  const body = multipart([{ field: 'file', fileName: 'extrato.ofx', type: 'application/x-ofx', content }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/bank-statements/ofx/upload',
    query: { companyId: t.companyId },
    payload: body.payload,
    headers: { ...body.headers, authorization: t.customer },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { imported: number; skippedDuplicates: number };
}

async function issuedNote(
  companyId: string,
  note: { takerName: string; cents: number; issueDate: string; number: string },
) {
  const [row] = await ctx.database.db
    .insert(nfsRequests)
    .values({
      companyId,
      emissionType: 'cnpj',
      takerCnpj: randomCnpj(),
      takerName: note.takerName,
      totalValueCents: note.cents,
      serviceCode: TEST_SERVICE_CODES.software,
      serviceDescription: 'Serviço',
      competenceDate: note.issueDate,
      status: 'issued',
      invoiceNumber: note.number,
      issueDate: note.issueDate,
    })
    .returning();
  return row!;
}

async function reconciliation(companyId: string, authorization: string, month: string): Promise<Reconciliation> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/companies/${companyId}/reconciliation?month=${month}`,
    headers: { authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  return reconciliationSchema.parse(res.json().data);
}

const item = (r: Reconciliation, description: RegExp, amount: number) => {
  const found = r.items.find(
    (row) => description.test(row.transaction.description) && row.transaction.amount === amount,
  );
  expect(found, `${description} ${amount}`).toBeDefined();
  return found!;
};

const confirmMatch = (companyId: string, authorization: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/companies/${companyId}/reconciliation/matches`,
    headers: { authorization },
    payload,
  });

describe('reconciliation of the October statement with the issued notes', () => {
  test('a credit naming its taker matches its note; two notes of one value are proposed, not confirmed; a confirmed match survives a re-import', async () => {
    const t = await tenant();
    const sol = await issuedNote(t.companyId, {
      takerName: 'Distribuidora Sol Nascente Ltda',
      cents: 378_050,
      issueDate: '2026-10-05',
      number: '101',
    });
    const joanaA = await issuedNote(t.companyId, {
      takerName: 'Joana Lima',
      cents: 48_000,
      issueDate: '2026-10-01',
      number: '102',
    });
    const joanaB = await issuedNote(t.companyId, {
      takerName: 'Joana Lima',
      cents: 48_000,
      issueDate: '2026-10-08',
      number: '103',
    });
    expect((await upload(t, OCTOBER)).imported).toBeGreaterThan(0);

    const first = await reconciliation(t.companyId, t.customer, '2026-10');
    const credit = item(first, /Sol Nascente/, 3780.5);
    expect(credit.status).toBe('matched');
    expect(credit.match).toMatchObject({
      type: 'note',
      id: sol.id,
      label: 'NFS-e 101 · Distribuidora Sol Nascente Ltda',
      automatic: true,
      evidence: ['value', 'date', 'name'],
    });

    // Two notes of R$ 480,00 to Joana Lima: both proposed, the nearer first, none confirmed.
    const joana = item(first, /Joana Lima/, 480);
    expect(joana.status).toBe('suggested');
    expect(joana.match).toBeNull();
    expect(joana.candidates.map((c) => c.id)).toEqual([joanaB.id, joanaA.id]);

    // No note for Mercado Bom Preço's R$ 1.250,00: flagged (≥ R$ 500,00); the fees are plain unmatched.
    const mercado = item(first, /Mercado Bom/, 1250);
    expect(mercado).toMatchObject({ status: 'unmatched', possiblyMissingRevenue: true });
    expect(item(first, /Tarifa/, -59.9)).toMatchObject({ status: 'unmatched', possiblyMissingRevenue: false });
    expect(first.summary.possiblyMissingRevenue).toBe(1250);

    const wrong = await confirmMatch(t.companyId, t.customer, {
      transactionId: mercado.transaction.id,
      targetType: 'note',
      targetId: joanaA.id,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.message).toBe(reconciliationMessages.notACandidate);

    const confirmed = await confirmMatch(t.companyId, t.customer, {
      transactionId: joana.transaction.id,
      targetType: 'note',
      targetId: joanaA.id,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const twice = await confirmMatch(t.companyId, accountant, {
      transactionId: joana.transaction.id,
      targetType: 'note',
      targetId: joanaB.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(reconciliationMessages.alreadyMatched);

    const again = await upload(t, OCTOBER);
    expect(again.imported).toBe(0);
    const after = await reconciliation(t.companyId, accountant, '2026-10');
    const kept = item(after, /Joana Lima/, 480);
    expect(kept.transaction.id).toBe(joana.transaction.id);
    expect(kept).toMatchObject({ status: 'matched', match: { id: joanaA.id, automatic: false } });
    expect(kept.match!.confirmedAt).not.toBeNull();
    // The confirmed note is proposed to no other transaction.
    expect(after.items.flatMap((row) => row.candidates).some((c) => c.id === joanaA.id)).toBe(false);
    expect(after.items).toHaveLength(first.items.length);

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, t.companyId), eq(auditLog.action, 'reconciliation.matched')));
    expect(audits).toHaveLength(1);
  });

  test("another company's member gets 403 and cannot confirm", async () => {
    const mine = await tenant();
    const other = await tenant();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${mine.companyId}/reconciliation?month=2026-10`,
      headers: { authorization: other.customer },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('reconciliation of the DAS paid in November with its guide', () => {
  test('the DAS debit matches the paid guide of 10/2026 (R$ 400,00, due 23/11/2026)', async () => {
    const t = await tenant();
    const call = (method: 'PUT' | 'POST', url: string, authorization: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
    await call('PUT', `/companies/${t.companyId}/simples/revenue`, accountant, {
      month: '2026-10',
      activity: 'commerce',
      amount: 10_000,
    });
    expect((await call('POST', `/companies/${t.companyId}/simples/confirmations/2026-10`, accountant)).statusCode).toBe(
      200,
    );
    const guide = await call('POST', `/companies/${t.companyId}/simples/guides/2026-10`, accountant, {
      barcode: '858200000040000003282026112301234567890123456789',
    });
    expect(guide.statusCode, guide.body).toBe(201);
    // 20/11/2026 is Consciência Negra (a Friday): due on Monday 23/11.
    expect(guide.json().data).toMatchObject({ amount: 400, dueDate: '2026-11-23' });
    const documentId = guide.json().data.documentId as string;

    await upload(t, NOVEMBER_DAS);
    // Not paid yet: the debit has nothing to match.
    expect(item(await reconciliation(t.companyId, t.customer, '2026-11'), /DAS/, -400).status).toBe('unmatched');

    const paid = await call('PUT', `/documents/${documentId}/status/paid?companyId=${t.companyId}`, t.customer);
    expect(paid.statusCode, paid.body).toBe(200);
    const r = await reconciliation(t.companyId, t.customer, '2026-11');
    expect(item(r, /DAS/, -400)).toMatchObject({
      status: 'matched',
      match: {
        type: 'guide',
        id: documentId,
        label: 'DAS 10/2026',
        automatic: true,
        evidence: ['value', 'date', 'keyword'],
      },
    });
    expect(item(r, /Padaria/, 2500)).toMatchObject({ status: 'unmatched', possiblyMissingRevenue: true });
  });
});
