import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { plans } from '../../db/schema/billing.js';

export type PlanRow = typeof plans.$inferSelect;
/** The columns a system admin can change (the price in cents, as stored). */
export type PlanChanges = Partial<
  Pick<PlanRow, 'name' | 'description' | 'priceCents' | 'features' | 'isActive' | 'sortOrder'>
>;

/** Plans by sortOrder; only the active ones unless asked. */
export async function listPlans(db: Database, options: { includeInactive: boolean }): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(options.includeInactive ? undefined : eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder), asc(plans.name));
}

export async function findPlan(db: Database, planId: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  return row;
}

export async function updatePlan(db: Database, planId: string, changes: PlanChanges): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(plans)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(plans.id, planId))
    .returning();
  return row;
}
