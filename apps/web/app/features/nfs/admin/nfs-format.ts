import { formatCnpj, formatCpf, type NfsRequest } from '@contabil/contracts';
import { formatDateTime } from '~/lib/format/dates';

/** Reais (the invoices' unit on the wire) -> "R$ 1.234,56". */
export { formatReais as formatInvoiceValue } from '~/lib/format/money';

/** An instant -> "21/11/2026 23:00" in Brasília. */
export function formatRequestedAt(iso: string): string {
  return formatDateTime(iso).replace(', ', ' ');
}

/** The taker's document as written on a note: "CNPJ 12.345.678/0001-90" or "CPF 123.456.789-09". */
export function takerDocument(request: Pick<NfsRequest, 'emissionType' | 'cnpj' | 'cpf'>): string {
  if (request.emissionType === 'cnpj') return request.cnpj ? `CNPJ ${formatCnpj(request.cnpj)}` : 'CNPJ não informado';
  return request.cpf ? `CPF ${formatCpf(request.cpf)}` : 'CPF não informado';
}
