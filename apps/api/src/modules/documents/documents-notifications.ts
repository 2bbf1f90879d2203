import { documentTypeLabels, type DocumentType } from '@contabil/contracts';
import type { OutboxMessage } from '../mail/mail.repository.js';
import { formatBrl } from '../nfs/nfs-notifications.js';

/** What the guide e-mails tell about a guide. */
export interface GuideFacts {
  type: DocumentType;
  title: string;
  /** `YYYY-MM`. */
  competence: string | null;
  /** `YYYY-MM-DD`. */
  dueDate: string | null;
  /** Reais. */
  amount: number | null;
}

/** 2026-03-10 -> 10/03/2026 */
export const brazilianDate = (iso: string) => iso.split('-').reverse().join('/');

/** 2026-03 -> 03/2026 */
export const brazilianCompetence = (competence: string) => competence.split('-').reverse().join('/');

/** Where the customer sees the guides to pay. */
export const documentsLink = (webOrigin: string) => `${webOrigin}/app/documents`;

function guideLines(guide: GuideFacts): string[] {
  return [
    `Guia: ${documentTypeLabels[guide.type]}${guide.title ? ` (${guide.title})` : ''}`,
    `Competência: ${guide.competence ? brazilianCompetence(guide.competence) : '-'}`,
    `Valor: ${guide.amount === null ? '-' : formatBrl(guide.amount)}`,
    `Vencimento: ${guide.dueDate ? brazilianDate(guide.dueDate) : '-'}`,
  ];
}

/** What a guide's e-mail says: its subject, what happened and what to do. */
interface GuideWords {
  subject: string;
  intro: string;
  action: string;
}

/**
 * A guide's e-mail to one of the company's admins: what happened, the guide's facts, what to
 * do and where; `words` from the guide, its type's label and the company's name.
 */
function guideMessage(words: (guide: GuideFacts, label: string, companyName: string) => GuideWords) {
  return (
    guide: GuideFacts,
    recipient: { name: string; email: string },
    companyName: string,
    webOrigin: string,
  ): OutboxMessage => {
    const { subject, intro, action } = words(guide, documentTypeLabels[guide.type], companyName);
    return {
      to: recipient.email,
      subject,
      text: [`Olá, ${recipient.name}.`, '', intro, '', ...guideLines(guide), '', action, documentsLink(webOrigin)].join(
        '\n',
      ),
    };
  };
}

/** A new guide delivered by our accountants, for one of the company's admins. */
export const newGuideMessage = guideMessage((guide, label, companyName) => ({
  subject: `Nova guia ${label}${guide.dueDate ? ` com vencimento em ${brazilianDate(guide.dueDate)}` : ''}`,
  intro: `Nossos contadores enviaram uma nova guia para a empresa ${companyName}.`,
  action: 'Baixe a guia e, depois de pagar, marque-a como paga enviando o comprovante:',
}));

/** The reminder a few days before a pending guide's due date. */
export const dueReminderMessage = guideMessage((guide, label, companyName) => ({
  subject: `Lembrete: a guia ${label} vence em ${guide.dueDate ? brazilianDate(guide.dueDate) : 'breve'}`,
  intro: `A guia abaixo, da empresa ${companyName}, vence em breve e ainda não foi marcada como paga.`,
  action: 'Se você já pagou, marque-a como paga enviando o comprovante:',
}));

/** Where the customer sees the documents the company sent (and sends a new one). */
export const companyDocumentsLink = (webOrigin: string) => `${webOrigin}/app/documents/company`;

/** A document the company sent was refused by our accountants: the reason, and where to send another. */
export function documentRejectedMessage(
  document: { title: string; type: DocumentType; reason: string },
  recipient: { name: string; email: string },
  companyName: string,
  webOrigin: string,
): OutboxMessage {
  return {
    to: recipient.email,
    subject: `Documento recusado: ${document.title}`,
    text: [
      `Olá, ${recipient.name}.`,
      '',
      `Nossos contadores analisaram o documento "${document.title}" (${documentTypeLabels[document.type]}) da empresa ${companyName} e não puderam aceitá-lo.`,
      '',
      `Motivo: ${document.reason}`,
      '',
      'Envie o documento corrigido em:',
      companyDocumentsLink(webOrigin),
    ].join('\n'),
  };
}
