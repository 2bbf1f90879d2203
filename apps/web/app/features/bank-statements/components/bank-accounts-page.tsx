import { Link } from 'react-router';
import { PageHeader } from '~/components/ui/page-header';
import { useFeatureFlag } from '~/platform/feature-flags';
import { ForContextCompany } from '~/session/for-context-company';
import { AccountsSection } from './accounts-section';
import { CategoryRulesSection } from './category-rules-section';
import { CoraConnectionsCard } from './cora-connections';
import { OfxImportCard } from './ofx-import-card';

/** `/app/bank-statements/accounts`: importing statements, the accounts and the categorisation rules. */
export function BankAccountsPage() {
  return (
    <div className="grid gap-10">
      <PageHeader
        title="Extratos bancários"
        description="Importe os extratos das contas da empresa e categorize cada transação para a contabilidade."
      />
      <Link to="/app/bank-statements/reconciliation" className="w-fit text-sm text-primary underline">
        Conciliar o extrato com as notas e as guias
      </Link>
      <ForContextCompany noCompanyText="Os extratos são de uma empresa. Escolha a empresa no topo da página para ver as contas.">
        {(company) => <CompanyBankAccounts companyId={company.id} />}
      </ForContextCompany>
    </div>
  );
}

function CompanyBankAccounts({ companyId }: { companyId: string }) {
  const coraEnabled = useFeatureFlag('cora');
  return (
    <>
      <div className={coraEnabled ? 'grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : 'grid gap-6'}>
        <OfxImportCard companyId={companyId} />
        {coraEnabled && <CoraConnectionsCard companyId={companyId} />}
      </div>
      <AccountsSection companyId={companyId} />
      <CategoryRulesSection companyId={companyId} />
    </>
  );
}
