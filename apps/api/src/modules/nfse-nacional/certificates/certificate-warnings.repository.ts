import { and, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { nfseCertificateWarnings, nfseFiscalProfiles } from '../../../db/schema/nfse-nacional.js';

export interface ExpiringCertificateRow {
  companyId: string;
  holder: string | null;
  notAfter: Date;
}

/** Jobs: every company's certificate that expires after `now` and within `days` days. */
export async function listCertificatesExpiringOfAnyCompany(
  db: Database,
  now: Date,
  days: number,
): Promise<ExpiringCertificateRow[]> {
  const rows = await db
    .select({
      companyId: nfseFiscalProfiles.companyId,
      holder: nfseFiscalProfiles.certificateHolder,
      notAfter: nfseFiscalProfiles.certificateNotAfter,
    })
    .from(nfseFiscalProfiles)
    .where(
      and(
        isNotNull(nfseFiscalProfiles.certificateNotAfter),
        gt(nfseFiscalProfiles.certificateNotAfter, now),
        lte(nfseFiscalProfiles.certificateNotAfter, new Date(now.getTime() + days * 86_400_000)),
      ),
    )
    .orderBy(nfseFiscalProfiles.certificateNotAfter);
  return rows.filter((row): row is ExpiringCertificateRow => row.notAfter !== null);
}

/**
 * Claims the warning of `days` for the company's certificate (by its expiry): true the first
 * time, false when it was already sent (the primary key holds it under concurrent runs).
 */
export async function claimCertificateWarning(
  db: Database,
  companyId: string,
  certificateNotAfter: Date,
  days: 30 | 7,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(nfseCertificateWarnings)
    .values({ companyId, certificateNotAfter, days, sentAt: now })
    .onConflictDoNothing()
    .returning({ days: nfseCertificateWarnings.days });
  return rows.length === 1;
}

/** The warnings sent for a company (tests, support). */
export async function listCertificateWarnings(db: Database, companyId: string) {
  return db
    .select()
    .from(nfseCertificateWarnings)
    .where(sql`${nfseCertificateWarnings.companyId} = ${companyId}`)
    .orderBy(nfseCertificateWarnings.sentAt);
}
