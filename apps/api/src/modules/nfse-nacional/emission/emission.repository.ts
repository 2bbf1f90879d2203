import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { nfseEmissions, type NationalErrorRow } from '../../../db/schema/nfse-nacional.js';

export type EmissionRow = typeof nfseEmissions.$inferSelect;

/** Keeps the signed DPS of a request, before anything is sent (decision 018). */
export async function insertEmission(
  db: Database,
  companyId: string,
  values: { requestId: string; dpsId: string; dpsSeries: string; dpsNumber: number; signedDpsXml: string },
): Promise<EmissionRow> {
  const [row] = await db
    .insert(nfseEmissions)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('nfse emission insert returned nothing');
  return row;
}

export async function findEmission(
  db: Database,
  companyId: string,
  requestId: string,
): Promise<EmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(nfseEmissions)
    .where(and(eq(nfseEmissions.companyId, companyId), eq(nfseEmissions.requestId, requestId)))
    .limit(1);
  return row;
}

/** Counts one more send (committed before it goes): the attempt number it is. */
export async function recordAttempt(db: Database, companyId: string, requestId: string): Promise<number> {
  const [row] = await db
    .update(nfseEmissions)
    .set({ attempts: sql`${nfseEmissions.attempts} + 1`, lastAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(nfseEmissions.companyId, companyId), eq(nfseEmissions.requestId, requestId)))
    .returning({ attempts: nfseEmissions.attempts });
  if (!row) throw new Error('nfse emission not found');
  return row.attempts;
}

/** The note the Sefin made (once: an emission that has its note keeps it). */
export async function saveIssuedNote(
  db: Database,
  companyId: string,
  requestId: string,
  note: { nfseXml: string; accessKey: string; nationalNumber: string; issuedAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(nfseEmissions)
    .set({ ...note, nationalErrors: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(nfseEmissions.companyId, companyId),
        eq(nfseEmissions.requestId, requestId),
        isNull(nfseEmissions.accessKey),
      ),
    )
    .returning({ requestId: nfseEmissions.requestId });
  return rows.length > 0;
}

export async function saveNationalErrors(
  db: Database,
  companyId: string,
  requestId: string,
  errors: NationalErrorRow[],
): Promise<void> {
  await db
    .update(nfseEmissions)
    .set({ nationalErrors: errors, updatedAt: sql`now()` })
    .where(
      and(
        eq(nfseEmissions.companyId, companyId),
        eq(nfseEmissions.requestId, requestId),
        isNull(nfseEmissions.accessKey),
      ),
    );
}

/** The registered cancellation event (once). */
export async function saveCancellation(
  db: Database,
  companyId: string,
  requestId: string,
  values: {
    reason: '1' | '2' | '9';
    text: string;
    requestXml: string;
    eventXml: string;
    cancelledBy: string;
  },
): Promise<boolean> {
  const rows = await db
    .update(nfseEmissions)
    .set({
      cancellationReason: values.reason,
      cancellationText: values.text,
      cancellationRequestXml: values.requestXml,
      cancellationEventXml: values.eventXml,
      cancelledBy: values.cancelledBy,
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(nfseEmissions.companyId, companyId),
        eq(nfseEmissions.requestId, requestId),
        isNull(nfseEmissions.cancelledAt),
      ),
    )
    .returning({ requestId: nfseEmissions.requestId });
  return rows.length > 0;
}

/**
 * The send job spent its retries: flagged for the customer and the accountants' queue, while
 * no answer came (an emission that has its note or the Sefin's refusal is not flagged).
 */
export async function markSendFailed(db: Database, companyId: string, requestId: string): Promise<boolean> {
  const rows = await db
    .update(nfseEmissions)
    .set({ sendFailedAt: sql`coalesce(${nfseEmissions.sendFailedAt}, now())`, updatedAt: sql`now()` })
    .where(
      and(
        eq(nfseEmissions.companyId, companyId),
        eq(nfseEmissions.requestId, requestId),
        isNull(nfseEmissions.accessKey),
        isNull(nfseEmissions.nationalErrors),
      ),
    )
    .returning({ requestId: nfseEmissions.requestId });
  return rows.length > 0;
}

/** The delivery job spent its retries: flagged for the accountants' queue. */
export async function markDeliveryFailed(db: Database, companyId: string, requestId: string): Promise<boolean> {
  const rows = await db
    .update(nfseEmissions)
    .set({ deliveryFailedAt: sql`coalesce(${nfseEmissions.deliveryFailedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(nfseEmissions.companyId, companyId), eq(nfseEmissions.requestId, requestId)))
    .returning({ requestId: nfseEmissions.requestId });
  return rows.length > 0;
}

/** An accountant tries again: the failure flag goes, the job is queued anew (same transaction). */
export async function clearFailure(
  db: Database,
  companyId: string,
  requestId: string,
  which: 'send' | 'delivery',
): Promise<boolean> {
  const column = which === 'send' ? nfseEmissions.sendFailedAt : nfseEmissions.deliveryFailedAt;
  const rows = await db
    .update(nfseEmissions)
    .set(
      which === 'send'
        ? { sendFailedAt: null, updatedAt: sql`now()` }
        : { deliveryFailedAt: null, updatedAt: sql`now()` },
    )
    .where(and(eq(nfseEmissions.companyId, companyId), eq(nfseEmissions.requestId, requestId), isNotNull(column)))
    .returning({ requestId: nfseEmissions.requestId });
  return rows.length > 0;
}
