import type { Cnae } from '@contabil/contracts';
import { simplesBadge, type BadgeTone } from '~/features/cnaes';

export interface BadgeView {
  label: string;
  tone: BadgeTone;
  title?: string;
}

export type BadgeFacts = Pick<Cnae, 'isAllowedMei' | 'isRFactor' | 'isActive'> & {
  taxRates: Pick<Cnae['taxRates'], 'simplesSituation' | 'annex'>;
};

/**
 * MEI, Simples Nacional (situation and annex, in the wizard's words), Fator R and a retired
 * code, as badges. The subclass page's loader computes them, so its browser bundle needs
 * neither the wizard's module nor the contracts (and zod) behind it.
 */
export function cnaeBadges(cnae: BadgeFacts): BadgeView[] {
  const badges: BadgeView[] = [
    cnae.isAllowedMei
      ? { label: 'MEI', tone: 'success', title: 'Permitida para o MEI' }
      : { label: 'Não é MEI', tone: 'neutral', title: 'Esta atividade não está na lista de ocupações do MEI' },
    simplesBadge({
      simplesSituation: cnae.taxRates.simplesSituation,
      simplesAnnex: cnae.taxRates.annex,
      fatorR: cnae.isRFactor,
    }),
  ];
  if (cnae.isRFactor && cnae.taxRates.simplesSituation !== 'barred') {
    badges.push({
      label: 'Fator R',
      tone: 'primary',
      title: 'O Fator R decide entre os Anexos III e V do Simples Nacional',
    });
  }
  if (!cnae.isActive)
    badges.push({ label: 'Código desativado', tone: 'warning', title: 'Este código saiu da tabela oficial' });
  return badges;
}
