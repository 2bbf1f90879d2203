import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { AppError } from '../../../lib/app-error.js';
import { openA1Certificate, type A1Certificate } from '../certificates/a1-certificate.js';
import { createTestA1, createTestCa, type TestCa } from '../certificates/test-certificates.test-support.js';
import { prepareDps } from '../dps/prepare-dps.js';
import { sampleDpsData } from '../dps/dps.test-support.js';
import type { DpsData } from '../dps/dps-data.js';
import { buildCancellationRequest } from '../events/cancellation.js';
import { parseNfse } from '../nfse/parse-nfse.js';
import { signNfseXml, verifyNfseXmlSignature } from '../signing/xml-signature.js';
import { validateNfseXml } from '../xml/nfse-schemas.js';
import { accessKeyIsValid } from './access-key.js';
import { startFakeSefin, type FakeSefin } from './fake-sefin.test-support.js';
import { SefinClient, SefinUnavailableError } from './sefin-client.js';

const CNPJ = '11222333000181';
let ca: TestCa;
let fake: FakeSefin;
let company: A1Certificate;
let client: SefinClient;

beforeAll(async () => {
  ca = createTestCa();
  fake = await startFakeSefin({ ca });
  const a1 = createTestA1(ca, { cnpj: CNPJ });
  company = openA1Certificate(a1.pkcs12, a1.password);
  client = new SefinClient({ baseUrl: fake.url, certificate: company, trustedCas: [fake.caPem], timeoutMs: 15_000 });
});
afterAll(async () => {
  await fake?.close();
});

let nextNumber = 100;
async function signedDps(overrides: Partial<DpsData> = {}, signer: A1Certificate = company) {
  const built = await prepareDps(sampleDpsData({ number: nextNumber++, ...overrides }));
  return { id: built.id, xml: signNfseXml(built.xml, 'infDPS', signer) };
}

async function unavailable(promise: Promise<unknown>): Promise<SefinUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(SefinUnavailableError);
  return error as SefinUnavailableError;
}

describe('the Sefin Nacional client against the fake', () => {
  test('a signed DPS makes an NFS-e: valid against NFSe_v1.01.xsd, signed, with a checked access key', async () => {
    const dps = await signedDps();
    const result = await client.sendDps(dps.xml);
    expect(result.kind).toBe('issued');
    if (result.kind !== 'issued') return;
    expect(accessKeyIsValid(result.accessKey)).toBe(true);
    expect(result.accessKey.slice(0, 7)).toBe('3550308');
    expect(result.accessKey.slice(9, 23)).toBe(CNPJ);
    expect(await validateNfseXml('NFSe', result.nfseXml)).toEqual({ valid: true, errors: [] });
    const note = await parseNfse(result.nfseXml);
    expect(note).toMatchObject({
      accessKey: result.accessKey,
      dpsId: dps.id,
      providerCnpj: CNPJ,
      takerDocument: '11444777000161',
      competenceDate: '2026-11-20',
      serviceCents: 150_000,
      netCents: 150_000,
      status: '100',
    });
    expect(Number(note.number)).toBeGreaterThan(0);
    // The DPS inside the note keeps the company's signature.
    expect(result.nfseXml).toContain(dps.xml.replace(/^<\?xml[^>]*>/, ''));
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', clientCnpj: CNPJ, status: 201 });
  });

  test('the fake refuses a DPS changed after signing, and one signed by another company', async () => {
    const dps = await signedDps();
    const changed = await client.sendDps(dps.xml.replace('<vServ>1500.00</vServ>', '<vServ>15000.00</vServ>'));
    expect(changed).toEqual({
      kind: 'rejected',
      errors: [{ code: 'E0714', description: 'Assinatura digital inválida' }],
    });
    const otherA1 = createTestA1(ca, { cnpj: '11444777000161' });
    const other = openA1Certificate(otherA1.pkcs12, otherA1.password);
    const foreign = await signedDps({}, other);
    expect(await client.sendDps(foreign.xml)).toEqual({
      kind: 'rejected',
      errors: [{ code: 'E0715', description: 'Certificado da assinatura difere do certificado da conexão' }],
    });
  });

  test('mutual TLS: a client certificate of another CA never reaches the API', async () => {
    const strangerCa = createTestCa('AC Desconhecida');
    const strangerA1 = createTestA1(strangerCa, { cnpj: CNPJ });
    const stranger = new SefinClient({
      baseUrl: fake.url,
      certificate: openA1Certificate(strangerA1.pkcs12, strangerA1.password),
      trustedCas: [fake.caPem],
      timeoutMs: 15_000,
    });
    const before = fake.calls.length;
    expect((await unavailable(stranger.sendDps((await signedDps()).xml))).reason).toBe('network');
    expect(fake.calls.length).toBe(before);
  });

  test('a rejection comes back with the national codes and messages', async () => {
    fake.rejectNext([
      { Codigo: 'E0312', Descricao: 'Código de tributação nacional inexistente', Complemento: '010101' },
    ]);
    expect(await client.sendDps((await signedDps()).xml)).toEqual({
      kind: 'rejected',
      errors: [{ code: 'E0312', description: 'Código de tributação nacional inexistente', complement: '010101' }],
    });
  });

  test('timeout after the note was made: the query by DPS id finds it, a resend is a duplicate, one note', async () => {
    const dps = await signedDps();
    const impatient = new SefinClient({
      baseUrl: fake.url,
      certificate: company,
      trustedCas: [fake.caPem],
      timeoutMs: 1500,
    });
    fake.hangAfterAcceptingNext();
    expect((await unavailable(impatient.sendDps(dps.xml))).reason).toBe('timeout');
    // The retry comes later (the job's backoff): by then the Sefin has made the note.
    await vi.waitFor(() => expect(fake.notes.some((note) => note.dpsId === dps.id)).toBe(true), { timeout: 15_000 });
    const accessKey = await client.findByDpsId(dps.id);
    expect(accessKey).toMatch(/^\d{50}$/);
    expect(await client.sendDps(dps.xml)).toEqual({
      kind: 'rejected',
      errors: [{ code: 'E0014', description: 'DPS já utilizada para emitir uma NFS-e' }],
    });
    expect(fake.notes.filter((note) => note.dpsId === dps.id)).toHaveLength(1);
    const xml = await client.getNfse(accessKey!);
    expect((await parseNfse(xml!)).dpsId).toBe(dps.id);
    expect(await client.findByDpsId(dps.id.replace(/\d{15}$/, '999999999999999'))).toBeNull();
  });

  test('cancellation: a pedRegEvento valid against its XSD, signed, registered once', async () => {
    const issued = await client.sendDps((await signedDps()).xml);
    if (issued.kind !== 'issued') throw new Error('not issued');
    const request = await buildCancellationRequest({
      environment: 'restricted',
      appVersion: 'contabil-1.0',
      requestedAt: new Date('2026-11-26T18:00:00Z'),
      authorCnpj: CNPJ,
      accessKey: issued.accessKey,
      reason: '2',
      reasonText: 'Serviço não foi prestado ao tomador',
    });
    expect(request.id).toBe(`PRE${issued.accessKey}101101001`);
    const signed = signNfseXml(request.xml, 'infPedReg', company);
    expect(await validateNfseXml('pedRegEvento', signed)).toEqual({ valid: true, errors: [] });
    expect(verifyNfseXmlSignature(signed).valid).toBe(true);
    const registered = await client.registerEvent(issued.accessKey, signed);
    expect(registered.kind).toBe('registered');
    if (registered.kind === 'registered') {
      expect(await validateNfseXml('evento', registered.eventXml)).toEqual({ valid: true, errors: [] });
      expect(verifyNfseXmlSignature(registered.eventXml).valid).toBe(true);
    }
    expect(await client.registerEvent(issued.accessKey, signed)).toEqual({
      kind: 'rejected',
      errors: [{ code: 'E0840', description: 'NFS-e já cancelada' }],
    });
  });

  test('a cancellation reason too short is refused before signing, in Portuguese', async () => {
    const error = await buildCancellationRequest({
      environment: 'restricted',
      appVersion: 'contabil-1.0',
      requestedAt: new Date(),
      authorCnpj: CNPJ,
      accessKey: '1'.repeat(50),
      reason: '9',
      reasonText: 'curto',
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fields).toEqual({
      reasonText: 'Explique o motivo do cancelamento em 15 a 255 caracteres',
    });
  });
});
