import { CreditCard } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Assinatura');

export default function MyBillingPage() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Assinatura" description="O plano da sua empresa e os pagamentos." />
      <EmptyState icon={CreditCard} title="Em breve por aqui">
        <p>
          Aqui você vai ver o plano contratado, o status da assinatura e o histórico de pagamentos, e pagar uma
          mensalidade em aberto.
        </p>
      </EmptyState>
    </div>
  );
}
