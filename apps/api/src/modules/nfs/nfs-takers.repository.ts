import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Address, EmissionType } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { escapeLike } from '../../db/escape-like.js';
import { nfsTakers } from '../../db/schema/nfs.js';

export type NfsTakerRow = typeof nfsTakers.$inferSelect;

export interface TakerToSave {
  emissionType: EmissionType;
  /** CNPJ (14) or CPF (11), normalised. */
  document: string;
  name: string;
  email: string | null;
  address: Address | null;
}

/** Saves the taker of a request or schedule for reuse: one row per company and document, the latest data wins. */
export async function upsertTaker(db: Database, companyId: string, taker: TakerToSave): Promise<void> {
  await db
    .insert(nfsTakers)
    .values({ companyId, ...taker })
    .onConflictDoUpdate({
      target: [nfsTakers.companyId, nfsTakers.document],
      set: {
        emissionType: taker.emissionType,
        name: taker.name,
        email: taker.email,
        address: taker.address,
        updatedAt: sql`now()`,
      },
    });
}

/** The company's saved takers, most recently used first; `query` matches name or document. */
export async function listTakersPage(
  db: Database,
  companyId: string,
  filter: { query?: string | undefined; limit: number; offset: number },
): Promise<{ rows: NfsTakerRow[]; total: number }> {
  const term = filter.query?.trim();
  const digits = term?.replace(/\D/g, '');
  const where = and(
    eq(nfsTakers.companyId, companyId),
    term
      ? or(
          ilike(nfsTakers.name, `%${escapeLike(term)}%`),
          digits ? ilike(nfsTakers.document, `%${digits}%`) : undefined,
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(nfsTakers)
    .where(where)
    .orderBy(desc(nfsTakers.updatedAt), desc(nfsTakers.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(nfsTakers).where(where);
  return { rows, total: total?.n ?? 0 };
}
