import {
  partnerRegistrationBasicPayloadSchema,
  partnerRegistrationPayloadSchema,
  type TrackStep,
} from '@contabil/contracts';
import { brDateToIso, formatDecimal, isoToBrDate, maskValue, parseDecimal } from '~/lib/masks';
import { optional } from '~/lib/step-form';

export type PartnersVariant = 'full' | 'basic';

/** A partner as the form holds it: what people type. */
export interface PartnerFormValues {
  name: string;
  cpf: string;
  email: string;
  phone: string;
  /** dd/mm/aaaa. */
  birthDate: string;
  /** "50" or "33,33". */
  sharePercent: string;
  isAdministrator: boolean;
}

export interface PartnersFormValues {
  partners: PartnerFormValues[];
}

export const EMPTY_PARTNER: PartnerFormValues = {
  name: '',
  cpf: '',
  email: '',
  phone: '',
  birthDate: '',
  sharePercent: '',
  isAdministrator: false,
};

export function partnersSchema(variant: PartnersVariant) {
  return variant === 'full' ? partnerRegistrationPayloadSchema : partnerRegistrationBasicPayloadSchema;
}

/** The form's values -> the step's payload input (dates to AAAA-MM-DD, shares to numbers). */
export function partnersToInput(values: PartnersFormValues, variant: PartnersVariant) {
  return {
    partners: values.partners.map((partner) => {
      const common = {
        name: partner.name,
        cpf: partner.cpf,
        sharePercent: parseDecimal(partner.sharePercent),
        isAdministrator: partner.isAdministrator,
      };
      return variant === 'full'
        ? { ...common, email: partner.email, phone: partner.phone, birthDate: brDateToIso(partner.birthDate) }
        : { ...common, email: optional(partner.email) };
    }),
  };
}

/**
 * The saved payload -> the form; with nothing saved, one partner holding 100% and
 * administering, with the signed-in person's name and e-mail to start from.
 */
export function partnersFromPayload(
  payload: TrackStep['payload'],
  person: {
    name?: string | null | undefined;
    email?: string | null | undefined;
    phone?: string | null | undefined;
  } = {},
): PartnersFormValues {
  const saved = Array.isArray(payload?.partners) ? (payload.partners as Record<string, unknown>[]) : [];
  if (saved.length === 0) {
    return {
      partners: [
        {
          ...EMPTY_PARTNER,
          name: person.name ?? '',
          email: person.email ?? '',
          phone: person.phone ? maskValue(person.phone.replace(/^\+55/, ''), 'phone') : '',
          sharePercent: '100',
          isAdministrator: true,
        },
      ],
    };
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    partners: saved.map((partner) => ({
      name: text(partner.name),
      cpf: maskValue(text(partner.cpf), 'cpf'),
      email: text(partner.email),
      phone: maskValue(text(partner.phone), 'phone'),
      birthDate: isoToBrDate(text(partner.birthDate)),
      sharePercent: typeof partner.sharePercent === 'number' ? formatDecimal(partner.sharePercent) : '',
      isAdministrator: partner.isAdministrator === true,
    })),
  };
}
