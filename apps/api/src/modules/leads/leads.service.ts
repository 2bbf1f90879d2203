import { leadSourceSchema, messages, type Lead, type LeadInput, type PaginationQuery } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { validationError } from '../../lib/app-error.js';
import { findPlan } from '../plans/plans.repository.js';
import { enforceRateLimits } from '../rate-limits/rate-limits.service.js';
import { insertLead, listLeadsPage, type LeadWithPlan } from './leads.repository.js';

/** A landing page form: generous for a person, tight for a script. */
export const LEADS_MAX_PER_IP = 20;
export const LEADS_WINDOW_SECONDS = 3600;

function toLead(row: LeadWithPlan): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    planId: row.planId,
    planName: row.planName,
    // A value a later version no longer offers reads as unknown rather than failing the list.
    source: leadSourceSchema.safeParse(row.source).data ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createLead(db: Database, input: LeadInput, ctx: { ip: string }): Promise<Lead> {
  await enforceRateLimits(db, [
    { key: `leads:ip:${ctx.ip}`, max: LEADS_MAX_PER_IP, windowSeconds: LEADS_WINDOW_SECONDS },
  ]);
  const plan = input.planId ? await findPlan(db, input.planId) : undefined;
  if (input.planId && !plan) throw validationError({ planId: messages.planNotFound });
  const row = await insertLead(db, {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    planId: plan?.id ?? null,
    source: input.source ?? null,
  });
  return toLead({ ...row, planName: plan?.name ?? null });
}

export async function listLeads(db: Database, query: PaginationQuery) {
  const { rows, total } = await listLeadsPage(db, query);
  return { data: rows.map(toLead), total, limit: query.limit, offset: query.offset };
}
