import type { SubscriptionStatus } from '@contabil/contracts';

export const subscriptionStatusLabels: Readonly<Record<SubscriptionStatus, string>> = {
  pending: 'Aguardando pagamento',
  active: 'Ativa',
  past_due: 'Pagamento em atraso',
  canceled: 'Cancelada',
};

export const subscriptionStatusTones: Readonly<Record<SubscriptionStatus, 'neutral' | 'success' | 'destructive'>> = {
  pending: 'neutral',
  active: 'success',
  past_due: 'destructive',
  canceled: 'destructive',
};
