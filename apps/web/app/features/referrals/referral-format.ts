import type { ReferralStage } from '@contabil/contracts';

export const referralStageTones: Readonly<Record<ReferralStage, 'neutral' | 'primary' | 'success'>> = {
  signed_up: 'neutral',
  company_active: 'primary',
  paying: 'success',
};

/** "1 pessoa se cadastrou pelo seu link." / "3 pessoas se cadastraram pelo seu link." */
export function signedUpSentence(count: number): string {
  return count === 1 ? '1 pessoa se cadastrou pelo seu link.' : `${count} pessoas se cadastraram pelo seu link.`;
}
