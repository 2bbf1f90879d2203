import type { ReferralStage } from '@contabil/contracts';

export const referralStageTones: Readonly<Record<ReferralStage, 'neutral' | 'primary' | 'success'>> = {
  signed_up: 'neutral',
  company_active: 'primary',
  paying: 'success',
};

/** "1 pessoa" / "3 pessoas". */
export function peopleCount(count: number): string {
  return count === 1 ? '1 pessoa' : `${count} pessoas`;
}
