import { FileSearch } from 'lucide-react';
import { PublicPage } from '~/components/layouts/public-page';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { publicPageMeta } from '~/lib/page-meta';

export const meta = () =>
  publicPageMeta(
    'Consulta CNAE',
    'Pesquise códigos CNAE e veja se a atividade pode ser MEI, se entra no Fator R e as alíquotas do Simples Nacional.',
  );

export default function CnaeListPage() {
  return (
    <PublicPage>
      <PageHeader
        eyebrow="Ferramentas"
        title="Consulta CNAE"
        description="A Classificação Nacional de Atividades Econômicas, explicada para quem vai abrir empresa."
      />
      <EmptyState
        icon={FileSearch}
        title="Em breve por aqui"
        action={{
          to: '/tools/cnae/6201501-desenvolvimento-de-programas-de-computador-sob-encomenda',
          label: 'Ver um exemplo: CNAE 6201-5/01',
        }}
      >
        <p>
          Aqui você vai pesquisar os códigos CNAE pelo número ou pela descrição da atividade e ver, para cada um, se
          pode ser MEI, se está sujeito ao Fator R e quais alíquotas do Simples Nacional se aplicam.
        </p>
      </EmptyState>
    </PublicPage>
  );
}
