import { UserPlus } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Convites');

export default function MyInvitesPage() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Convites" description="Quem mais pode acessar a sua empresa por aqui." />
      <EmptyState icon={UserPlus} title="Em breve por aqui">
        <p>
          Aqui você vai convidar outras pessoas para acessar a sua empresa na Contábil Online, como um sócio ou alguém
          do financeiro, e acompanhar os convites enviados.
        </p>
      </EmptyState>
    </div>
  );
}
