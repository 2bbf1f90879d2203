import { randomUUID } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { CompanyStatus, TrackId } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { payments, plans, subscriptions } from '../../db/schema/billing.js';
import { companies, companySteps } from '../../db/schema/companies.js';
import { createCompany, createUser, signInAs } from '../../test/factories.js';
import type { TestContext } from '../../test/test-app.js';
import { formatBrl } from '../nfs/nfs-notifications.js';

/** Test helpers of the billing module (imported by its tests only). */

/** A plan's price as the e-mails write it (R$ 1.234,56). */
export const brl = (plan: { priceCents: number }) => formatBrl(plan.priceCents / 100);

export async function seededPlans(db: Database) {
  const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder));
  const bySlug = (slug: string) => {
    const plan = rows.find((p) => p.slug === slug);
    if (!plan) throw new Error(`plan ${slug} not seeded`);
    return plan;
  };
  return { mei: bySlug('mei'), servicos: bySlug('servicos'), comercio: bySlug('comercio') };
}

export async function insertInactivePlan(db: Database) {
  const [row] = await db
    .insert(plans)
    .values({ slug: `antigo-${randomUUID().slice(0, 8)}`, name: 'Plano antigo', priceCents: 5000, isActive: false })
    .returning();
  if (!row) throw new Error('plan insert returned nothing');
  return row;
}

/** A company with its administrator signed in. */
export async function companyWithAdmin(
  ctx: TestContext,
  options: { status?: CompanyStatus; trackId?: TrackId | null; role?: 'company-admin' | 'company-member' } = {},
) {
  const owner = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, {
    owner,
    status: options.status ?? 'pending',
    trackId: options.trackId === undefined ? 'create-company' : options.trackId,
    role: options.role ?? 'company-admin',
  });
  const { authorization } = await signInAs(ctx.app, owner);
  return { owner, company, authorization };
}

/** Everything billing wrote for a company, to compare before and after. */
export async function billingState(db: Database, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return {
    companyStatus: company?.status,
    subscriptions: await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, companyId))
      .orderBy(asc(subscriptions.createdAt)),
    payments: await db
      .select()
      .from(payments)
      .where(eq(payments.companyId, companyId))
      .orderBy(asc(payments.createdAt)),
    steps: await db.select().from(companySteps).where(eq(companySteps.companyId, companyId)),
    audit: await db.select().from(auditLog).where(eq(auditLog.companyId, companyId)).orderBy(desc(auditLog.createdAt)),
  };
}

export const paymentIdFromSandboxUrl = (url: string) => {
  const id = /\/pagamento\/sandbox\/([0-9a-f-]{36})$/.exec(url)?.[1];
  if (!id) throw new Error(`not a sandbox url: ${url}`);
  return id;
};
