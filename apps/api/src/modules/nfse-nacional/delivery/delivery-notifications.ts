import { formatCnpj } from '@contabil/contracts';
import type { MailAttachment, OutboxMessage } from '../../mail/mail.repository.js';
import { nfsRequestLink } from '../../nfs/nfs-notifications.js';
import type { DanfseData } from './danfse-data.js';
import { brazilianDateTime, brlOfCents } from './danfse-pdf.js';

/** What both delivery e-mails tell about the note. */
function noteLines(note: DanfseData): string[] {
  return [
    `Número da NFS-e: ${note.number}`,
    `Data de emissão: ${brazilianDateTime(note.processedAt).slice(0, 10)}`,
    `Valor do serviço: ${brlOfCents(note.serviceCents)}`,
    `Valor líquido: ${brlOfCents(note.netCents)}`,
    `Serviço: ${note.serviceDescription}`,
    `Chave de acesso: ${note.accessKey}`,
  ];
}

/** The note to the taker (no account here): the PDF and XML attached, and the national consultation. */
export function takerDeliveryMessage(
  note: DanfseData,
  company: { name: string; cnpj: string | null },
  takerName: string,
  to: string,
  attachments: MailAttachment[],
): OutboxMessage {
  const issuer = company.cnpj ? `${company.name} (CNPJ ${formatCnpj(company.cnpj)})` : company.name;
  return {
    to,
    subject: `NFS-e ${note.number} emitida por ${company.name}`,
    text: [
      'Olá.',
      '',
      `A empresa ${issuer} emitiu uma nota fiscal de serviço para ${takerName}.`,
      '',
      ...noteLines(note),
      '',
      'O PDF (DANFSe) e o XML da nota seguem anexos. A nota também pode ser consultada no Portal Nacional da NFS-e:',
      note.consultationUrl,
    ].join('\n'),
    attachments,
  };
}

/** The note to one of the company's users: attached, kept in the documents, and the request in the app. */
export function companyDeliveryMessage(
  note: DanfseData,
  companyName: string,
  takerName: string,
  recipient: { name: string; email: string },
  requestId: string,
  webOrigin: string,
  attachments: MailAttachment[],
): OutboxMessage {
  return {
    to: recipient.email,
    subject: `NFS-e ${note.number} emitida`,
    text: [
      `Olá, ${recipient.name}.`,
      '',
      `A nota fiscal de serviço da empresa ${companyName} para ${takerName} foi emitida.`,
      '',
      ...noteLines(note),
      '',
      'O PDF (DANFSe) e o XML seguem anexos e estão guardados nos documentos da empresa. Veja a nota em:',
      nfsRequestLink(webOrigin, requestId),
    ].join('\n'),
    attachments,
  };
}
