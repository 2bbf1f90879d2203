import { FolderOpen } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Documentos');

export default function DocumentsPage() {
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Documentos"
        description="O que a contabilidade produz para você e o que você envia para ela."
      />
      <EmptyState
        icon={FolderOpen}
        title="Em breve por aqui"
        action={{ to: '/app/documents/company', label: 'Ver os documentos da empresa' }}
      >
        <p>
          Aqui vão ficar as guias de impostos, a folha de pagamento, as declarações e os demais documentos que nossos
          contadores preparam para a sua empresa, e os que você nos envia, com o status de cada um.
        </p>
      </EmptyState>
    </div>
  );
}
