import { Handshake } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Cadastro Duca');

export default function DucaPartnerWizardPage() {
  return (
    <div className="grid gap-8">
      <PageHeader
        eyebrow="Parceria Duca"
        title="Cadastro Duca"
        description="Para quem chegou à Contábil Online pela parceria com a Duca."
      />
      <EmptyState icon={Handshake} title="Em breve por aqui">
        <p>
          Aqui você vai completar, em poucos passos, o cadastro da sua empresa com as condições da parceria com a Duca.
        </p>
      </EmptyState>
    </div>
  );
}
