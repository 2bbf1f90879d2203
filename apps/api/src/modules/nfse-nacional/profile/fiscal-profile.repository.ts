import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { nfseFiscalProfiles } from '../../../db/schema/nfse-nacional.js';

export type FiscalProfileRow = typeof nfseFiscalProfiles.$inferSelect;
export type FiscalProfileValues = Pick<
  typeof nfseFiscalProfiles.$inferInsert,
  | 'municipalRegistration'
  | 'municipalityCode'
  | 'simplesOption'
  | 'simplesApuration'
  | 'specialRegime'
  | 'dpsSeries'
  | 'emissionMode'
  | 'defaultNbs'
>;

export async function findFiscalProfile(db: Database, companyId: string): Promise<FiscalProfileRow | undefined> {
  const [row] = await db.select().from(nfseFiscalProfiles).where(eq(nfseFiscalProfiles.companyId, companyId));
  return row;
}

/** Creates or changes the profile; the next DPS number is never touched here; an absent emissionMode stays. */
export async function upsertFiscalProfile(
  db: Database,
  companyId: string,
  values: FiscalProfileValues,
): Promise<FiscalProfileRow> {
  const [row] = await db
    .insert(nfseFiscalProfiles)
    .values({ ...values, companyId })
    .onConflictDoUpdate({
      target: nfseFiscalProfiles.companyId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('fiscal profile upsert returned nothing');
  return row;
}

/**
 * Takes the company's next DPS number: one UPDATE that increments and returns the number it
 * replaced. The row stays locked until the transaction ends, so concurrent takers wait and get
 * the following numbers; a rolled-back transaction gives its number back. Call it in the
 * transaction that keeps the signed DPS: then numbers are gap-free. Undefined without a profile.
 */
export async function takeNextDpsNumber(
  db: Database,
  companyId: string,
): Promise<{ series: string; number: number } | undefined> {
  const [row] = await db
    .update(nfseFiscalProfiles)
    .set({ nextDpsNumber: sql`${nfseFiscalProfiles.nextDpsNumber} + 1`, updatedAt: sql`now()` })
    .where(eq(nfseFiscalProfiles.companyId, companyId))
    .returning({ series: nfseFiscalProfiles.dpsSeries, next: nfseFiscalProfiles.nextDpsNumber });
  return row && { series: row.series, number: row.next - 1 };
}

/** Keeps an accepted certificate, sealed, with what is shown of it. */
export async function saveCertificate(
  db: Database,
  companyId: string,
  certificate: {
    sealed: string;
    passwordSealed: string;
    holder: string;
    cnpj: string;
    notAfter: Date;
    uploadedBy: string;
  },
): Promise<FiscalProfileRow | undefined> {
  const [row] = await db
    .update(nfseFiscalProfiles)
    .set({
      certificateSealed: certificate.sealed,
      certificatePasswordSealed: certificate.passwordSealed,
      certificateHolder: certificate.holder,
      certificateCnpj: certificate.cnpj,
      certificateNotAfter: certificate.notAfter,
      certificateUploadedBy: certificate.uploadedBy,
      certificateUploadedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(nfseFiscalProfiles.companyId, companyId))
    .returning();
  return row;
}
