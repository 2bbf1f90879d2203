import { messages, simplesMessages, toReais, type SimplesFigures, type SimplesReport } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { addMonths, isoDay, monthKey, parseIsoDay, type CalendarMonth } from '../../lib/brasilia-calendar.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { findCompany } from '../companies/companies.repository.js';
import { findDeclaredTaxRegime } from '../reports/reports.repository.js';
import { reportRegime } from '../reports/report-regime.js';
import {
  computeSimples,
  lineAnnex,
  type Annex,
  type BracketWithSplit,
  type RevenueLine,
  type SimplesComputation,
} from './simples-computation.js';
import { recordAudit } from '../audit/audit.repository.js';
import { simplesDifferences } from './simples-differences.js';
import {
  findConfirmation,
  upsertConfirmation,
  issuedNotesByMonthAndCode,
  listAllAnnexBrackets,
  listPayroll,
  listRevenueEntries,
  type PayrollRow,
  type RevenueEntryRow,
} from './simples.repository.js';

const parseMonth = (key: string): CalendarMonth => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) });
const lastDayOf = (month: CalendarMonth) => new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();

async function annexBrackets(db: Database): Promise<Record<Annex, BracketWithSplit[]>> {
  const byAnnex: Record<Annex, BracketWithSplit[]> = { I: [], II: [], III: [], IV: [], V: [] };
  for (const row of await listAllAnnexBrackets(db)) byAnnex[row.annex].push(row as BracketWithSplit);
  return byAnnex;
}

/** The inputs of a month's computation, read for one company (tenant) from the database. */
async function readInputs(db: Database, companyId: string, period: CalendarMonth) {
  const first: CalendarMonth = { year: period.year - 1, month: 1 };
  const [notes, entries, payroll, brackets] = await Promise.all([
    issuedNotesByMonthAndCode(db, companyId, {
      from: isoDay({ ...first, day: 1 }),
      to: isoDay({ ...period, day: lastDayOf(period) }),
    }),
    listRevenueEntries(db, companyId, { from: monthKey(first), to: monthKey(period) }),
    listPayroll(db, companyId, { from: monthKey(addMonths(period, -12)), to: monthKey(period) }),
    annexBrackets(db),
  ]);
  const revenueByMonth = new Map<string, number>();
  const add = (month: string, cents: number) => revenueByMonth.set(month, (revenueByMonth.get(month) ?? 0) + cents);
  for (const note of notes) add(note.month, note.totalCents);
  for (const entry of entries) add(entry.month, entry.amountCents);
  const payrollByMonth = new Map(
    payroll.map((row) => [row.month, row.proLaboreCents + row.salariesCents + row.chargesCents]),
  );
  return { notes, entries, payroll, brackets, revenueByMonth, payrollByMonth };
}

/**
 * `GET /reports/simples-nacional?companyId=&period=YYYY-MM`: the month's computation from
 * the issued notes, the accountant's revenue entries and payroll (decision 014). Once
 * confirmed, the confirmed figures (locked) with what the inputs would change today.
 */
export async function getSimplesReport(
  db: Database,
  auth: AuthContext,
  query: { companyId: string; period: string },
): Promise<SimplesReport> {
  await assertCompanyAccess(db, auth, query.companyId);
  return readSimplesReport(db, query);
}

/** The report without the access check (the confirmation route is for accountants only). */
export async function readSimplesReport(
  db: Database,
  query: { companyId: string; period: string },
): Promise<SimplesReport> {
  const current = await computeFigures(db, query);
  const confirmation = await findConfirmation(db, query.companyId, query.period);
  if (!confirmation) return { ...current, confirmation: null };
  const confirmed = confirmation.snapshot as unknown as SimplesFigures;
  return {
    ...confirmed,
    confirmation: {
      confirmedAt: confirmation.confirmedAt.toISOString(),
      confirmedBy: confirmation.confirmedBy
        ? { id: confirmation.confirmedBy, name: confirmation.confirmedByName ?? '' }
        : null,
      differences: simplesDifferences(confirmed, current),
      guideDocumentId: confirmation.guideDocumentId,
    },
  };
}

/**
 * `POST /companies/{companyId}/simples/confirmations/{period}` (accountants): the month's
 * figures as they are now become the confirmed ones; a month confirmed again after a change
 * replaces them (the accountant reviewed the differences). Audited with the totals.
 */
export async function confirmSimplesMonth(
  db: Database,
  actor: { actorUserId: string; requestId: string },
  query: { companyId: string; period: string },
): Promise<SimplesReport> {
  const figures = await computeFigures(db, query);
  const existing = await findConfirmation(db, query.companyId, query.period);
  if (existing && simplesDifferences(existing.snapshot as unknown as SimplesFigures, figures).length === 0)
    throw conflict(simplesMessages.alreadyConfirmedUnchanged);
  await db.transaction(async (tx) => {
    await upsertConfirmation(tx, query.companyId, {
      period: query.period,
      snapshot: figures as unknown as Record<string, unknown>,
      confirmedBy: actor.actorUserId,
    });
    await recordAudit(tx, query.companyId, {
      ...actor,
      action: 'simples.month.confirmed',
      entityType: 'simples_confirmation',
      entityId: `${query.companyId}:${query.period}`,
      details: { period: query.period, totalDas: figures.totalDas, replaced: Boolean(existing) },
    });
  });
  return readSimplesReport(db, query);
}

/** The month's figures computed from the inputs as they are now (no access check: callers do it). */
async function computeFigures(db: Database, query: { companyId: string; period: string }): Promise<SimplesFigures> {
  const company = await findCompany(db, query.companyId);
  if (!company) throw notFound(messages.notFound);
  const regime = reportRegime(company.size, await findDeclaredTaxRegime(db, query.companyId));
  if (regime === 'other') throw conflict(simplesMessages.notSimples);

  const period = parseMonth(query.period);
  const opened = parseIsoDay(company.openedOn);
  const openedOn = opened ? { year: opened.year, month: opened.month } : null;
  const inputs = await readInputs(db, query.companyId, period);
  const periodKey = monthKey(period);

  const lines: (RevenueLine & { entry: RevenueEntryRow | null; count: number })[] = [
    ...inputs.notes
      .filter((note) => note.month === periodKey)
      .map((note) => ({
        source: 'nfs' as const,
        activity: 'service' as const,
        serviceCode: note.serviceCode,
        cents: note.totalCents,
        entry: null,
        count: note.count,
      })),
    ...inputs.entries
      .filter((entry) => entry.month === periodKey)
      .map((entry) => ({
        source: 'entry' as const,
        activity: entry.activity,
        serviceCode: entry.serviceCode || null,
        cents: entry.amountCents,
        entry,
        count: 1,
      })),
  ];

  const computation = computeSimples({
    regime,
    period,
    openedOn,
    revenueByMonth: inputs.revenueByMonth,
    payrollByMonth: inputs.payrollByMonth,
    lines,
    brackets: inputs.brackets,
  });
  return toReport(query.companyId, periodKey, regime, computation, lines, inputs.payroll);
}

function toReport(
  companyId: string,
  period: string,
  regime: 'simples' | 'mei',
  c: SimplesComputation,
  lines: (RevenueLine & { entry: RevenueEntryRow | null; count: number })[],
  payroll: PayrollRow[],
): SimplesFigures {
  return {
    companyId,
    period,
    regime,
    rbt12: toReais(c.rbt12Cents),
    rbt12Rule: c.rbt12Rule,
    monthsOfActivity: c.monthsOfActivity,
    periodRevenue: toReais(c.periodRevenueCents),
    fatorR: {
      payroll12: toReais(c.fatorR.payroll12Cents),
      ratio: c.fatorR.ratio,
      threshold: 0.28,
      annex: c.fatorR.annex,
      used: c.fatorR.used,
    },
    annexes: c.annexes.map((a) => ({
      annex: a.annex,
      revenue: toReais(a.revenueCents),
      bracket: a.bracket,
      nominalRate: a.nominalRateBps / 10_000,
      deduction: toReais(a.deductionCents),
      effectiveRate: a.effectiveRate,
      tax: toReais(a.taxCents),
      das: toReais(a.dasCents),
      serviceBasis: a.serviceBasis,
    })),
    totalDas: c.totalDasCents === null ? null : toReais(c.totalDasCents),
    dueDate: isoDay(c.dueDate),
    issIcmsOutsideDas: c.issIcmsOutsideDas,
    limits: c.limits.map((l) => ({
      kind: l.kind,
      limit: toReais(l.limitCents),
      proportional: l.proportional,
      yearRevenue: toReais(l.yearRevenueCents),
      crossed: l.crossed,
      beyondTolerance: l.beyondTolerance,
      consequence: l.consequence,
    })),
    sources: lines.map((line) => ({
      source: line.source,
      entryId: line.entry?.id ?? null,
      activity: line.activity,
      serviceCode: line.serviceCode,
      annex: lineAnnex(line, c.fatorR.annex).annex,
      amount: toReais(line.cents),
      count: line.count,
      description: line.entry?.description ?? null,
      enteredBy: line.entry?.enteredBy ? { id: line.entry.enteredBy, name: line.entry.enteredByName ?? '' } : null,
      updatedAt: line.entry ? line.entry.updatedAt.toISOString() : null,
    })),
    payroll: payroll
      .filter((row) => row.month < period || c.rbt12Rule === 'opening-month')
      .map((row) => ({
        month: row.month,
        proLabore: toReais(row.proLaboreCents),
        salaries: toReais(row.salariesCents),
        charges: toReais(row.chargesCents),
        total: toReais(row.proLaboreCents + row.salariesCents + row.chargesCents),
        enteredBy: row.enteredBy ? { id: row.enteredBy, name: row.enteredByName ?? '' } : null,
        updatedAt: row.updatedAt.toISOString(),
      })),
    annexSource: simplesMessages.annexInterpretation,
  };
}
