import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openA1Certificate, type A1Certificate } from '../certificates/a1-certificate.js';
import { createTestA1, createTestCa } from '../certificates/test-certificates.test-support.js';
import { sampleDpsData } from '../dps/dps.test-support.js';
import { startFakeSefin, type FakeSefin } from '../sefin/fake-sefin.test-support.js';
import { SefinClient, SefinUnavailableError } from '../sefin/sefin-client.js';
import { sendSignedDps, signDps } from './send-dps.js';

const CNPJ = '11222333000181';
let fake: FakeSefin;
let company: A1Certificate;
let client: SefinClient;
let impatient: SefinClient;

beforeAll(async () => {
  const ca = createTestCa();
  fake = await startFakeSefin({ ca });
  const a1 = createTestA1(ca, { cnpj: CNPJ });
  company = openA1Certificate(a1.pkcs12, a1.password);
  client = new SefinClient({ baseUrl: fake.url, certificate: company, trustedCas: [fake.caPem], timeoutMs: 15_000 });
  impatient = new SefinClient({ baseUrl: fake.url, certificate: company, trustedCas: [fake.caPem], timeoutMs: 1500 });
});
afterAll(async () => {
  await fake?.close();
});

let number = 500;
const nextDps = () => signDps(sampleDpsData({ number: number++ }), company);

describe('sending a DPS: idempotent, never two notes', () => {
  test('first attempt: the note comes back, parsed (key, number, values)', async () => {
    const dps = await nextDps();
    const outcome = await sendSignedDps(client, dps, { attempt: 1 });
    expect(outcome.kind).toBe('issued');
    if (outcome.kind !== 'issued') return;
    expect(outcome.recovered).toBe(false);
    expect(outcome.note).toMatchObject({ dpsId: dps.dpsId, serviceCents: 150_000, providerCnpj: CNPJ });
    expect(fake.notes.filter((note) => note.dpsId === dps.dpsId)).toHaveLength(1);
  });

  test('timeout after the Sefin made the note: the retry asks by DPS id, sends nothing, one note', async () => {
    const dps = await nextDps();
    fake.hangAfterAcceptingNext();
    await expect(sendSignedDps(impatient, dps, { attempt: 1 })).rejects.toBeInstanceOf(SefinUnavailableError);
    // The retry comes later (the job's backoff): by then the Sefin has made the note.
    await vi.waitFor(() => expect(fake.notes.some((note) => note.dpsId === dps.dpsId)).toBe(true), {
      timeout: 15_000,
    });
    const posts = () => fake.calls.filter((call) => call.method === 'POST').length;
    const before = posts();
    const outcome = await sendSignedDps(client, dps, { attempt: 2 });
    expect(outcome.kind === 'issued' && outcome.recovered).toBe(true);
    expect(posts()).toBe(before);
    expect(fake.notes.filter((note) => note.dpsId === dps.dpsId)).toHaveLength(1);
  });

  test('a retry whose first attempt never arrived sends the same DPS once', async () => {
    const dps = await nextDps();
    const outcome = await sendSignedDps(client, dps, { attempt: 3 });
    expect(outcome.kind === 'issued' && !outcome.recovered).toBe(true);
    expect(fake.notes.filter((note) => note.dpsId === dps.dpsId)).toHaveLength(1);
  });

  test('a first attempt answered "DPS already used" (a crash after sending) recovers the note', async () => {
    const dps = await nextDps();
    await sendSignedDps(client, dps, { attempt: 1 });
    const again = await sendSignedDps(client, dps, { attempt: 1 });
    expect(again.kind === 'issued' && again.recovered).toBe(true);
    expect(fake.notes.filter((note) => note.dpsId === dps.dpsId)).toHaveLength(1);
  });

  test('a rejection keeps the national codes and messages', async () => {
    fake.rejectNext([{ Codigo: 'E0625', Descricao: 'Inscrição municipal do prestador não encontrada' }]);
    expect(await sendSignedDps(client, await nextDps(), { attempt: 1 })).toEqual({
      kind: 'rejected',
      errors: [{ code: 'E0625', description: 'Inscrição municipal do prestador não encontrada' }],
    });
  });
});
