import { Newspaper } from 'lucide-react';
import { PublicPage } from '~/components/layouts/public-page';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { publicPageMeta } from '~/lib/page-meta';

export const meta = () =>
  publicPageMeta('Blog', 'Artigos sobre abertura de empresa, impostos, MEI, Simples Nacional e rotina contábil.');

export default function BlogPage() {
  return (
    <PublicPage>
      <PageHeader title="Blog" description="Contabilidade explicada por quem faz, sem juridiquês." />
      <EmptyState
        icon={Newspaper}
        title="Em breve por aqui"
        action={{ to: '/tools/cnae', label: 'Enquanto isso, consulte um CNAE' }}
      >
        <p>
          Aqui vão ficar os artigos dos nossos contadores sobre abertura de empresa, impostos, MEI, Simples Nacional e a
          rotina contábil do dia a dia, com busca e os mais recentes primeiro.
        </p>
      </EmptyState>
    </PublicPage>
  );
}
