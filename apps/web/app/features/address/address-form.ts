import { formatCep, type Address } from '@contabil/contracts';
import { maskValue } from '~/lib/masks';

/** The address as the form holds it: what people type (the CEP masked, empty strings). */
export interface AddressFormValues {
  zipCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  /** IBGE code, set when the city came from the CEP or the city search. */
  ibgeCode?: number | undefined;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  zipCode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
};

/** A saved address (payload or company) -> the form's values. */
export function addressToForm(address: Partial<Address> | null | undefined): AddressFormValues {
  if (!address) return { ...EMPTY_ADDRESS };
  return {
    zipCode: address.zipCode ? maskValue(formatCep(address.zipCode), 'cep') : '',
    street: address.street ?? '',
    number: address.number ?? '',
    complement: address.complement ?? '',
    neighborhood: address.neighborhood ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    ...(address.ibgeCode ? { ibgeCode: address.ibgeCode } : {}),
  };
}

/** The form's values -> the contract's address input (empty optional fields left out). */
export function addressFromForm(values: AddressFormValues) {
  const complement = values.complement.trim();
  return {
    zipCode: values.zipCode,
    street: values.street,
    number: values.number,
    ...(complement ? { complement } : {}),
    neighborhood: values.neighborhood,
    city: values.city,
    state: values.state,
    ...(values.ibgeCode ? { ibgeCode: values.ibgeCode } : {}),
  };
}
