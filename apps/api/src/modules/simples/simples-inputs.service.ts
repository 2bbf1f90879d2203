import type { simplesPayrollInputSchema, simplesRevenueInputSchema, SimplesPayrollMonth } from '@contabil/contracts';
import { messages, simplesMessages, toCents, toReais } from '@contabil/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound, validationError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany } from '../companies/companies.repository.js';
import { findServiceCode } from '../nfs/nfse-service-codes.repository.js';
import { deleteRevenueEntry, upsertRevenueEntry, upsertPayroll } from './simples.repository.js';
import { payrollAuditEntry, payrollCents, payrollReais } from './simples-payroll-amounts.js';

// What the accountant enters for the month's computation (system administrators only, the
// route checks): revenue the product does not issue and the payroll of the Fator R. Every
// change is audited with the amounts before and after.

export interface Actor {
  actorUserId: string;
  requestId: string;
}

async function requireCompany(db: Database, companyId: string) {
  if (!(await findCompany(db, companyId))) throw notFound(messages.notFound);
}

export async function saveRevenueEntry(
  db: Database,
  actor: Actor,
  companyId: string,
  input: z.output<typeof simplesRevenueInputSchema>,
): Promise<{ id: string; amount: number }> {
  await requireCompany(db, companyId);
  const serviceCode = input.activity === 'service' ? (input.serviceCode ?? '') : '';
  if (serviceCode && !(await findServiceCode(db, serviceCode)))
    throw validationError({ serviceCode: simplesMessages.serviceCodeUnknown });
  return db.transaction(async (tx) => {
    const row = await upsertRevenueEntry(tx, companyId, {
      month: input.month,
      activity: input.activity,
      serviceCode,
      amountCents: toCents(input.amount),
      description: input.description || null,
      enteredBy: actor.actorUserId,
    });
    await recordAudit(tx, companyId, {
      ...actor,
      action: 'simples.revenue.saved',
      entityType: 'simples_revenue_entry',
      entityId: row.id,
      details: { month: input.month, activity: input.activity, serviceCode, amountCents: row.amountCents },
    });
    return { id: row.id, amount: toReais(row.amountCents) };
  });
}

export async function removeRevenueEntry(db: Database, actor: Actor, companyId: string, entryId: string) {
  await db.transaction(async (tx) => {
    const row = await deleteRevenueEntry(tx, companyId, entryId);
    if (!row) throw notFound(messages.notFound);
    await recordAudit(tx, companyId, {
      ...actor,
      action: 'simples.revenue.deleted',
      entityType: 'simples_revenue_entry',
      entityId: row.id,
      details: { month: row.month, activity: row.activity, serviceCode: row.serviceCode, amountCents: row.amountCents },
    });
  });
}

export async function savePayroll(
  db: Database,
  actor: Actor,
  companyId: string,
  month: string,
  input: z.output<typeof simplesPayrollInputSchema>,
): Promise<SimplesPayrollMonth> {
  await requireCompany(db, companyId);
  return db.transaction(async (tx) => {
    const row = await upsertPayroll(tx, companyId, {
      month,
      ...payrollCents(input),
      enteredBy: actor.actorUserId,
      status: 'confirmed',
    });
    if (!row) throw new Error('payroll upsert returned no row');
    await recordAudit(tx, companyId, {
      ...actor,
      action: 'simples.payroll.saved',
      ...payrollAuditEntry(companyId, month, row),
    });
    return {
      month,
      ...payrollReais(row),
      enteredBy: null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
