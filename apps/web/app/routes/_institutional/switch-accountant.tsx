import { ArrowRightLeft } from 'lucide-react';
import { PublicPage } from '~/components/layouts/public-page';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { publicPageMeta } from '~/lib/page-meta';

export const meta = () =>
  publicPageMeta(
    'Trocar de contador',
    'Traga a contabilidade da sua empresa para a Contábil Online: cuidamos da troca com o seu contador atual.',
  );

export default function SwitchAccountantPage() {
  return (
    <PublicPage>
      <PageHeader
        eyebrow="Troca de contador"
        title="Troque de contador sem dor de cabeça"
        description="A sua empresa continua funcionando enquanto cuidamos da mudança."
      />
      <EmptyState icon={ArrowRightLeft} title="Em breve por aqui">
        <p>
          Aqui você vai ver como funciona a troca de contador: nós falamos com o seu contador atual, recebemos os
          documentos e os livros da empresa e assumimos as obrigações do mês, sem que você precise parar para isso.
          Também vai poder contratar o plano e começar a troca por esta página.
        </p>
      </EmptyState>
    </PublicPage>
  );
}
