import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { bankConnections } from '../../../db/schema/bank-statements.js';

export type BankConnectionRow = typeof bankConnections.$inferSelect;

export async function insertConnection(
  db: Database,
  companyId: string,
  values: Omit<typeof bankConnections.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>,
): Promise<BankConnectionRow> {
  const [row] = await db
    .insert(bankConnections)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('bank connection insert returned nothing');
  return row;
}

export async function findConnection(
  db: Database,
  companyId: string,
  id: string,
): Promise<BankConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(bankConnections)
    .where(and(eq(bankConnections.companyId, companyId), eq(bankConnections.id, id)))
    .limit(1);
  return row;
}

export async function listConnectionRows(
  db: Database,
  companyId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: BankConnectionRow[]; total: number }> {
  const where = eq(bankConnections.companyId, companyId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(bankConnections)
      .where(where)
      .orderBy(desc(bankConnections.createdAt), desc(bankConnections.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(bankConnections).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function updateConnection(
  db: Database,
  companyId: string,
  id: string,
  values: Partial<Pick<BankConnectionRow, 'status' | 'tokensEncrypted' | 'expiresAt' | 'lastSyncAt' | 'lastError'>> & {
    updatedAt: Date;
  },
): Promise<void> {
  await db
    .update(bankConnections)
    .set(values)
    .where(and(eq(bankConnections.companyId, companyId), eq(bankConnections.id, id)));
}
