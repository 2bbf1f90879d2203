import type { FieldErrors, Path, Resolver, UseFormSetError } from 'react-hook-form';
import {
  MINIMUM_INVOICE_VALUE,
  nfsMessages,
  nfsRequestInputSchema,
  nfsScheduleInputSchema,
  type NfsRequestInput,
  type NfsScheduleInput,
} from '@contabil/contracts';
import { stepResolver } from '~/lib/step-form';
import { ApiError } from '~/lib/api-client';
import { applyApiError } from '~/lib/api-form-errors';
import { documentInput, toRequestInput, toScheduleInput, type InvoiceFormValues } from './invoice-form';

/** A clearer message than "Data inválida" for a competence date left empty. */
const EMPTY_MESSAGES = { competenceDate: nfsMessages.competenceRequired } as const;

/** Every field of the form an error can point at (the API's `taker.address.*` lands on `address.*`). */
export const INVOICE_FORM_FIELDS = [
  'emissionType',
  'cnpj',
  'cpf',
  'taker.name',
  'taker.email',
  'address.zipCode',
  'address.street',
  'address.number',
  'address.complement',
  'address.neighborhood',
  'address.city',
  'address.state',
  'totalValue',
  'serviceCode',
  'serviceDescription',
  'competenceDate',
  'dayOfMonth',
  'notes',
] as const satisfies readonly Path<InvoiceFormValues>[];

/** The wire's field path -> the form's ("taker.address.city" -> "address.city"). */
export function formFieldFor(apiField: string): string {
  return apiField.startsWith('taker.address.') ? apiField.slice('taker.'.length) : apiField;
}

/**
 * Valid values for every field but the document: the contract checks the taker's
 * document only once the rest is valid, and the form wants to say "CNPJ precisa ser
 * definido." together with the other messages.
 */
const DOCUMENT_PROBE = {
  totalValue: MINIMUM_INVOICE_VALUE,
  taker: { name: 'Tomador' },
  serviceCode: '010101',
  serviceDescription: 'Serviço prestado',
  competenceDate: '2000-01-01',
};

/** The contract's message for the taker's document (cnpj or cpf), if any. */
export function documentError(values: Pick<InvoiceFormValues, 'emissionType' | 'cnpj' | 'cpf'>) {
  const result = nfsRequestInputSchema.safeParse({ ...DOCUMENT_PROBE, ...documentInput(values) });
  const issue = result.error?.issues.find((candidate) => candidate.path[0] === 'cnpj' || candidate.path[0] === 'cpf');
  return issue ? { field: issue.path[0] as 'cnpj' | 'cpf', message: issue.message } : null;
}

type Errors = FieldErrors<InvoiceFormValues> & Record<string, unknown>;

/** The contract's errors in the form's shape: the taker's address under `address`, the document always checked. */
function toFormErrors(errors: FieldErrors, values: InvoiceFormValues): FieldErrors<InvoiceFormValues> {
  const result = { ...errors } as Errors;
  const taker = result.taker as (Record<string, unknown> & { address?: unknown }) | undefined;
  if (taker?.address) {
    const { address, ...rest } = taker;
    result.address = address as Errors['address'];
    if (Object.keys(rest).length) result.taker = rest as Errors['taker'];
    else delete result.taker;
  }
  if (!result.cnpj && !result.cpf) {
    const document = documentError(values);
    if (document) result[document.field] = { type: 'custom', message: document.message };
  }
  return result;
}

function invoiceResolver<TInput>(
  schema: typeof nfsRequestInputSchema | typeof nfsScheduleInputSchema,
  toInput: (values: InvoiceFormValues) => unknown,
): Resolver<InvoiceFormValues, unknown, TInput> {
  const resolve = stepResolver(schema, toInput, EMPTY_MESSAGES);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) {
      // Valid: submit the contract's input (the API reads the same schema), not its parsed output.
      return { values: toInput(values) as TInput, errors: {} };
    }
    return { values: {}, errors: toFormErrors(result.errors, values) };
  };
}

/** The request form's resolver: `nfsRequestInputSchema` and its messages. */
export const requestFormResolver = invoiceResolver<NfsRequestInput>(nfsRequestInputSchema, toRequestInput);

/** The schedule form's resolver (`active` is not a field: a new schedule starts active). */
export function scheduleFormResolver(active: boolean) {
  return invoiceResolver<NfsScheduleInput>(nfsScheduleInputSchema, (values) => toScheduleInput(values, active));
}

/** Puts the API's field messages on the form's fields; returns the message for the form's alert, if any. */
export function applyInvoiceApiError(error: unknown, setError: UseFormSetError<InvoiceFormValues>): string | null {
  const remapped =
    error instanceof ApiError
      ? new ApiError(
          error.status,
          error.code,
          error.message,
          Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [formFieldFor(field), message])),
        )
      : error;
  return applyApiError(remapped, setError, INVOICE_FORM_FIELDS);
}
