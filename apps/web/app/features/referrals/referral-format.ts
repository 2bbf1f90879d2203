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

/** The WhatsApp share link ("wa.me" without a number: the person picks the contact) with an invitation and the link. */
export function whatsappShareLink(referralLink: string): string {
  const text = `Uso a Contábil Online para a contabilidade da minha empresa e recomendo. Cadastre-se pelo meu link: ${referralLink}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
