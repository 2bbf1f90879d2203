import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';

export const RESTRICTED_TITLE = 'Acesso restrito';

/** What a person who is not one of our accountants sees on the companies list (the API answered 403). */
export function RestrictedAccess() {
  return (
    <EmptyState icon={ShieldAlert} title={RESTRICTED_TITLE} action={{ to: '/app/panel', label: 'Ir para o painel' }}>
      <p>
        Esta página é da equipe de contabilidade: só administradores do sistema veem todas as empresas e seus
        documentos. Os documentos da sua empresa ficam em Documentos.
      </p>
    </EmptyState>
  );
}
