import { describe, expect, test, vi } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { NfsRequestInput } from '@contabil/contracts';
import { auditLog } from '../../../db/schema/audit.js';
import { mailOutbox } from '../../../db/schema/mail.js';
import { nfsRequests } from '../../../db/schema/nfs.js';
import { createUser, signInAs, uniqueEmail } from '../../../test/factories.js';
import { sqlRows } from '../../../test/jobs.js';
import { silentJobLog } from '../../../test/test-app.js';
import { insertMembership } from '../../companies/companies.repository.js';
import { runDueSchedules } from '../../nfs-schedules/nfs-scheduler.job.js';
import { findFiscalProfile } from '../profile/fiscal-profile.repository.js';
import { verifyNfseXmlSignature } from '../signing/xml-signature.js';
import { validateNfseXml } from '../xml/nfse-schemas.js';
import { findEmission } from './emission.repository.js';
import { NFSE_DELIVER_JOB } from '../delivery/nfse-delivery.job.js';
import { fakeSefinSuite, noteInput, type EmittingCompany } from './nfse-emission.test-support.js';

const suite = fakeSefinSuite({ keyByte: 7 });

const db = () => suite.ctx.database.db;

type Tenant = EmittingCompany;

/** A company with its fiscal profile, its A1 (from the test CA) and the given emission mode. */
const tenant = (
  mode: 'manual' | 'automatic' | 'reviewed' | null,
  options: { defaultNbs?: string | null } = {},
): Promise<Tenant> =>
  suite.emittingCompany({
    profile: {
      ...(options.defaultNbs === undefined ? {} : { defaultNbs: options.defaultNbs }),
      ...(mode ? { emissionMode: mode } : {}),
    },
  });

/** The note of the national tests, its taker with an address in Rio de Janeiro. */
const input = (overrides: Partial<NfsRequestInput> = {}): NfsRequestInput =>
  noteInput({
    taker: {
      name: 'Tomador Exemplo Ltda',
      email: 'financeiro@tomador.com.br',
      address: {
        zipCode: '20040-002',
        street: 'Avenida Rio Branco',
        number: '100',
        neighborhood: 'Centro',
        city: 'Rio de Janeiro',
        state: 'RJ',
        ibgeCode: 3304557,
      },
    },
    ...overrides,
  });

const { call, createRequest, readUntil } = suite.noteRequests(input);

/** Waits for the send job to take the request out of processing. */
const settledRequest = (who: Tenant, id: string) => readUntil(who, id, (request) => request.status !== 'processing');

const deliveries = (requestId: string) =>
  sqlRows<{ data: { companyId: string; requestId: string; nfseXml: string } }>(
    db(),
    sql`select data from pgboss.job where name = ${NFSE_DELIVER_JOB} and data->>'requestId' = ${requestId}`,
  );

/** DPS sent to the fake so far. */
const dpsPosts = () => suite.fake.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/nfse')).length;

// Each case signs, validates and sends through TLS several times: slow on a loaded machine.
describe('NFS-e Nacional: the request path end to end (fake Sefin)', { timeout: 90_000 }, () => {
  test('automatic: the request is signed and sent at once; issued with the note, delivery queued', async () => {
    const t = await tenant('automatic');
    const created = await createRequest(t);
    expect(created.status).toBe('processing');
    expect(created.nationalEmission).toMatchObject({ dpsSeries: '1', dpsNumber: 1, accessKey: null, errors: [] });
    expect(created.nationalEmission?.dpsId).toBe(`DPS35503082${t.cnpj}00001000000000000001`);
    expect((await findFiscalProfile(db(), t.companyId))?.nextDpsNumber).toBe(2);

    const issued = await settledRequest(t, created.id);
    const note = suite.fake.notes.find((item) => item.dpsId === created.nationalEmission?.dpsId);
    expect(note).toBeDefined();
    expect(issued).toMatchObject({
      status: 'issued',
      invoiceNumber: String(note!.number),
      rejectionReason: null,
      nationalEmission: { accessKey: note!.accessKey, nationalNumber: String(note!.number), attempts: 1 },
    });
    expect(issued.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const emission = await findEmission(db(), t.companyId, created.id);
    expect(emission?.nfseXml).toBe(note!.nfseXml);

    // The signed DPS sent and the note received, for the company's members.
    const dps = await call(t, 'GET', `/nfs/requests/${created.id}/dps.xml`);
    expect(dps.statusCode).toBe(200);
    expect(dps.headers['content-type']).toContain('application/xml');
    expect(verifyNfseXmlSignature(dps.body).valid).toBe(true);
    expect((await validateNfseXml('DPS', dps.body)).valid).toBe(true);
    expect(dps.body).toContain(`Id="${created.nationalEmission?.dpsId}"`);
    const nfse = await call(t, 'GET', `/nfs/requests/${created.id}/nfse.xml`);
    expect(nfse.statusCode).toBe(200);
    expect(nfse.body).toBe(note!.nfseXml);

    // The delivery job, queued with the issuance.
    expect(await deliveries(created.id)).toEqual([
      { data: { companyId: t.companyId, requestId: created.id, nfseXml: note!.nfseXml } },
    ]);
    // Delivered: the PDF and XML on the request, and one e-mail to the owner (with both
    // attached; not also the manual path's status e-mail) and one to the taker.
    await vi.waitFor(
      async () => {
        const [row] = await db().select().from(nfsRequests).where(eq(nfsRequests.id, created.id));
        if (!row?.pdfFileId || !row.xmlFileId) throw new Error('not delivered yet');
      },
      { timeout: 30_000, interval: 200 },
    );
    const mails = await db()
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`NFS-e ${note!.number} emitida%`}`);
    const toOwner = mails.filter((m) => m.to === t.ownerEmail);
    expect(toOwner.map((m) => m.subject)).toEqual([`NFS-e ${note!.number} emitida`]);
    expect(toOwner[0]!.attachments?.map((a) => a.contentType).sort()).toEqual(['application/pdf', 'application/xml']);
    expect(mails.filter((m) => m.to === 'financeiro@tomador.com.br').map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`^NFS-e ${note!.number} emitida por `)),
    ]);
  });

  test('manual is the default: a company with a certificate but no mode keeps the accountants path', async () => {
    const t = await tenant(null);
    const created = await createRequest(t);
    expect(created).toMatchObject({ status: 'requested', nationalEmission: null });
    const dps = await call(t, 'GET', `/nfs/requests/${created.id}/dps.xml`);
    expect(dps.statusCode).toBe(404);
    expect(dps.json().error.message).toBe('Este pedido não tem esse XML');
  });

  test('a request that cannot make a valid DPS is refused naming the field; nothing kept, no number taken', async () => {
    const t = await tenant('automatic');
    const badTaker = await call(
      t,
      'POST',
      '/nfs/requests',
      input({ taker: { ...input().taker, address: { ...input().taker.address!, ibgeCode: 123 } } }),
    );
    expect(badTaker.statusCode).toBe(400);
    expect(badTaker.json().error.message).toBe(
      'Código IBGE do município do tomador: valor ausente ou inválido para a NFS-e nacional (campo toma/end/endNac/cMun do leiaute)',
    );
    expect(badTaker.json().error.fields).toHaveProperty('taker.address.municipalityCode');

    const noNbs = await tenant('reviewed', { defaultNbs: null });
    const missing = await call(noNbs, 'POST', '/nfs/requests', input());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      nbs: 'Código NBS do serviço: valor ausente ou inválido para a NFS-e nacional (campo serv/cServ/cNBS do leiaute)',
    });

    for (const who of [t, noNbs]) {
      const [row] = await db()
        .select({ total: count() })
        .from(nfsRequests)
        .where(eq(nfsRequests.companyId, who.companyId));
      expect(row?.total).toBe(0);
      expect((await findFiscalProfile(db(), who.companyId))?.nextDpsNumber).toBe(1);
    }
    // With the NBS on the request it goes through.
    expect((await createRequest(noNbs, { nbs: '115022000' })).status).toBe('requested');
  });

  test('reviewed: the request waits for the accountant, who approves; then it is sent and issued', async () => {
    const t = await tenant('reviewed');
    const created = await createRequest(t);
    expect(created).toMatchObject({ status: 'requested', nationalEmission: null, emissionMode: 'reviewed' });
    const approveUrl = `/nfs/requests/${created.id}/approve`;
    const byCustomer = await suite.ctx.app.inject({
      method: 'POST',
      url: approveUrl,
      headers: { authorization: t.authorization },
    });
    expect(byCustomer.statusCode).toBe(403);
    const approved = await suite.ctx.app.inject({
      method: 'POST',
      url: approveUrl,
      headers: { authorization: suite.accountant },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'processing', nationalEmission: { dpsNumber: 1 } });
    const again = await suite.ctx.app.inject({
      method: 'POST',
      url: approveUrl,
      headers: { authorization: suite.accountant },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Só um pedido aguardando aprovação pode ser aprovado');
    const issued = await settledRequest(t, created.id);
    expect(issued.status).toBe('issued');
    expect(suite.fake.notes.filter((note) => note.dpsId === issued.nationalEmission?.dpsId)).toHaveLength(1);
    // The outcome comes from the Sefin: marking it by hand is refused.
    const byHand = await suite.ctx.app.inject({
      method: 'PUT',
      url: `/nfs/requests/${created.id}/status/rejected`,
      headers: { authorization: suite.accountant },
      payload: { reason: 'Recusada à mão' },
    });
    expect(byHand.statusCode).toBe(409);
  });

  test('rejection: the national code and message are kept on the request and shown', async () => {
    const t = await tenant('automatic');
    suite.fake.rejectNext([{ Codigo: 'E0625', Descricao: 'Inscrição municipal do prestador não encontrada' }]);
    const created = await createRequest(t);
    const rejected = await settledRequest(t, created.id);
    expect(rejected).toMatchObject({
      status: 'rejected',
      invoiceNumber: null,
      rejectionReason: 'A Sefin Nacional recusou a nota: E0625 - Inscrição municipal do prestador não encontrada',
      nationalEmission: {
        accessKey: null,
        errors: [{ code: 'E0625', description: 'Inscrição municipal do prestador não encontrada' }],
      },
    });
    expect(await deliveries(created.id)).toEqual([]);
    // The customer is told, with the Sefin's words.
    const [mail] = await db()
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.subject, 'Pedido de nota fiscal recusado'), sql`${mailOutbox.text} like '%E0625%'`));
    expect(mail?.text).toContain(
      'Motivo: A Sefin Nacional recusou a nota: E0625 - Inscrição municipal do prestador não encontrada',
    );
    expect(mail?.text).toContain('A Sefin Nacional não emitiu a nota fiscal de serviço pedida para a empresa');
    const nfse = await call(t, 'GET', `/nfs/requests/${created.id}/nfse.xml`);
    expect(nfse.statusCode).toBe(404);
  });

  test('timeout after the Sefin made the note: the retry asks by DPS id, sends nothing again, one note', async () => {
    const t = await tenant('automatic');
    suite.fake.hangAfterAcceptingNext();
    const postsBefore = dpsPosts();
    const created = await createRequest(t);
    const dpsId = created.nationalEmission!.dpsId;
    const issued = await settledRequest(t, created.id);
    expect(issued.status).toBe('issued');
    expect(suite.fake.notes.filter((note) => note.dpsId === dpsId)).toHaveLength(1);
    expect(issued.nationalEmission?.attempts).toBe(2);
    // The second attempt looked the DPS up and sent nothing.
    const lookups = suite.fake.calls.filter((call) => call.method === 'GET' && call.path.endsWith(`/dps/${dpsId}`));
    expect(lookups).toHaveLength(1);
    expect(dpsPosts() - postsBefore).toBe(1);
    const [audit] = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'nfse.issued')));
    expect(audit?.details).toMatchObject({ attempt: 2, recovered: true });
    expect(await deliveries(created.id)).toHaveLength(1);
  });

  test('a schedule of an automatic company makes its request and sends it', async () => {
    const t = await tenant('automatic');
    const schedule = await call(t, 'POST', '/nfs/schedulers', {
      ...input(),
      competenceDate: undefined,
      dayOfMonth: 1,
    });
    expect(schedule.statusCode, schedule.body).toBe(201);
    const now = new Date();
    const nextMonthSecondDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2, 15));
    const result = await runDueSchedules(db(), nextMonthSecondDay, silentJobLog, suite.national);
    expect(result.created).toBeGreaterThanOrEqual(1);
    const [row] = await db()
      .select({ id: nfsRequests.id })
      .from(nfsRequests)
      .where(eq(nfsRequests.scheduleId, schedule.json().data.id));
    const issued = await settledRequest(t, row!.id);
    expect(issued).toMatchObject({ status: 'issued', scheduleId: schedule.json().data.id });
    expect(suite.fake.notes.filter((note) => note.dpsId === issued.nationalEmission?.dpsId)).toHaveLength(1);
  });

  test('cancellation: the company-admin cancels an issued note with a reason; event kept, audited', async () => {
    const t = await tenant('automatic');
    const issued = await settledRequest(t, (await createRequest(t)).id);
    const url = `/nfs/requests/${issued.id}/cancel`;
    const member = await createUser(db(), { email: uniqueEmail('membro') });
    await insertMembership(db(), t.companyId, { userId: member.id, role: 'company-member' });
    const asMember = { ...t, authorization: (await signInAs(suite.ctx.app, member)).authorization };
    const refused = await call(asMember, 'POST', url, {
      reason: '2',
      reasonText: 'Serviço não foi prestado ao cliente',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Só o administrador da empresa ou nossos contadores podem cancelar uma nota emitida',
    );
    const short = await call(t, 'POST', url, { reason: '2', reasonText: 'curto' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({
      reasonText: 'Explique o motivo do cancelamento em 15 a 255 caracteres',
    });

    const res = await call(t, 'POST', url, { reason: '2', reasonText: 'Serviço não foi prestado ao cliente' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      nationalEmission: { cancellationReason: '2', cancelledAt: expect.any(String) },
    });
    const note = suite.fake.notes.find((item) => item.accessKey === issued.nationalEmission?.accessKey);
    expect(note?.cancelled).toBe(true);
    const emission = await findEmission(db(), t.companyId, issued.id);
    expect(emission?.cancellationEventXml).toBe(note?.eventXml);
    expect((await validateNfseXml('pedRegEvento', emission!.cancellationRequestXml!)).valid).toBe(true);
    expect(verifyNfseXmlSignature(emission!.cancellationRequestXml!).valid).toBe(true);
    const [audit] = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, issued.id), eq(auditLog.action, 'nfse.cancelled')));
    expect(audit?.details).toMatchObject({
      reason: '2',
      reasonText: 'Serviço não foi prestado ao cliente',
      by: 'customer',
    });

    // The cancelled note's files stay downloadable by the customer (once delivered).
    await vi.waitFor(
      async () => {
        const [row] = await db().select().from(nfsRequests).where(eq(nfsRequests.id, issued.id));
        if (!row?.xmlFileId) throw new Error('not delivered yet');
      },
      { timeout: 30_000, interval: 200 },
    );
    const file = await call(t, 'GET', `/nfs/requests/${issued.id}/files/xml`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toBe(note?.nfseXml);

    const again = await call(t, 'POST', url, { reason: '9', reasonText: 'Cancelamento repetido por engano' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Só uma nota emitida pela API nacional pode ser cancelada aqui');
  });

  test('dps.xml and nfse.xml: members and accountants only; another company and its users get 404', async () => {
    const t = await tenant('automatic');
    const issued = await settledRequest(t, (await createRequest(t)).id);
    const other = await tenant(null);
    for (const kind of ['dps', 'nfse']) {
      const url = `/nfs/requests/${issued.id}/${kind}.xml`;
      // Another company's admin, asking under their own company or under this one.
      const ownCompany = await call(other, 'GET', url);
      expect(ownCompany.statusCode).toBe(404);
      expect(ownCompany.json().error.message).toBe('Pedido de nota não encontrado');
      expect((await call(other, 'GET', url, undefined, t.companyId)).statusCode).toBe(404);
      // A plain user of another company (no role here).
      const plain = await createUser(db(), { email: uniqueEmail('outro') });
      await insertMembership(db(), other.companyId, { userId: plain.id, role: 'company-member' });
      const asPlain = { ...other, authorization: (await signInAs(suite.ctx.app, plain)).authorization };
      expect((await call(asPlain, 'GET', url, undefined, t.companyId)).statusCode).toBe(404);
      // Our accountant.
      const byAccountant = await call({ ...t, authorization: suite.accountant }, 'GET', url);
      expect(byAccountant.statusCode).toBe(200);
      expect(byAccountant.body).toContain(kind === 'dps' ? '<DPS' : '<NFSe');
    }
  });
});
