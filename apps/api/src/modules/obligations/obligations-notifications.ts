import type { Obligation } from '@contabil/contracts';
import type { OutboxMessage } from '../mail/mail.repository.js';
import { brazilianDate } from '../documents/documents-notifications.js';

/** Where the company sees its obligations. */
export const obligationsLink = (webOrigin: string) => `${webOrigin}/app/obrigacoes`;

const periodLabel = (period: string) =>
  period.length === 4 ? `ano-base ${period}` : `competência ${period.split('-').reverse().join('/')}`;

/** The reminder a few days before an obligation's due date, for one of the company's admins. */
export function obligationReminderMessage(
  obligation: Pick<Obligation, 'kind' | 'label' | 'period' | 'dueDate'>,
  recipient: { name: string; email: string },
  companyName: string,
  webOrigin: string,
): OutboxMessage {
  return {
    to: recipient.email,
    subject: `${obligation.label}: vence em ${brazilianDate(obligation.dueDate)}`,
    text: [
      `Olá, ${recipient.name}.`,
      '',
      `A empresa ${companyName} tem uma obrigação perto do vencimento:`,
      '',
      `${obligation.label} (${periodLabel(obligation.period)})`,
      `Vencimento: ${brazilianDate(obligation.dueDate)}`,
      '',
      'Veja o calendário de obrigações da empresa:',
      obligationsLink(webOrigin),
    ].join('\n'),
  };
}
