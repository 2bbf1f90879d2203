import { ReceiptText } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Notas fiscais');

export default function InvoicesPage() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Notas fiscais" description="As notas fiscais de serviço da sua empresa." />
      <EmptyState icon={ReceiptText} title="Em breve por aqui">
        <p>
          Aqui você vai pedir notas fiscais de serviço (NFS-e) que nossos contadores emitem, acompanhar o status de cada
          pedido e agendar emissões mensais.
        </p>
      </EmptyState>
    </div>
  );
}
