import { MAX_NAME_OPTIONS, type TrackStep } from '@contabil/contracts';
import { moneyFromReais, reaisFromMoney } from '~/lib/masks';
import type { CompanySize, LegalNature } from './legal-nature-rules';
import { optional } from '~/lib/step-form';

export interface PreRegistrationFormValues {
  /** Always MAX_NAME_OPTIONS fields; the empty ones are left out. */
  nameOptions: string[];
  alias: string;
  legalNature: LegalNature | '';
  size: CompanySize | '';
  mainCnae: string;
  secondaryCnaes: string[];
  /** "R$ 1.234,56"; sent in reais. */
  shareCapital: string;
  activityDescription: string;
}

/** Messages for fields left empty, clearer than the contract's generic ones. */
export const PRE_REGISTRATION_EMPTY_MESSAGES = {
  legalNature: 'Escolha a natureza jurídica',
  size: 'Escolha o porte da empresa',
  mainCnae: 'Escolha a atividade principal',
  shareCapital: 'Informe o capital social',
} as const;

export function preRegistrationToInput(values: PreRegistrationFormValues) {
  return {
    nameOptions: values.nameOptions.map((name) => name.trim()).filter(Boolean),
    alias: optional(values.alias),
    legalNature: values.legalNature || undefined,
    size: values.size || undefined,
    branchType: 'matriz' as const,
    mainCnae: values.mainCnae || undefined,
    secondaryCnaes: values.secondaryCnaes,
    shareCapital: reaisFromMoney(values.shareCapital),
    activityDescription: values.activityDescription,
  };
}

export function preRegistrationFromPayload(
  payload: TrackStep['payload'],
  allowedNatures: readonly LegalNature[],
): PreRegistrationFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const names = Array.isArray(payload?.nameOptions) ? payload.nameOptions.map(text) : [];
  const legalNature = text(payload?.legalNature) as LegalNature | '';
  const shareCapital = payload?.shareCapital;
  return {
    nameOptions: Array.from({ length: MAX_NAME_OPTIONS }, (_, index) => names[index] ?? ''),
    alias: text(payload?.alias),
    // A nature the partners no longer allow (they changed) has to be chosen again.
    legalNature: legalNature && allowedNatures.includes(legalNature) ? legalNature : '',
    size: text(payload?.size) as CompanySize | '',
    mainCnae: text(payload?.mainCnae),
    secondaryCnaes: Array.isArray(payload?.secondaryCnaes) ? payload.secondaryCnaes.map(text).filter(Boolean) : [],
    shareCapital: typeof shareCapital === 'number' ? moneyFromReais(shareCapital) : '',
    activityDescription: text(payload?.activityDescription),
  };
}
