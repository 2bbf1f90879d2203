// The address feature's public surface: what other features and the app shell may import.

export { EMPTY_ADDRESS, addressFromForm, addressToForm } from './address-form';
export type { AddressFormValues } from './address-form';
export { CEP_UNAVAILABLE_MESSAGE } from './cep-lookup';
export { AddressFields } from './components/address-fields';
export { CityField } from './components/city-field';
