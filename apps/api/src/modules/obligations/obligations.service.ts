import {
  messages,
  obligationMessages,
  type Obligation,
  type ObligationKind,
  type ObligationStatus,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { brasiliaDay, isoDay } from '../../lib/brasilia-calendar.js';
import type { AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany } from '../companies/companies.repository.js';
import { findDeclaredTaxRegime } from '../reports/reports.repository.js';
import { reportRegime } from '../reports/report-regime.js';
import { obligationsDueIn, type CalendarEntry } from './obligation-calendar.js';
import {
  listActiveCompanies,
  listObligationRows,
  markObligationDone,
  paidDasCompetences,
  payrollMonths,
} from './obligations.repository.js';

/** The company's calendar for a year, without statuses; undefined outside the Simples and the MEI. */
export async function companyCalendar(db: Database, companyId: string, year: number) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.notFound);
  const regime = reportRegime(company.size, await findDeclaredTaxRegime(db, companyId));
  if (regime === 'other') return undefined;
  const payroll = await payrollMonths(db, companyId, { from: `${year - 1}-12`, to: `${year}-11` });
  return obligationsDueIn(year, { regime, openedMonth: company.openedOn?.slice(0, 7) ?? null, payroll });
}

/** Each entry with its status: done (marked, or the DAS guide paid), late (past due), to do. */
export async function withStatuses(
  db: Database,
  companyId: string,
  entries: CalendarEntry[],
  now: Date,
): Promise<Obligation[]> {
  const [rows, paidDas] = await Promise.all([listObligationRows(db, companyId), paidDasCompetences(db, companyId)]);
  const byKey = new Map(rows.map((row) => [`${row.kind}:${row.period}`, row]));
  const today = isoDay(brasiliaDay(now));
  return entries.map((entry) => {
    const row = byKey.get(`${entry.kind}:${entry.period}`);
    const done = Boolean(row?.doneAt) || (entry.kind === 'das' && paidDas.has(entry.period));
    const status: ObligationStatus = done ? 'done' : entry.dueDate < today ? 'late' : 'todo';
    return { ...entry, status, doneAt: row?.doneAt?.toISOString() ?? null };
  });
}

/** `GET /companies/{companyId}/obligations?year=`: company members and accountants. */
export async function listObligations(
  db: Database,
  auth: AuthContext,
  companyId: string,
  year: number,
  now: Date,
): Promise<Obligation[]> {
  await assertCompanyAccess(db, auth, companyId);
  const entries = await companyCalendar(db, companyId, year);
  if (!entries) throw conflict(obligationMessages.notSimples);
  return withStatuses(db, companyId, entries, now);
}

/** `PUT /companies/{companyId}/obligations/{kind}/{period}/done` (accountants): the obligation was delivered or paid. */
export async function completeObligation(
  db: Database,
  actor: { actorUserId: string; requestId: string },
  params: { companyId: string; kind: ObligationKind; period: string },
  now: Date,
): Promise<Obligation> {
  // The year it is due: a yearly one the year after its base year; a monthly one its year, or the next for December.
  const start = Number(params.period.slice(0, 4));
  const years = params.period.length === 4 ? [start + 1] : [start, start + 1];
  let entry: CalendarEntry | undefined;
  for (const y of years) {
    const entries = await companyCalendar(db, params.companyId, y);
    if (!entries) throw conflict(obligationMessages.notSimples);
    entry = entries.find((e) => e.kind === params.kind && e.period === params.period);
    if (entry) break;
  }
  if (!entry) throw notFound(obligationMessages.notInCalendar);
  await db.transaction(async (tx) => {
    await markObligationDone(tx, params.companyId, {
      kind: params.kind,
      period: params.period,
      doneBy: actor.actorUserId,
    });
    await recordAudit(tx, params.companyId, {
      ...actor,
      action: 'obligation.done',
      entityType: 'company_obligation',
      entityId: `${params.companyId}:${params.kind}:${params.period}`,
      details: { kind: params.kind, period: params.period, dueDate: entry.dueDate },
    });
  });
  const [done] = await withStatuses(db, params.companyId, [entry], now);
  return done!;
}

/** Days ahead the accountants' queue looks. */
export const QUEUE_DAYS_AHEAD = 7;

/**
 * `GET /admin/obligations` (accountants): every active company's obligations that are late or
 * due within QUEUE_DAYS_AHEAD days and not done, the most urgent first.
 */
export async function obligationsQueue(
  db: Database,
  now: Date,
): Promise<(Obligation & { companyId: string; companyName: string })[]> {
  const today = brasiliaDay(now);
  const last = new Date(Date.UTC(today.year, today.month - 1, today.day + QUEUE_DAYS_AHEAD)).toISOString().slice(0, 10);
  const years = [...new Set([today.year - 1, today.year, Number(last.slice(0, 4))])];
  const queue: (Obligation & { companyId: string; companyName: string })[] = [];
  for (const company of await listActiveCompanies(db)) {
    const entries: CalendarEntry[] = [];
    for (const year of years) entries.push(...((await companyCalendar(db, company.id, year)) ?? []));
    for (const obligation of await withStatuses(db, company.id, entries, now)) {
      if (obligation.status === 'late' || (obligation.status === 'todo' && obligation.dueDate <= last))
        queue.push({ ...obligation, companyId: company.id, companyName: company.name });
    }
  }
  return queue.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.companyName.localeCompare(b.companyName));
}
