import {
  messages,
  simplesGuideMessages,
  type SimplesPayrollEntry,
  type simplesPayrollInputSchema,
} from '@contabil/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { addMonths, monthKey } from '../../lib/brasilia-calendar.js';
import type { AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany } from '../companies/companies.repository.js';
import type { Actor } from './simples-inputs.service.js';
import { payrollAuditEntry, payrollCents, payrollReais } from './simples-payroll-amounts.js';
import { confirmSubmittedPayroll, listPayroll, upsertPayroll, type PayrollRow } from './simples.repository.js';

// The payroll of the Fator R sent by the company (pró-labore, salaries, charges): it waits,
// `submitted`, outside the computation until an accountant confirms it. An accountant's own
// entry (simples-inputs.service) is confirmed at once.

function toEntry(row: PayrollRow): SimplesPayrollEntry {
  return {
    month: row.month,
    ...payrollReais(row),
    status: row.status,
    enteredBy: row.enteredBy ? { id: row.enteredBy, name: row.enteredByName ?? '' } : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `GET /companies/{companyId}/simples/payroll?until=YYYY-MM`: the 12 months up to `until`, submitted or confirmed. */
export async function listPayrollEntries(
  db: Database,
  auth: AuthContext,
  companyId: string,
  until: string,
): Promise<SimplesPayrollEntry[]> {
  await assertCompanyAccess(db, auth, companyId);
  const last = { year: Number(until.slice(0, 4)), month: Number(until.slice(5, 7)) };
  const rows = await listPayroll(
    db,
    companyId,
    { from: monthKey(addMonths(last, -11)), to: until },
    { includeSubmitted: true },
  );
  return rows.map(toEntry).reverse();
}

/** `PUT /companies/{companyId}/simples/payroll/{month}/submission`: the company sends a month's payroll. */
export async function submitPayroll(
  db: Database,
  auth: AuthContext,
  requestId: string,
  companyId: string,
  month: string,
  input: z.output<typeof simplesPayrollInputSchema>,
): Promise<SimplesPayrollEntry> {
  await assertCompanyAccess(db, auth, companyId);
  if (!(await findCompany(db, companyId))) throw notFound(messages.notFound);
  return db.transaction(async (tx) => {
    const row = await upsertPayroll(tx, companyId, {
      month,
      ...payrollCents(input),
      enteredBy: auth.sub,
      status: 'submitted',
    });
    if (!row) throw conflict(simplesGuideMessages.payrollAlreadyConfirmed);
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      requestId,
      action: 'simples.payroll.submitted',
      ...payrollAuditEntry(companyId, month, row),
    });
    return toEntry({ ...row, enteredByName: null });
  });
}

/** `POST /companies/{companyId}/simples/payroll/{month}/confirmation` (accountants): the submitted month counts from now on. */
export async function confirmPayroll(
  db: Database,
  actor: Actor,
  companyId: string,
  month: string,
): Promise<SimplesPayrollEntry> {
  return db.transaction(async (tx) => {
    const row = await confirmSubmittedPayroll(tx, companyId, month, actor.actorUserId);
    if (!row) throw notFound(simplesGuideMessages.payrollNothingToConfirm);
    await recordAudit(tx, companyId, {
      ...actor,
      action: 'simples.payroll.confirmed',
      entityType: 'simples_payroll',
      entityId: `${companyId}:${month}`,
      details: { month, totalCents: row.proLaboreCents + row.salariesCents + row.chargesCents },
    });
    return toEntry({ ...row, enteredByName: null });
  });
}
