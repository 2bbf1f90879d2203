import type { Database } from '../../db/client.js';
import { findCompany } from '../companies/companies.repository.js';
import { emailCompanyAdmins, wizardPath } from '../companies/company-notifications.js';
import type { MailContext } from '../mail/mailer.js';
import type { OutboxMessage } from '../mail/mail.repository.js';
import { formatBrl } from '../nfs/nfs-notifications.js';

/** Where the customer follows the subscription and its payments. */
export const billingPath = '/app/user/my-billing';

interface PaymentOutcome {
  outcome: 'paid' | 'failed';
  amountCents: number;
  /** The first payment of a company on a track places the order: the wizard is the next screen. */
  isFirstPayment: boolean;
}

export function paymentMessage(
  recipient: { name: string; email: string },
  companyName: string,
  payment: PaymentOutcome,
  link: string,
): OutboxMessage {
  const amount = formatBrl(payment.amountCents / 100);
  if (payment.outcome === 'paid') {
    return {
      to: recipient.email,
      subject: `Pagamento de ${amount} confirmado`,
      text: [
        `Olá, ${recipient.name}.`,
        '',
        `Recebemos o pagamento de ${amount} da assinatura da empresa ${companyName}. Obrigado!`,
        payment.isFirstPayment
          ? 'Nossos contadores já começaram: acompanhe as próximas etapas e o que falta da sua parte em:'
          : 'Veja a assinatura e os pagamentos em:',
        link,
      ].join('\n'),
    };
  }
  return {
    to: recipient.email,
    subject: `Não conseguimos confirmar o pagamento de ${amount}`,
    text: [
      `Olá, ${recipient.name}.`,
      '',
      `O pagamento de ${amount} da assinatura da empresa ${companyName} não foi aprovado.`,
      payment.isFirstPayment
        ? 'Nada foi cobrado. Tente de novo, com outro cartão ou outra forma de pagamento, em:'
        : 'Para não interromper os serviços, pague de novo ou troque a forma de pagamento em:',
      link,
    ].join('\n'),
  };
}

/** E-mails the company-admins the outcome of a payment, inside the payment event's transaction. */
export async function emailPaymentOutcome(
  tx: Database,
  mail: MailContext,
  companyId: string,
  payment: PaymentOutcome,
): Promise<void> {
  const company = await findCompany(tx, companyId);
  if (!company) return;
  // A first payment belongs to the wizard (the plan step, or what comes after it).
  const path = payment.isFirstPayment && company.trackId ? wizardPath[company.trackId] : billingPath;
  await emailCompanyAdmins(tx, mail, companyId, (recipient, companyName) =>
    paymentMessage(recipient, companyName, payment, `${mail.webOrigin}${path}`),
  );
}
