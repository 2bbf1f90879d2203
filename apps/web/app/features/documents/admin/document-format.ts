import { isGuideType, type CompanyDocument, type DocumentType } from '@contabil/contracts';

/** Reais on the wire -> "R$ 1.234,56". */
export { formatReais as formatAmount } from '~/lib/format/money';

/** Who sent it: our accountants, or the company (with the person's name when known). */
export function senderLabel(document: Pick<CompanyDocument, 'fromAccountant' | 'uploadedBy'>): string {
  const who = document.fromAccountant ? 'Contabilidade' : 'Empresa';
  return document.uploadedBy ? `${who} · ${document.uploadedBy.name}` : who;
}

/** A document the company sent that waits for our review (guides are paid, not reviewed). */
export function awaitsReview(document: Pick<CompanyDocument, 'type' | 'status'>): boolean {
  return document.status === 'pending' && !isGuideType(document.type);
}

/** The document's name in a sentence: its title, or its type when it has none. */
export function documentName(document: Pick<CompanyDocument, 'type' | 'title'>, labels: Record<DocumentType, string>) {
  return document.title.trim() || labels[document.type];
}
