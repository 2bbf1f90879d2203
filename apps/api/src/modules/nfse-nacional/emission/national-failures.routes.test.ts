import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  formatCnpj,
  workQueueSchema,
  type NfsRequest,
  type NfsRequestInput,
  type WorkQueueKind,
} from '@contabil/contracts';
import { auditLog } from '../../../db/schema/audit.js';
import { nfsRequests } from '../../../db/schema/nfs.js';
import { multipart } from '../../../test/multipart.js';
import { TEST_FISCAL_PROFILE, fakeSefinSuite, noteInput, type EmittingCompany } from './nfse-emission.test-support.js';

// The Sefin is down until a test starts it. Two tries (1 s apart) before the send job is given
// up; the first delivery of this file fails its only try: the accountants' queue gets it.
const suite = fakeSefinSuite({
  keyByte: 9,
  down: true,
  emissionRetryLimit: 1,
  delivery: { retryLimit: 0, failFirst: 1 },
});

const db = () => suite.ctx.database.db;

type Tenant = EmittingCompany;

const tenant = (mode: 'manual' | 'automatic'): Promise<Tenant> =>
  suite.emittingCompany({ profile: { emissionMode: mode } });

const { call, createRequest, read, readUntil: until } = suite.noteRequests(noteInput);

async function queue(): Promise<Map<WorkQueueKind, number>> {
  const res = await suite.ctx.app.inject({
    method: 'GET',
    url: '/admin/work-queue',
    headers: { authorization: suite.accountant },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(workQueueSchema.parse(res.json().data).items.map((item) => [item.kind, item.count]));
}

async function searched(attention: string): Promise<string[]> {
  const res = await suite.ctx.app.inject({
    method: 'GET',
    url: `/nfs/requests/search?attention=${attention}&limit=100`,
    headers: { authorization: suite.accountant },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string }[]).map((row) => row.id);
}

const retry = (id: string, authorization = suite.accountant) =>
  suite.ctx.app.inject({ method: 'POST', url: `/nfs/requests/${id}/retry`, headers: { authorization } });

function uploadXml(id: string, content: string) {
  const body = multipart([{ field: 'file', fileName: 'nota.xml', content }]);
  return suite.ctx.app.inject({
    method: 'POST',
    url: `/nfs/requests/${id}/files/xml`,
    payload: body.payload,
    headers: { ...body.headers, authorization: suite.accountant },
  });
}

async function audited(requestId: string, action: string) {
  return db()
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, requestId), eq(auditLog.action, action)));
}

let issuedXml: { companyId: string; tenant: Tenant; xml: string; number: string } | undefined;

describe('NFS-e Nacional: sends and deliveries that spend their retries', { timeout: 90_000 }, () => {
  test('the Sefin unreachable through every retry: flagged for the customer and the queue; retried, then issued; a failed delivery too', async () => {
    const t = await tenant('automatic');
    const before = await queue();
    const created = await createRequest(t);
    expect(created).toMatchObject({ status: 'processing', emissionMode: 'automatic' });

    // Both tries fail (connection refused): not processing forever, a flag the customer reads.
    const failed = await until(t, created.id, (request) => !!request.nationalEmission?.sendFailedAt);
    expect(failed).toMatchObject({ status: 'processing', nationalEmission: { attempts: 2, accessKey: null } });
    const middle = await queue();
    expect(middle.get('nfse_sends_failed')! - before.get('nfse_sends_failed')!).toBe(1);
    expect(await searched('send_failed')).toContain(created.id);
    expect(await audited(created.id, 'nfse.send_failed')).toHaveLength(1);

    // Only our accountants retry.
    expect((await retry(created.id, t.authorization)).statusCode).toBe(403);

    // The Sefin is back: the accountant sends again; the flag goes, the note comes.
    await suite.startSefin();
    const retried = await retry(created.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.nationalEmission.sendFailedAt).toBeNull();
    expect(await searched('send_failed')).not.toContain(created.id);
    const issued = await until(t, created.id, (request) => request.status === 'issued');
    expect(suite.fake.notes.filter((note) => note.dpsId === issued.nationalEmission?.dpsId)).toHaveLength(1);
    // Asked by DPS id first (attempt 3), then sent once.
    expect(
      suite.fake.calls.some((c) => c.method === 'GET' && c.path.endsWith(`/dps/${issued.nationalEmission!.dpsId}`)),
    ).toBe(true);
    expect(await audited(created.id, 'nfse.retried')).toEqual([{ details: { step: 'send' } }]);

    // The delivery's only try fails: the accountants' queue gets it.
    const undelivered = await until(t, created.id, (request) => !!request.nationalEmission?.deliveryFailedAt);
    expect(undelivered.hasPdf).toBe(false);
    expect((await queue()).get('nfse_deliveries_failed')! - before.get('nfse_deliveries_failed')!).toBe(1);
    expect(await searched('delivery_failed')).toContain(created.id);
    expect(await audited(created.id, 'nfse.delivery_failed')).toHaveLength(1);

    const redelivered = await retry(created.id);
    expect(redelivered.statusCode, redelivered.body).toBe(200);
    const delivered = await until(t, created.id, (request) => request.hasPdf && request.hasXml);
    expect(delivered.nationalEmission?.deliveryFailedAt).toBeNull();
    expect((await queue()).get('nfse_deliveries_failed')).toBe(before.get('nfse_deliveries_failed'));

    // Nothing failed any more.
    const nothing = await retry(created.id);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe('Só um envio ou uma entrega que falhou pode ser tentado de novo');

    const note = suite.fake.notes.find((item) => item.dpsId === issued.nationalEmission?.dpsId)!;
    issuedXml = { companyId: t.companyId, tenant: t, xml: note.nfseXml, number: String(note.number) };
  });
});

describe(
  'manual path: the XML of a note issued by hand is read and checked against the request',
  { timeout: 60_000 },
  () => {
    async function takenRequest(who: Tenant, overrides: Partial<NfsRequestInput> = {}): Promise<NfsRequest> {
      const created = await createRequest(who, overrides);
      expect(created).toMatchObject({ status: 'requested', emissionMode: 'manual', xmlCheck: null });
      const taken = await suite.ctx.app.inject({
        method: 'PUT',
        url: `/nfs/requests/${created.id}/status/processing`,
        headers: { authorization: suite.accountant },
      });
      expect(taken.statusCode, taken.body).toBe(200);
      return created;
    }

    test('a national NFS-e that matches: validated, no flags; the number is compared once informed', async () => {
      const source = issuedXml!;
      // The same company, now on the manual path.
      const profile = await call(source.tenant, 'PUT', '/nfse/profile', {
        ...TEST_FISCAL_PROFILE,
        emissionMode: 'manual',
      });
      expect(profile.statusCode, profile.body).toBe(200);
      const request = await takenRequest(source.tenant);
      const res = await uploadXml(request.id, source.xml);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.xmlCheck).toMatchObject({ national: true, number: source.number, flags: [] });

      const pdf = multipart([{ field: 'file', fileName: 'nota.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
      const pdfRes = await suite.ctx.app.inject({
        method: 'POST',
        url: `/nfs/requests/${request.id}/files/pdf`,
        payload: pdf.payload,
        headers: { ...pdf.headers, authorization: suite.accountant },
      });
      expect(pdfRes.statusCode, pdfRes.body).toBe(200);
      const issued = await suite.ctx.app.inject({
        method: 'PUT',
        url: `/nfs/requests/${request.id}/status/issued`,
        headers: { authorization: suite.accountant },
        payload: { invoiceNumber: '999', issueDate: '2026-11-20' },
      });
      expect(issued.statusCode, issued.body).toBe(200);
      expect(issued.json().data.xmlCheck.flags).toEqual([
        {
          code: 'number_differs',
          message: `Número da nota no XML (${source.number}) diferente do número informado (999)`,
        },
      ]);
      // The customer sees the same check on the request.
      expect((await read(source.tenant, request.id)).xmlCheck?.flags.map((flag) => flag.code)).toEqual([
        'number_differs',
      ]);
    });

    test('differences in value, taker and provider, a changed byte, and an XML that is not national are flagged', async () => {
      const source = issuedXml!;
      const other = await takenRequest(source.tenant, { totalValue: 1600, cnpj: formatCnpj('11222333000181') });
      const differs = await uploadXml(other.id, source.xml);
      expect(differs.statusCode, differs.body).toBe(200);
      expect(differs.json().data.xmlCheck.flags).toEqual([
        {
          code: 'value_differs',
          message: 'Valor do serviço no XML (R$ 1.500,00) diferente do valor pedido (R$ 1.600,00)',
        },
        {
          code: 'taker_differs',
          message:
            'Documento do tomador no XML (11.444.777/0001-61) diferente do documento do pedido (11.222.333/0001-81)',
        },
      ]);

      // Another company's note: its provider is not this company.
      const stranger = await tenant('manual');
      const strangers = await takenRequest(stranger);
      const provider = await uploadXml(strangers.id, source.xml);
      expect(provider.json().data.xmlCheck.flags).toEqual([
        {
          code: 'provider_differs',
          message: `CNPJ do prestador no XML (${formatCnpj(source.tenant.cnpj)}) diferente do CNPJ da empresa (${formatCnpj(stranger.cnpj)})`,
        },
      ]);

      // A changed value: the signature no longer checks out (the schema still does).
      const tampered = await takenRequest(source.tenant, { totalValue: 1600 });
      const changed = source.xml.replace('<vServ>1500.00</vServ>', '<vServ>1600.00</vServ>');
      expect(changed).not.toBe(source.xml);
      const tamperedRes = await uploadXml(tampered.id, changed);
      expect(tamperedRes.json().data.xmlCheck.flags).toEqual([
        { code: 'signature_invalid', message: 'A assinatura digital do XML da NFS-e não confere' },
      ]);

      // Against the official schema: a note without its number.
      const broken = await takenRequest(source.tenant);
      const withoutNumber = source.xml.replace(/<nNFSe>\d+<\/nNFSe>/, '');
      const brokenRes = await uploadXml(broken.id, withoutNumber);
      expect(brokenRes.json().data.xmlCheck.flags.map((flag: { code: string }) => flag.code)).toEqual([
        'schema_invalid',
        'signature_invalid',
      ]);
      expect(brokenRes.json().data.xmlCheck.flags[0].message).toBe(
        'O XML da NFS-e não segue o esquema oficial (NFSe_v1.01.xsd)',
      );

      // A municipal (ABRASF) XML: kept, not compared, said so.
      const municipal = await takenRequest(source.tenant);
      const abrasf = await uploadXml(
        municipal.id,
        '<?xml version="1.0"?><CompNfse><Nfse><Numero>12</Numero></Nfse></CompNfse>',
      );
      expect(abrasf.statusCode, abrasf.body).toBe(200);
      expect(abrasf.json().data.xmlCheck).toMatchObject({
        national: false,
        number: null,
        flags: [
          {
            code: 'not_national',
            message: 'O XML anexado não é de uma NFS-e nacional: ele não foi conferido com o pedido',
          },
        ],
      });
      const [row] = await db()
        .select({ xmlCheck: nfsRequests.xmlCheck })
        .from(nfsRequests)
        .where(eq(nfsRequests.id, municipal.id));
      expect(row?.xmlCheck).toMatchObject({ national: false });
    });
  },
);
