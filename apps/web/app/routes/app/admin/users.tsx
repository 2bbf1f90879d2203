import { Users } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Usuários');

export default function UsersAdminPage() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Usuários" description="Todas as pessoas com acesso à Contábil Online." />
      <EmptyState icon={Users} title="Em breve por aqui">
        <p>
          Aqui a equipe vai listar os usuários, filtrar por empresa e cadastrar novos usuários com os seus papéis, como
          administrador da empresa.
        </p>
      </EmptyState>
    </div>
  );
}
