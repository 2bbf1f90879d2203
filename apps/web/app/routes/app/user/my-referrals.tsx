import { Gift } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Indicações');

export default function MyReferralsPage() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Indicações" description="Indique a Contábil Online para outros empreendedores." />
      <EmptyState icon={Gift} title="Em breve por aqui">
        <p>
          Aqui você vai encontrar o seu link de indicação para compartilhar com outros empreendedores e acompanhar quem
          abriu ou trouxe a empresa por ele.
        </p>
      </EmptyState>
    </div>
  );
}
