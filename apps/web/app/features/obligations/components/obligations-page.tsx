import { PageHeader } from '~/components/ui/page-header';
import { ForContextCompany } from '~/session/for-context-company';
import { ObligationsList } from './obligations-list';

/** `/app/obrigacoes`: the company's obligations calendar. */
export function ObligationsPage() {
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Obrigações"
        description="O que a empresa precisa pagar ou entregar no ano, com o vencimento e a situação de cada obrigação. Avisamos por e-mail alguns dias antes."
      />
      <ForContextCompany noCompanyText="As obrigações são de uma empresa. Escolha a empresa no topo da página.">
        {(company) => <ObligationsList companyId={company.id} />}
      </ForContextCompany>
    </div>
  );
}
