import { companyUpdateSchema, formatCnpj, type Company } from '@contabil/contracts';
import { z } from 'zod';
import { addressFromForm, addressToForm, type AddressFormValues } from '~/features/address';
import { brDateToIso, isoToBrDate, maskValue } from '~/lib/masks';

const fields = companyUpdateSchema.shape;

/** What the registration form holds: what people type (masked CNPJ, dd/mm/aaaa, empty strings). */
export interface CompanyEditFormValues {
  name: string;
  alias: string;
  cnpj: string;
  municipalInscription: string;
  openedOn: string;
  legalNature: string;
  size: string;
  address: AddressFormValues;
}

const blankToNull = (value: string) => value.trim() || null;
const blankToUndefined = (value: string) => value.trim() || undefined;
const addressIsBlank = (address: AddressFormValues) =>
  Object.entries(address).every(([key, value]) => key === 'ibgeCode' || !String(value ?? '').trim());

/**
 * The form's values -> `PUT /companies/{id}` (the contract's `companyUpdateSchema`, its
 * Portuguese messages): blanks clear the optional texts, a blank CNPJ, legal nature, size or
 * address is left out (nothing to change).
 */
export const companyEditFormSchema = z.object({
  name: fields.name.unwrap(),
  alias: z.string().transform(blankToNull).pipe(fields.alias.unwrap()),
  cnpj: z.string().transform(blankToUndefined).pipe(fields.cnpj),
  municipalInscription: z.string().transform(blankToNull).pipe(fields.municipalInscription.unwrap()),
  openedOn: z
    .string()
    .transform((value) => (value.trim() ? brDateToIso(value.trim()) : null))
    .pipe(fields.openedOn.unwrap()),
  legalNature: z.string().transform(blankToUndefined).pipe(fields.legalNature),
  size: z.string().transform(blankToUndefined).pipe(fields.size),
  address: z
    .custom<AddressFormValues>()
    .transform((address) => (addressIsBlank(address) ? undefined : addressFromForm(address)))
    .pipe(fields.address),
});
export type CompanyEditFormOutput = z.output<typeof companyEditFormSchema>;

/** The company as the form starts. */
export function companyToEditForm(company: Company): CompanyEditFormValues {
  return {
    name: company.name,
    alias: company.alias ?? '',
    cnpj: company.cnpj ? maskValue(formatCnpj(company.cnpj), 'cnpj') : '',
    municipalInscription: company.municipalInscription ?? '',
    openedOn: company.openedOn ? isoToBrDate(company.openedOn) : '',
    legalNature: company.legalNature ?? '',
    size: company.size ?? '',
    address: addressToForm(company.address),
  };
}

/** The form's fields, for the API's per-field errors ("address.zipCode" lands on the CEP). */
export const COMPANY_EDIT_FIELDS = [
  'name',
  'alias',
  'cnpj',
  'municipalInscription',
  'openedOn',
  'legalNature',
  'size',
  'address',
  'address.zipCode',
  'address.street',
  'address.number',
  'address.complement',
  'address.neighborhood',
  'address.city',
  'address.state',
] as const;
