import { formatCep } from '@contabil/contracts';

interface AddressLike {
  zipCode: string;
  street: string;
  number?: string | undefined;
  complement?: string | undefined;
  neighborhood: string;
  city: string;
  state: string;
}

/** "Avenida Paulista, 1000, sala 12 - Bela Vista, São Paulo/SP, CEP 01310-100". */
export function formatAddress(address: AddressLike): string {
  const street = [address.street, address.number || 'S/N', address.complement].filter(Boolean).join(', ');
  return `${street} - ${address.neighborhood}, ${address.city}/${address.state}, CEP ${formatCep(address.zipCode)}`;
}
