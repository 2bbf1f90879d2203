import {
  GUIDE_DEBIT_WINDOW_DAYS,
  NOTE_CREDIT_WINDOW_DAYS,
  RECONCILIATION_REVENUE_FLAG,
  reconciliationMessages,
  toCents,
  toReais,
  type Reconciliation,
  type ReconciliationItem,
  type ReconciliationMatchInput,
  type ReconciliationTarget,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { matchTransactions, type Candidate, type MatchGuide, type MatchNote } from './reconciliation-matcher.js';
import {
  findTransaction,
  insertMatch,
  listIssuedNotes,
  listMatches,
  listPaidGuides,
  listTransactions,
} from './reconciliation.repository.js';

const DAY_MS = 86_400_000;
const shiftDay = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString().slice(0, 10);
const monthRange = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
};

/** The notes and guides that transactions between two days could match, not matched yet. */
async function openTargets(
  db: Database,
  companyId: string,
  range: { from: string; to: string },
  matchedTargets: Set<string>,
) {
  const [noteRows, guideRows] = await Promise.all([
    listIssuedNotes(db, companyId, {
      from: shiftDay(range.from, -NOTE_CREDIT_WINDOW_DAYS.after),
      to: shiftDay(range.to, NOTE_CREDIT_WINDOW_DAYS.before),
    }),
    listPaidGuides(db, companyId, {
      from: shiftDay(range.from, -GUIDE_DEBIT_WINDOW_DAYS.after),
      to: shiftDay(range.to, GUIDE_DEBIT_WINDOW_DAYS.before),
    }),
  ]);
  const notes: MatchNote[] = noteRows.map((row) => ({
    id: row.id,
    date: row.date,
    amountCents: row.amountCents,
    takerName: row.takerName,
    takerDocument: row.takerCnpj ?? row.takerCpf,
    invoiceNumber: row.invoiceNumber,
  }));
  const guides: MatchGuide[] = guideRows;
  return {
    notes: notes.filter((note) => !matchedTargets.has(`note:${note.id}`)),
    guides: guides.filter((guide) => !matchedTargets.has(`guide:${guide.id}`)),
    all: { notes, guides },
  };
}

const toTarget = (candidate: Candidate): ReconciliationTarget => ({
  type: candidate.type,
  id: candidate.id,
  label: candidate.label,
  amount: toReais(candidate.amountCents),
  date: candidate.date,
  evidence: candidate.evidence,
});

/**
 * `GET /companies/{companyId}/reconciliation?month=YYYY-MM`: the month's transactions,
 * matched (confirmed, or automatic), suggested or unmatched, and the unmatched credits
 * that may be revenue missing from the month's computation.
 */
export async function getReconciliation(
  db: Database,
  auth: AuthContext,
  companyId: string,
  month: string,
): Promise<Reconciliation> {
  await assertCompanyAccess(db, auth, companyId);
  const range = monthRange(month);
  const [transactions, matches] = await Promise.all([
    listTransactions(db, companyId, range),
    listMatches(db, companyId),
  ]);
  const matchByTransaction = new Map(matches.map((match) => [match.transactionId, match]));
  const matchedTargets = new Set(
    matches.map(
      (match) => `${match.targetType}:${match.targetType === 'note' ? match.nfsRequestId : match.documentId}`,
    ),
  );
  const targets = await openTargets(db, companyId, range, matchedTargets);
  const outcomes = matchTransactions(
    transactions.filter((transaction) => !matchByTransaction.has(transaction.id)),
    targets.notes,
    targets.guides,
  );
  const outcomeByTransaction = new Map(outcomes.map((outcome) => [outcome.transaction.id, outcome]));
  const known = new Map<string, ReconciliationTarget>([
    ...targets.all.notes.map((note): [string, ReconciliationTarget] => [
      `note:${note.id}`,
      {
        type: 'note',
        id: note.id,
        label: `${note.invoiceNumber ? `NFS-e ${note.invoiceNumber}` : 'NFS-e'} · ${note.takerName}`,
        amount: toReais(note.amountCents),
        date: note.date,
        evidence: [],
      },
    ]),
    ...targets.all.guides.map((guide): [string, ReconciliationTarget] => [
      `guide:${guide.id}`,
      {
        type: 'guide',
        id: guide.id,
        label: guide.title,
        amount: toReais(guide.amountCents),
        date: guide.dueDate,
        evidence: [],
      },
    ]),
  ]);

  const items: ReconciliationItem[] = transactions.map((transaction) => {
    const base = {
      transaction: {
        id: transaction.id,
        postedOn: transaction.postedOn,
        amount: toReais(transaction.amountCents),
        description: transaction.description,
      },
    };
    const confirmed = matchByTransaction.get(transaction.id);
    if (confirmed) {
      const targetId = (confirmed.targetType === 'note' ? confirmed.nfsRequestId : confirmed.documentId) ?? '';
      const target = known.get(`${confirmed.targetType}:${targetId}`) ?? {
        type: confirmed.targetType,
        id: targetId,
        label: confirmed.targetType === 'note' ? 'Nota fiscal' : 'Guia',
        amount: Math.abs(toReais(transaction.amountCents)),
        date: transaction.postedOn,
        evidence: [],
      };
      return {
        ...base,
        status: 'matched',
        match: {
          ...target,
          evidence: ['value'],
          automatic: false,
          confirmedAt: confirmed.confirmedAt.toISOString(),
          confirmedBy: confirmed.confirmedBy
            ? { id: confirmed.confirmedBy, name: confirmed.confirmedByName ?? '' }
            : null,
        },
        candidates: [],
        possiblyMissingRevenue: false,
      };
    }
    const outcome = outcomeByTransaction.get(transaction.id)!;
    if (outcome.automatic) {
      return {
        ...base,
        status: 'matched',
        match: { ...toTarget(outcome.automatic), automatic: true, confirmedAt: null, confirmedBy: null },
        candidates: [],
        possiblyMissingRevenue: false,
      };
    }
    const candidates = outcome.candidates.map(toTarget);
    return {
      ...base,
      status: candidates.length > 0 ? 'suggested' : 'unmatched',
      match: null,
      candidates,
      possiblyMissingRevenue:
        candidates.length === 0 && transaction.amountCents >= toCents(RECONCILIATION_REVENUE_FLAG),
    };
  });

  const count = (status: ReconciliationItem['status']) => items.filter((item) => item.status === status).length;
  return {
    companyId,
    month,
    revenueFlagThreshold: RECONCILIATION_REVENUE_FLAG,
    summary: {
      matched: count('matched'),
      suggested: count('suggested'),
      unmatched: count('unmatched'),
      possiblyMissingRevenue: toReais(
        items
          .filter((item) => item.possiblyMissingRevenue)
          .reduce((sum, item) => sum + toCents(item.transaction.amount), 0),
      ),
    },
    items,
  };
}

/**
 * `POST /companies/{companyId}/reconciliation/matches`: a person confirms that a note or
 * guide explains a transaction. It must be one of the transaction's candidates (value,
 * direction, dates); once kept, neither side is proposed again.
 */
export async function confirmMatch(
  db: Database,
  auth: AuthContext,
  requestId: string,
  companyId: string,
  input: ReconciliationMatchInput,
): Promise<NonNullable<ReconciliationItem['match']>> {
  await assertCompanyAccess(db, auth, companyId);
  const transaction = await findTransaction(db, companyId, input.transactionId);
  if (!transaction) throw notFound(reconciliationMessages.transactionNotFound);
  const matches = await listMatches(db, companyId);
  const matchedTargets = new Set(
    matches.map(
      (match) => `${match.targetType}:${match.targetType === 'note' ? match.nfsRequestId : match.documentId}`,
    ),
  );
  if (
    matches.some((match) => match.transactionId === transaction.id) ||
    matchedTargets.has(`${input.targetType}:${input.targetId}`)
  )
    throw conflict(reconciliationMessages.alreadyMatched);
  const targets = await openTargets(
    db,
    companyId,
    { from: transaction.postedOn, to: transaction.postedOn },
    matchedTargets,
  );
  const [outcome] = matchTransactions([transaction], targets.notes, targets.guides);
  const candidate = outcome?.candidates.find((found) => found.type === input.targetType && found.id === input.targetId);
  if (!candidate) throw conflict(reconciliationMessages.notACandidate);
  return db.transaction(async (tx) => {
    const row = await insertMatch(tx, companyId, { ...input, confirmedBy: auth.sub });
    if (!row) throw conflict(reconciliationMessages.alreadyMatched);
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      requestId,
      action: 'reconciliation.matched',
      entityType: 'bank_transaction',
      entityId: transaction.id,
      details: { targetType: input.targetType, targetId: input.targetId, amountCents: transaction.amountCents },
    });
    return {
      ...toTarget(candidate),
      automatic: false,
      confirmedAt: row.confirmedAt.toISOString(),
      confirmedBy: { id: auth.sub, name: '' },
    };
  });
}
