import { formatCnpj, formatCpf, type NfsRequest } from '@contabil/contracts';
import type { OutboxMessage } from '../mail/mail.repository.js';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.500,50 */
export const formatBrl = (reais: number) => brl.format(reais);

/** 2026-03-10 -> 10/03/2026 */
const brazilianDate = (iso: string) => iso.split('-').reverse().join('/');

/** Where the customer sees the request (the invoices page opens it). */
export const nfsRequestLink = (webOrigin: string, id: string) =>
  `${webOrigin}/app/invoices?pedido=${encodeURIComponent(id)}`;

function takerLine(request: NfsRequest): string {
  const document = request.cnpj
    ? `CNPJ ${formatCnpj(request.cnpj)}`
    : request.cpf
      ? `CPF ${formatCpf(request.cpf)}`
      : null;
  return `Tomador: ${request.taker.name}${document ? ` (${document})` : ''}`;
}

/**
 * The e-mail telling the customer that the note was issued or the request refused, in
 * Portuguese; `null` for any other status (nobody is told).
 */
export function nfsStatusMessage(
  request: NfsRequest,
  recipient: { name: string; email: string },
  webOrigin: string,
): OutboxMessage | null {
  const link = nfsRequestLink(webOrigin, request.id);
  const facts = [
    takerLine(request),
    `Valor: ${formatBrl(request.totalValue)}`,
    `Serviço: ${request.serviceDescription}`,
  ];
  if (request.status === 'issued') {
    return {
      to: recipient.email,
      subject: `NFS-e ${request.invoiceNumber ?? ''} emitida`.replace(/\s+/g, ' '),
      text: [
        `Olá, ${recipient.name}.`,
        '',
        `A nota fiscal de serviço pedida para a empresa ${request.companyName} foi emitida.`,
        '',
        ...facts,
        `Número da nota: ${request.invoiceNumber ?? '-'}`,
        ...(request.issueDate ? [`Data de emissão: ${brazilianDate(request.issueDate)}`] : []),
        '',
        'O PDF e o XML da nota estão disponíveis em:',
        link,
      ].join('\n'),
    };
  }
  if (request.status === 'rejected') {
    return {
      to: recipient.email,
      subject: 'Pedido de nota fiscal recusado',
      text: [
        `Olá, ${recipient.name}.`,
        '',
        request.nationalEmission
          ? `A Sefin Nacional não emitiu a nota fiscal de serviço pedida para a empresa ${request.companyName}.`
          : `Nossos contadores não puderam emitir a nota fiscal de serviço pedida para a empresa ${request.companyName}.`,
        '',
        ...facts,
        `Motivo: ${request.rejectionReason ?? '-'}`,
        '',
        'Veja o pedido e, se for o caso, faça um novo pedido com os dados corrigidos:',
        link,
      ].join('\n'),
    };
  }
  return null;
}
