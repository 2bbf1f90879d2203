import type { TrackId } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { findCompanyAdmins, type RecipientRow } from '../documents/documents.repository.js';
import { brazilianDate } from '../documents/documents-notifications.js';
import type { MailContext } from '../mail/mailer.js';
import type { OutboxMessage } from '../mail/mail.repository.js';
import { formatBrl } from '../nfs/nfs-notifications.js';
import { findCompany } from './companies.repository.js';

/** The wizard of each track: where the owner continues the opening or the migration. */
export const wizardPath: Readonly<Record<TrackId, string>> = {
  'create-company': '/app/wizard/company-opening',
  'migrate-company': '/app/wizard/company-migration',
};

export const panelPath = '/app/panel';

/**
 * Queues one e-mail per company-admin of the company (once per address), inside `tx`: the
 * e-mails commit with the change that causes them (the outbox, decision 012).
 */
export async function emailCompanyAdmins(
  tx: Database,
  mail: MailContext,
  companyId: string,
  build: (recipient: RecipientRow, companyName: string) => OutboxMessage,
): Promise<void> {
  const company = await findCompany(tx, companyId);
  if (!company) return;
  const seen = new Set<string>();
  for (const recipient of await findCompanyAdmins(tx, companyId)) {
    const key = recipient.email.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    await mail.mailer.send(tx, build(recipient, company.name));
  }
}

/** The registration guide (the Junta's fee) is ready: the customer pays it and sends the receipt. */
export function registrationGuideMessage(
  recipient: { name: string; email: string },
  companyName: string,
  guide: { description: string; amount: number; dueDate: string; barcode: string },
  webOrigin: string,
): OutboxMessage {
  return {
    to: recipient.email,
    subject: `Guia de registro pronta: ${formatBrl(guide.amount)}, vence em ${brazilianDate(guide.dueDate)}`,
    text: [
      `Olá, ${recipient.name}.`,
      '',
      `Nossos contadores emitiram a guia de registro da empresa ${companyName}. É a sua vez: pague a guia e envie o comprovante para seguirmos com a abertura.`,
      '',
      `Guia: ${guide.description}`,
      `Valor: ${formatBrl(guide.amount)}`,
      `Vencimento: ${brazilianDate(guide.dueDate)}`,
      `Linha digitável: ${guide.barcode}`,
      '',
      'Veja a guia e envie o comprovante em:',
      `${webOrigin}${wizardPath['create-company']}`,
    ].join('\n'),
  };
}

/** The track is over and the company is active: the panel is open. */
export function companyActiveMessage(
  recipient: { name: string; email: string },
  companyName: string,
  webOrigin: string,
): OutboxMessage {
  return {
    to: recipient.email,
    subject: `A empresa ${companyName} está ativa`,
    text: [
      `Olá, ${recipient.name}.`,
      '',
      `Tudo pronto: a empresa ${companyName} está ativa. A partir de agora você pede notas fiscais, recebe as guias e acompanha tudo pelo painel.`,
      '',
      'Acesse o painel da empresa:',
      `${webOrigin}${panelPath}`,
    ].join('\n'),
  };
}
