import { messages, toCents, toReais, type Plan, type PlanUpdate } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound, unauthorized } from '../../lib/app-error.js';
import type { AuthContext } from '../access/auth-context.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findPlan, listPlans, updatePlan, type PlanChanges, type PlanRow } from './plans.repository.js';

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: toReais(row.priceCents),
    features: row.features,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
  };
}

/**
 * The public list. `includeInactive` is a system administrator's view: asked by anyone
 * else it is ignored, so the page looks the same; a token that was sent but is invalid
 * answers 401 (the client refreshes it) instead of quietly hiding the inactive plans.
 */
export async function getPlans(
  db: Database,
  caller: { auth: AuthContext | null; tokenInvalid: boolean },
  query: { includeInactive?: boolean | undefined },
): Promise<Plan[]> {
  if (query.includeInactive && caller.tokenInvalid) throw unauthorized(messages.invalidToken);
  const includeInactive = Boolean(query.includeInactive && caller.auth?.isSystemAdmin);
  return (await listPlans(db, { includeInactive })).map(toPlan);
}

export async function changePlan(
  db: Database,
  planId: string,
  changes: PlanUpdate,
  actor: { actorUserId: string; requestId: string },
): Promise<Plan> {
  // Reais on the wire, cents in the database (decision 019).
  const { price, ...rest } = changes;
  const columns: PlanChanges = { ...rest, ...(price === undefined ? {} : { priceCents: toCents(price) }) };
  return db.transaction(async (tx) => {
    const before = await findPlan(tx, planId);
    if (!before) throw notFound(messages.planNotFound);
    const after = await updatePlan(tx, planId, columns);
    if (!after) throw notFound(messages.planNotFound);
    const changed = Object.fromEntries(
      Object.keys(columns).map((key) => {
        const field = key as keyof PlanChanges;
        return [field, { from: before[field], to: after[field] }];
      }),
    );
    await recordAudit(tx, null, {
      ...actor,
      action: 'plan.updated',
      entityType: 'plan',
      entityId: planId,
      details: { changes: changed },
    });
    return toPlan(after);
  });
}
