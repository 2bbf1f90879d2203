import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../db/client.js';
import { mailOutbox } from '../../../db/schema/mail.js';
import { nfseFiscalProfiles } from '../../../db/schema/nfse-nacional.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { TEST_WEB_ORIGIN } from '../../../test/test-app.js';
import { createCompany, createUser, randomCnpj, uniqueEmail } from '../../../test/factories.js';
import { insertOutboxMessage } from '../../mail/mail.repository.js';
import type { Mailer } from '../../mail/mailer.js';
import { sendCertificateExpiryWarnings } from './certificate-expiry.job.js';
import { listCertificateWarnings } from './certificate-warnings.repository.js';

// Issue 21, item 1: the company is warned 30 and 7 days before its A1 certificate expires,
// once per threshold and certificate, by the daily job.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
const db = (): Database => database.db;

/** Writes to the outbox only, as the real mailer does without SMTP. */
const mailer: Mailer = {
  async send(target, message) {
    await insertOutboxMessage(target, message);
  },
};

const DAY = 86_400_000;
/** 31/01/2027 12:00 in Brasília. */
const NOT_AFTER = new Date('2027-01-31T15:00:00Z');

async function companyWithCertificate(notAfter: Date | null) {
  const owner = await createUser(db(), { email: uniqueEmail('dona'), name: 'Dona da Empresa' });
  const company = await createCompany(db(), {
    owner,
    cnpj: randomCnpj(),
    name: `Padaria ${owner.id.slice(0, 6)} Ltda`,
  });
  await db()
    .insert(nfseFiscalProfiles)
    .values({
      companyId: company.id,
      municipalityCode: '3550308',
      simplesOption: '3',
      certificateHolder: `PADARIA TESTE LTDA:${company.cnpj}`,
      certificateNotAfter: notAfter,
    });
  return { owner, company };
}

const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('certificate expiry warnings', () => {
  test('the 30-day and the 7-day warnings go out once each, and nothing on any other day', async () => {
    const { owner, company } = await companyWithCertificate(NOT_AFTER);
    // Daily runs from 40 days before to 2 days after, at 09:00 Brasília (12:00 UTC), plus a second run on each day.
    const sentOn: { daysBefore: number; subject: string }[] = [];
    for (let daysBefore = 40; daysBefore >= -2; daysBefore -= 1) {
      const now = new Date(NOT_AFTER.getTime() - daysBefore * DAY - 3 * 3_600_000);
      const before = (await mailsTo(owner.email)).length;
      await sendCertificateExpiryWarnings(db(), mailer, TEST_WEB_ORIGIN, now);
      await sendCertificateExpiryWarnings(db(), mailer, TEST_WEB_ORIGIN, now);
      const mails = await mailsTo(owner.email);
      for (const mail of mails.slice(before)) sentOn.push({ daysBefore, subject: mail.subject });
    }
    // Calendar days in Brasília decide, not the hour: 30 days before at 09:00 is 30 days and 3 hours before.
    expect(sentOn).toEqual([
      { daysBefore: 30, subject: `O certificado digital da empresa ${company.name} vence em 31/01/2027` },
      { daysBefore: 7, subject: `O certificado digital da empresa ${company.name} vence em 31/01/2027` },
    ]);
    const texts = (await mailsTo(owner.email)).map((mail) => mail.text);
    expect(texts[0]).toBe(
      [
        'Olá, Dona da Empresa.',
        '',
        `O certificado digital A1 da empresa ${company.name} (PADARIA TESTE LTDA:${company.cnpj}) vence em 31/01/2027, em até 30 dias.`,
        '',
        'Depois dessa data, as notas fiscais de serviço não poderão ser emitidas pelo aplicativo. Renove o certificado com a sua certificadora e envie o novo arquivo (PKCS#12, .pfx) com a senha, ou fale com nossos contadores:',
        `${TEST_WEB_ORIGIN}/app/invoices`,
      ].join('\n'),
    );
    expect(texts[1]).toContain('vence em 31/01/2027, em até 7 dias.');
    expect((await listCertificateWarnings(db(), company.id)).map((row) => row.days)).toEqual([30, 7]);
  });

  test('two runs at once warn once; a new certificate (another expiry) is warned again', async () => {
    const { owner, company } = await companyWithCertificate(NOT_AFTER);
    const now = new Date(NOT_AFTER.getTime() - 20 * DAY);
    await Promise.all([
      sendCertificateExpiryWarnings(db(), mailer, TEST_WEB_ORIGIN, now),
      sendCertificateExpiryWarnings(db(), mailer, TEST_WEB_ORIGIN, now),
    ]);
    expect(await mailsTo(owner.email)).toHaveLength(1);

    const renewed = new Date(NOT_AFTER.getTime() + 365 * DAY);
    await db()
      .update(nfseFiscalProfiles)
      .set({ certificateNotAfter: renewed })
      .where(eq(nfseFiscalProfiles.companyId, company.id));
    await sendCertificateExpiryWarnings(db(), mailer, TEST_WEB_ORIGIN, now);
    expect(await mailsTo(owner.email)).toHaveLength(1);
    await sendCertificateExpiryWarnings(db(), mailer, TEST_WEB_ORIGIN, new Date(renewed.getTime() - 5 * DAY));
    const subjects = (await mailsTo(owner.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      `O certificado digital da empresa ${company.name} vence em 31/01/2027`,
      `O certificado digital da empresa ${company.name} vence em 31/01/2028`,
    ]);
  });

  test('a company without a certificate is never warned', async () => {
    const { owner } = await companyWithCertificate(null);
    await sendCertificateExpiryWarnings(db(), mailer, TEST_WEB_ORIGIN, new Date(NOT_AFTER.getTime() - 3 * DAY));
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });
});
