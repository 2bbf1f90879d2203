import type { CompanyAccountStatus } from '@contabil/contracts';
import { formatDate } from '~/lib/format/dates';

/** The heading and the sentence that explain the company's situation. */
export function accountStatusExplanation(
  status: Pick<CompanyAccountStatus, 'status' | 'companyName' | 'changedAt' | 'reason'>,
): {
  title: string;
  text: string;
} {
  const since = status.changedAt ? ` desde ${formatDate(status.changedAt)}` : '';
  if (status.status === 'disabled') {
    return {
      title: 'Empresa desativada',
      text: `O acesso de ${status.companyName} à Contábil Online está desativado${since}.`,
    };
  }
  if (status.status === 'overdue') {
    return {
      title: 'Pagamento em atraso',
      text: `A assinatura de ${status.companyName} tem uma mensalidade em atraso${since}.`,
    };
  }
  return { title: 'Empresa em dia', text: `${status.companyName} está com o acesso liberado.` };
}

/** `mailto:` with a subject that names the company. */
export function contactMailto(email: string, companyName: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Reativar ${companyName}`)}`;
}
