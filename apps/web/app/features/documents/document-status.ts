import {
  DOCUMENT_GROUPS,
  documentStatusLabels,
  isGuideType,
  type CompanyDocument,
  type DocumentGroup,
  type DocumentStatus,
  type DocumentType,
} from '@contabil/contracts';

export type StatusTone = 'neutral' | 'primary' | 'warning' | 'success' | 'destructive';

export const documentStatusTones: Record<DocumentStatus, StatusTone> = {
  available: 'neutral',
  pending: 'warning',
  paid: 'success',
  overdue: 'destructive',
  approved: 'success',
  rejected: 'destructive',
};

/**
 * The status as the customer reads it: a guide waiting to be paid is "A pagar"; a company
 * document the customer sent is "Pendente de análise" until an accountant looks at it.
 */
export function documentStatusLabel(document: Pick<CompanyDocument, 'type' | 'status'>): string {
  if (document.status === 'pending') return isGuideType(document.type) ? 'A pagar' : 'Pendente de análise';
  return documentStatusLabels[document.status];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `date` (both "YYYY-MM-DD"): 3 when due in three days, -2 when two days late. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** "vence hoje", "vence amanhã", "vence em 3 dias", "venceu ontem", "venceu há 2 dias". */
export function dueHint(dueDate: string, today: string): string {
  const days = daysUntil(dueDate, today);
  if (days === 0) return 'vence hoje';
  if (days === 1) return 'vence amanhã';
  if (days > 1) return `vence em ${days} dias`;
  if (days === -1) return 'venceu ontem';
  return `venceu há ${-days} dias`;
}

/** A guide not paid whose due date has passed (the API's job may not have moved it to "overdue" yet). */
export function isOverdue(document: Pick<CompanyDocument, 'type' | 'status' | 'dueDate'>, today: string): boolean {
  if (!isGuideType(document.type)) return false;
  if (document.status === 'overdue') return true;
  return document.status === 'pending' && !!document.dueDate && daysUntil(document.dueDate, today) < 0;
}

/** The status to show: a pending guide past its due date shows as overdue before the API's job moves it. */
export function displayedStatus(
  document: Pick<CompanyDocument, 'type' | 'status' | 'dueDate'>,
  today: string,
): DocumentStatus {
  return isOverdue(document, today) ? 'overdue' : document.status;
}

/** A guide the customer still has to pay. */
export function isPayable(document: Pick<CompanyDocument, 'type' | 'status'>): boolean {
  return isGuideType(document.type) && (document.status === 'pending' || document.status === 'overdue');
}

/** The tone of a guide's due hint: red once late, amber within the reminder's three days. */
export function dueTone(dueDate: string, today: string): 'destructive' | 'warning' | 'neutral' {
  const days = daysUntil(dueDate, today);
  if (days < 0) return 'destructive';
  return days <= 3 ? 'warning' : 'neutral';
}

/** The `count` months up to the one of `today`, newest first: "2026-03", "2026-02"... */
export function recentCompetences(today: string, count = 24): string[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let index = 0; index < count; index += 1) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/** The month before `today`'s: the accountants deliver a month's package in the next one. */
export function previousCompetence(today: string): string {
  return recentCompetences(today, 2)[1]!;
}

/** The groups of the documents list, in the order of its filter chips. */
export const LIST_GROUPS = [
  'guide',
  'invoice',
  'receipt',
  'statement',
  'other',
] as const satisfies readonly DocumentGroup[];
export type ListGroup = (typeof LIST_GROUPS)[number];

export const listGroupLabels: Record<ListGroup, string> = {
  guide: 'Guias de impostos',
  invoice: 'Notas fiscais',
  receipt: 'Comprovantes',
  statement: 'Extratos',
  other: 'Outros',
};

/** The types a list shows for the groups chosen; every group of the list when none is. */
export function typesOfGroups(groups: readonly ListGroup[]): DocumentType[] {
  return (groups.length ? groups : LIST_GROUPS).flatMap((group) => DOCUMENT_GROUPS[group]);
}

/** What the customer may send from the documents page (company documents have their own page). */
export const CUSTOMER_UPLOAD_TYPES = [
  'payment_receipt',
  'bank_statement',
  'other',
] as const satisfies readonly DocumentType[];
export type CustomerUploadType = (typeof CUSTOMER_UPLOAD_TYPES)[number];

/** The company's own documents, in the order of their page. */
export const COMPANY_DOCUMENT_TYPES = DOCUMENT_GROUPS.company;

/**
 * The customer may delete what the company itself sent, until an accountant approved it.
 * What the accountants delivered stays (the API refuses it with its message anyway).
 */
export function canDelete(document: Pick<CompanyDocument, 'fromAccountant' | 'status'>): boolean {
  return !document.fromAccountant && document.status !== 'approved';
}

/** Who sent a document, as the customer reads it. */
export function sentByText(document: Pick<CompanyDocument, 'fromAccountant' | 'uploadedBy'>): string {
  if (document.fromAccountant) return 'Contabilidade';
  return document.uploadedBy?.name ?? 'Sua empresa';
}
