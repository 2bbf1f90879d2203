import { ArrowLeftRight } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Transações da conta');

export default function AccountTransactionsPage() {
  return (
    <div className="grid gap-8">
      <PageHeader
        eyebrow="Extratos bancários"
        title="Transações da conta"
        description="O extrato de uma das contas bancárias da sua empresa."
      />
      <EmptyState
        icon={ArrowLeftRight}
        title="Em breve por aqui"
        action={{ to: '/app/bank-statements/accounts', label: 'Voltar para as contas' }}
      >
        <p>
          Aqui vão aparecer as transações desta conta, com filtro por período e destaque para as que ainda não têm
          categoria fiscal, para você classificar cada uma e exportar o extrato para a contabilidade.
        </p>
      </EmptyState>
    </div>
  );
}
