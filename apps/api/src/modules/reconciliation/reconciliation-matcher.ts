import {
  GUIDE_DEBIT_WINDOW_DAYS,
  NOTE_CREDIT_WINDOW_DAYS,
  normaliseCounterpart,
  type DocumentType,
  type ReconciliationTarget,
} from '@contabil/contracts';

// The pure matching of bank transactions with notes and guides (issue 22, item 6). Money in
// integer cents; dates `YYYY-MM-DD`.

export interface MatchTransaction {
  id: string;
  postedOn: string;
  /** Signed cents: positive in, negative out. */
  amountCents: number;
  description: string;
}

export interface MatchNote {
  id: string;
  /** The issue date, or the competence date for a note issued without one. */
  date: string;
  amountCents: number;
  takerName: string;
  /** CNPJ or CPF, digits (or the CNPJ's letters). */
  takerDocument: string | null;
  invoiceNumber: string | null;
}

export interface MatchGuide {
  id: string;
  type: DocumentType;
  title: string;
  dueDate: string;
  amountCents: number;
}

export interface Candidate {
  type: 'note' | 'guide';
  id: string;
  label: string;
  amountCents: number;
  date: string;
  evidence: ReconciliationTarget['evidence'];
}

export interface MatchOutcome {
  transaction: MatchTransaction;
  /** The automatic match (the only full candidate, claimed by no other transaction). */
  automatic: Candidate | null;
  /** Every candidate, the best first (with a memo evidence, then the nearest date). */
  candidates: Candidate[];
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Words of a company or person's name that say nothing about who it is. */
const NAME_NOISE = new Set(['LTDA', 'EIRELI', 'EPP', 'ME', 'MEI', 'SA', 'S', 'A', 'DA', 'DE', 'DO', 'DAS', 'DOS', 'E']);

/** Whether the memo names the taker: every meaningful word of the name, or the first two (banks cut memos). */
export function memoNamesTaker(memo: string, takerName: string): boolean {
  const memoWords = new Set(normaliseCounterpart(memo).split(' '));
  const nameWords = normaliseCounterpart(takerName)
    .split(' ')
    .filter((word) => word.length >= 2 && !NAME_NOISE.has(word));
  if (nameWords.length === 0) return false;
  if (nameWords.every((word) => memoWords.has(word))) return true;
  return nameWords.length >= 2 && nameWords.slice(0, 2).every((word) => memoWords.has(word));
}

/** Whether the memo carries the taker's CNPJ or CPF (punctuation ignored). */
export function memoHasDocument(memo: string, document: string | null): boolean {
  if (!document) return false;
  const compact = memo.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return document.length >= 11 && compact.includes(document.toUpperCase());
}

/** The words of a memo that name each kind of guide. */
const GUIDE_KEYWORDS: Partial<Record<DocumentType, RegExp>> = {
  das: /\b(DAS|SIMPLES NACIONAL|PGDAS)\b/,
  darf: /\bDARF\b/,
  fgts: /\b(FGTS|GRF|FGTS DIGITAL)\b/,
  inss: /\b(INSS|GPS|DCTFWEB)\b/,
  iss: /\b(ISS|ISSQN)\b/,
};

export function memoNamesGuide(memo: string, type: DocumentType): boolean {
  return GUIDE_KEYWORDS[type]?.test(normaliseCounterpart(memo)) ?? false;
}

function noteCandidate(transaction: MatchTransaction, note: MatchNote): Candidate | null {
  if (transaction.amountCents !== note.amountCents) return null;
  const days = daysBetween(note.date, transaction.postedOn);
  if (days < -NOTE_CREDIT_WINDOW_DAYS.before || days > NOTE_CREDIT_WINDOW_DAYS.after) return null;
  const evidence: Candidate['evidence'] = ['value', 'date'];
  if (memoNamesTaker(transaction.description, note.takerName)) evidence.push('name');
  if (memoHasDocument(transaction.description, note.takerDocument)) evidence.push('document');
  return {
    type: 'note',
    id: note.id,
    label: `${note.invoiceNumber ? `NFS-e ${note.invoiceNumber}` : 'NFS-e'} · ${note.takerName}`,
    amountCents: note.amountCents,
    date: note.date,
    evidence,
  };
}

function guideCandidate(transaction: MatchTransaction, guide: MatchGuide): Candidate | null {
  if (-transaction.amountCents !== guide.amountCents) return null;
  const days = daysBetween(guide.dueDate, transaction.postedOn);
  if (days < -GUIDE_DEBIT_WINDOW_DAYS.before || days > GUIDE_DEBIT_WINDOW_DAYS.after) return null;
  const evidence: Candidate['evidence'] = ['value', 'date'];
  if (memoNamesGuide(transaction.description, guide.type)) evidence.push('keyword');
  return {
    type: 'guide',
    id: guide.id,
    label: guide.title,
    amountCents: guide.amountCents,
    date: guide.dueDate,
    evidence,
  };
}

const isFull = (candidate: Candidate) => candidate.evidence.length > 2;
const targetKey = (candidate: { type: string; id: string }) => `${candidate.type}:${candidate.id}`;

/**
 * Candidates for each transaction (credits against notes, debits against guides), and the
 * automatic match where there is no doubt: exactly one candidate, with the memo's evidence
 * (name, document or the guide's keyword), that no other transaction could also be.
 * Anything ambiguous stays a suggestion for a person to confirm.
 */
export function matchTransactions(
  transactions: readonly MatchTransaction[],
  notes: readonly MatchNote[],
  guides: readonly MatchGuide[],
): MatchOutcome[] {
  const withCandidates = transactions.map((transaction) => {
    const candidates =
      transaction.amountCents > 0
        ? notes.map((note) => noteCandidate(transaction, note))
        : transaction.amountCents < 0
          ? guides.map((guide) => guideCandidate(transaction, guide))
          : [];
    const found = candidates.filter((candidate): candidate is Candidate => candidate !== null);
    found.sort(
      (a, b) =>
        Number(isFull(b)) - Number(isFull(a)) ||
        Math.abs(daysBetween(a.date, transaction.postedOn)) - Math.abs(daysBetween(b.date, transaction.postedOn)),
    );
    return { transaction, candidates: found };
  });
  const claims = new Map<string, number>();
  for (const { candidates } of withCandidates)
    for (const candidate of candidates) claims.set(targetKey(candidate), (claims.get(targetKey(candidate)) ?? 0) + 1);
  return withCandidates.map(({ transaction, candidates }) => {
    const only = candidates.length === 1 ? candidates[0]! : null;
    const automatic = only && isFull(only) && claims.get(targetKey(only)) === 1 ? only : null;
    return { transaction, automatic, candidates };
  });
}
