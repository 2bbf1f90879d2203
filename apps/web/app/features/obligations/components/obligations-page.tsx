import { Building2 } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { useSession } from '~/session/use-session';
import { ObligationsList } from './obligations-list';

/** `/app/obrigacoes`: the company's obligations calendar. */
export function ObligationsPage() {
  const { contextCompany } = useSession();
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Obrigações"
        description="O que a empresa precisa pagar ou entregar no ano, com o vencimento e a situação de cada obrigação. Avisamos por e-mail alguns dias antes."
      />
      {contextCompany ? (
        <ObligationsList companyId={contextCompany.id} />
      ) : (
        <EmptyState icon={Building2} title="Nenhuma empresa selecionada">
          <p>As obrigações são de uma empresa. Escolha a empresa no topo da página.</p>
        </EmptyState>
      )}
    </div>
  );
}
