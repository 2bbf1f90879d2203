import { Handshake } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Parceiro Duca');

export default function DucaPartnerAdminPage() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Parceiro Duca" description="As empresas que chegaram pela parceria com a Duca." />
      <EmptyState icon={Handshake} title="Em breve por aqui">
        <p>
          Aqui a equipe vai acompanhar as empresas indicadas pela parceria com a Duca e em que ponto está o cadastro de
          cada uma.
        </p>
      </EmptyState>
    </div>
  );
}
