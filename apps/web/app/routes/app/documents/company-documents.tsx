import { Building2 } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Documentos da empresa');

export default function CompanyDocumentsPage() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Documentos da empresa" description="Os documentos que registram a sua empresa." />
      <EmptyState
        icon={Building2}
        title="Em breve por aqui"
        action={{ to: '/app/documents', label: 'Voltar para os documentos' }}
      >
        <p>
          Aqui vão ficar o contrato social, o cartão CNPJ, as inscrições municipal e estadual e os alvarás da sua
          empresa, prontos para baixar quando alguém pedir.
        </p>
      </EmptyState>
    </div>
  );
}
