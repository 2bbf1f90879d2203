import { Landmark } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Extratos bancários');

export default function BankAccountsPage() {
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Extratos bancários"
        description="As contas bancárias da sua empresa e as transações de cada uma."
      />
      <EmptyState icon={Landmark} title="Em breve por aqui">
        <p>
          Aqui você vai conectar as contas da sua empresa, pela integração com o banco Cora ou enviando o extrato em
          arquivo OFX, e ver as transações de cada conta para classificá-las para a contabilidade.
        </p>
      </EmptyState>
    </div>
  );
}
