import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { leads, plans } from '../../db/schema/billing.js';

export type LeadRow = typeof leads.$inferSelect;
export type LeadWithPlan = LeadRow & { planName: string | null };

export async function insertLead(
  db: Database,
  lead: { name: string; email: string; phone: string | null; planId: string | null; source: string | null },
): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(lead).returning();
  if (!row) throw new Error('lead insert returned nothing');
  return row;
}

/** Newest first, with the plan's name. */
export async function listLeadsPage(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ rows: LeadWithPlan[]; total: number }> {
  const rows = await db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      planId: leads.planId,
      source: leads.source,
      createdAt: leads.createdAt,
      planName: plans.name,
    })
    .from(leads)
    .leftJoin(plans, eq(plans.id, leads.planId))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totalRow] = await db.select({ n: count() }).from(leads);
  return { rows, total: totalRow?.n ?? 0 };
}
