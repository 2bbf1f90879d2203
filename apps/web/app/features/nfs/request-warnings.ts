import type { NfsRequest, NfsRequestInput } from '@contabil/contracts';

const digits = (value: string | null | undefined) => (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** Requests that still count: a cancelled or refused one does not make a new one a repeat. */
const COUNTING_STATUSES: readonly NfsRequest['status'][] = ['requested', 'processing', 'issued'];

export const SELF_TAKER_WARNING =
  'O CNPJ do tomador é o da sua própria empresa. A nota é para quem contratou o serviço: confira o CNPJ.';
export const DUPLICATE_WARNING =
  'Você já pediu hoje uma nota igual (mesmo tomador, serviço, descrição, valor e competência). Envie de novo só se for mesmo uma segunda nota.';

/**
 * What to ask about before sending a request (issue 27): the taker's CNPJ is the company's
 * own, or the same request was already made today. Empty: send at once.
 */
export function requestWarnings(
  input: Pick<NfsRequestInput, 'cnpj' | 'cpf' | 'totalValue' | 'serviceCode' | 'serviceDescription' | 'competenceDate'>,
  context: { companyCnpj: string | null; todaysRequests: readonly NfsRequest[] },
): string[] {
  const warnings: string[] = [];
  if (input.cnpj && context.companyCnpj && digits(input.cnpj) === digits(context.companyCnpj)) {
    warnings.push(SELF_TAKER_WARNING);
  }
  const document = digits(input.cnpj ?? input.cpf);
  const repeated = context.todaysRequests.some(
    (request) =>
      COUNTING_STATUSES.includes(request.status) &&
      digits(request.cnpj ?? request.cpf) === document &&
      request.totalValue === input.totalValue &&
      request.serviceCode === input.serviceCode &&
      request.serviceDescription.trim() === input.serviceDescription.trim() &&
      request.competenceDate === input.competenceDate,
  );
  if (repeated) warnings.push(DUPLICATE_WARNING);
  return warnings;
}
