import { Building2 } from 'lucide-react';
import { PublicPage } from '~/components/layouts/public-page';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { publicPageMeta } from '~/lib/page-meta';

export const meta = () =>
  publicPageMeta(
    'Abrir empresa',
    'Abra a sua empresa online, com contadores que cuidam do CNPJ, das inscrições e do enquadramento tributário.',
  );

export default function OpenCompanyPage() {
  return (
    <PublicPage>
      <PageHeader
        eyebrow="Abertura de empresa"
        title="Abra sua empresa online"
        description="Do CNPJ à primeira nota fiscal, sem sair de casa."
      />
      <EmptyState icon={Building2} title="Em breve por aqui">
        <p>
          Aqui você vai contar o que a sua empresa faz, escolher o plano e criar a sua conta. Depois disso, nossos
          contadores cuidam do registro, do CNPJ, das inscrições e do enquadramento tributário, e você acompanha cada
          etapa pelo aplicativo.
        </p>
      </EmptyState>
    </PublicPage>
  );
}
