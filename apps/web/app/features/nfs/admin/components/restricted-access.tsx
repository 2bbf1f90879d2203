import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';

export const RESTRICTED_TITLE = 'Acesso restrito';

/** What a person who is not one of our accountants sees on the queue (the API answered 403). */
export function RestrictedAccess() {
  return (
    <EmptyState
      icon={ShieldAlert}
      title={RESTRICTED_TITLE}
      action={{ to: '/app/invoices', label: 'Ir para as minhas notas fiscais' }}
    >
      <p>
        Esta página é da equipe de contabilidade: só administradores do sistema veem os pedidos de nota de todas as
        empresas. Para pedir ou acompanhar as notas da sua empresa, use Notas fiscais.
      </p>
    </EmptyState>
  );
}
