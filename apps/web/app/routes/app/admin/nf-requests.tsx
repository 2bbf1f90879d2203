import { ClipboardList } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Pedidos de NFS-e');

export default function NfRequestsAdminPage() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Pedidos de NFS-e" description="Os pedidos de nota fiscal de todas as empresas." />
      <EmptyState icon={ClipboardList} title="Em breve por aqui">
        <p>
          Aqui a equipe vai ver os pedidos de nota fiscal de serviço de todas as empresas, filtrar por status e data e
          atualizar o status de cada pedido depois de emitir a nota.
        </p>
      </EmptyState>
    </div>
  );
}
