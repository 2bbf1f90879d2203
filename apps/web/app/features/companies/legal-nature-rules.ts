import { legalNatureLabels, messages, SOLE_PERSON_LEGAL_NATURES } from '@contabil/contracts';

export type LegalNature = keyof typeof legalNatureLabels;
export type CompanySize = 'MEI' | 'ME' | 'EPP' | 'EMP' | 'GE';

export interface OptionAvailability<T extends string> {
  value: T;
  label: string;
  enabled: boolean;
  /** Why it cannot be chosen, when it cannot. */
  reason?: string;
}

const LEGAL_NATURES = Object.keys(legalNatureLabels) as LegalNature[];

/**
 * One partner: a sole-person nature (EI or SLU). Two or more: only the LTDA. Before the
 * partners are known (null), every nature is on offer and the API decides.
 */
export function legalNatureOptions(partners: number | null): OptionAvailability<LegalNature>[] {
  return LEGAL_NATURES.map((value) => {
    const isSolePersonNature = (SOLE_PERSON_LEGAL_NATURES as readonly string[]).includes(value);
    let reason: string | undefined;
    if (partners !== null && partners > 1 && isSolePersonNature) reason = messages.legalNatureNeedsOnePartner;
    if (partners !== null && partners <= 1 && !isSolePersonNature) reason = messages.legalNatureNeedsPartners;
    return { value, label: legalNatureLabels[value], enabled: !reason, ...(reason ? { reason } : {}) };
  });
}

/** The MEI is always an empresário individual: every other size is open to any nature. */
export function companySizeOptions(
  legalNature: LegalNature | undefined,
  labels: Record<CompanySize, string>,
): OptionAvailability<CompanySize>[] {
  return (Object.keys(labels) as CompanySize[]).map((value) => {
    const reason =
      value === 'MEI' && legalNature && legalNature !== 'on_person' ? messages.meiNeedsIndividual : undefined;
    return { value, label: labels[value], enabled: !reason, ...(reason ? { reason } : {}) };
  });
}
