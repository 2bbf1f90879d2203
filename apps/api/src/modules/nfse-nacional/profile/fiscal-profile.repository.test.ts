import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { createCompany, createUser } from '../../../test/factories.js';
import {
  findFiscalProfile,
  saveCertificate,
  takeNextDpsNumber,
  upsertFiscalProfile,
} from './fiscal-profile.repository.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function profiledCompany(): Promise<{ companyId: string; userId: string }> {
  const user = await createUser(database.db);
  const company = await createCompany(database.db, { owner: user });
  await upsertFiscalProfile(database.db, company.id, {
    municipalRegistration: '12345678',
    municipalityCode: '3550308',
    simplesOption: '3',
    simplesApuration: '1',
    specialRegime: '0',
    dpsSeries: '1',
  });
  return { companyId: company.id, userId: user.id };
}

describe('the DPS number of a fiscal profile', () => {
  test('concurrent takers get 1..20, each once, no gap', async () => {
    const { companyId } = await profiledCompany();
    const taken = await Promise.all(
      Array.from({ length: 20 }, () => database.db.transaction((tx) => takeNextDpsNumber(tx, companyId))),
    );
    expect(taken.map((item) => item?.number).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(taken.every((item) => item?.series === '1')).toBe(true);
    expect((await findFiscalProfile(database.db, companyId))?.nextDpsNumber).toBe(21);
  });

  test('a transaction that fails after taking a number gives it back', async () => {
    const { companyId } = await profiledCompany();
    expect((await database.db.transaction((tx) => takeNextDpsNumber(tx, companyId)))?.number).toBe(1);
    await expect(
      database.db.transaction(async (tx) => {
        expect((await takeNextDpsNumber(tx, companyId))?.number).toBe(2);
        throw new Error('the DPS was not kept');
      }),
    ).rejects.toThrow('the DPS was not kept');
    expect((await database.db.transaction((tx) => takeNextDpsNumber(tx, companyId)))?.number).toBe(2);
  });

  test("changing the profile keeps the number; another company's profile is apart; none without a profile", async () => {
    const first = await profiledCompany();
    const second = await profiledCompany();
    await takeNextDpsNumber(database.db, first.companyId);
    await upsertFiscalProfile(database.db, first.companyId, {
      municipalRegistration: null,
      municipalityCode: '3304557',
      simplesOption: '1',
      simplesApuration: null,
      specialRegime: '0',
      dpsSeries: '2',
    });
    expect(await takeNextDpsNumber(database.db, first.companyId)).toEqual({ series: '2', number: 2 });
    expect(await takeNextDpsNumber(database.db, second.companyId)).toEqual({ series: '1', number: 1 });
    const user = await createUser(database.db);
    const bare = await createCompany(database.db, { owner: user });
    expect(await takeNextDpsNumber(database.db, bare.id)).toBeUndefined();
  });

  test('the certificate is kept sealed with its holder and expiry', async () => {
    const { companyId, userId } = await profiledCompany();
    const notAfter = new Date('2027-06-30T12:00:00Z');
    const row = await saveCertificate(database.db, companyId, {
      sealed: 'v1.a.b.c',
      passwordSealed: 'v1.d.e.f',
      holder: 'EMPRESA TESTE LTDA',
      cnpj: '11222333000181',
      notAfter,
      uploadedBy: userId,
    });
    expect(row).toMatchObject({ certificateHolder: 'EMPRESA TESTE LTDA', certificateNotAfter: notAfter });
  });
});
