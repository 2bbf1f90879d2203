import { formatCnpj, messages, type TrackStep } from '@contabil/contracts';
import { maskValue } from '~/lib/masks';
import { optional } from '~/lib/step-form';

export type TaxRegime = 'mei' | 'simples_nacional' | 'lucro_presumido' | 'lucro_real';

export interface MigrateAccountantFormValues {
  cnpj: string;
  currentAccountant: { name: string; email: string; phone: string; crc: string };
  taxRegime: TaxRegime | '';
  hasEmployees: 'yes' | 'no' | '';
  reason: string;
}

export const MIGRATE_ACCOUNTANT_EMPTY_MESSAGES = {
  cnpj: messages.cnpjRequired,
  hasEmployees: 'Conte se a empresa tem funcionários',
} as const;

export function migrateAccountantToInput(values: MigrateAccountantFormValues) {
  return {
    cnpj: values.cnpj || undefined,
    currentAccountant: {
      name: values.currentAccountant.name,
      email: optional(values.currentAccountant.email),
      phone: optional(values.currentAccountant.phone),
      crc: optional(values.currentAccountant.crc),
    },
    taxRegime: values.taxRegime || undefined,
    hasEmployees: values.hasEmployees === '' ? undefined : values.hasEmployees === 'yes',
    reason: optional(values.reason),
  };
}

export function migrateAccountantFromPayload(payload: TrackStep['payload']): MigrateAccountantFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const accountant = (payload?.currentAccountant ?? {}) as Record<string, unknown>;
  const cnpj = text(payload?.cnpj);
  return {
    cnpj: cnpj ? formatCnpj(cnpj) : '',
    currentAccountant: {
      name: text(accountant.name),
      email: text(accountant.email),
      phone: maskValue(text(accountant.phone), 'phone'),
      crc: text(accountant.crc),
    },
    taxRegime: text(payload?.taxRegime) as TaxRegime | '',
    hasEmployees: payload?.hasEmployees === true ? 'yes' : payload?.hasEmployees === false ? 'no' : '',
    reason: text(payload?.reason),
  };
}
