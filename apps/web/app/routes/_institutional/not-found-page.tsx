import { Compass } from 'lucide-react';
import { data } from 'react-router';
import { PublicPage } from '~/layouts/public-page';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { pageTitle } from '~/lib/page-meta';

// A 404 status, so that search engines do not index this page as content.
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: pageTitle('Page Not Found') }, { name: 'robots', content: 'noindex' }];

/** The generic 404 page of the spec ("Page Not Found"), for links that send people to /404. */
export default function NotFoundPage() {
  return (
    <PublicPage>
      <PageHeader eyebrow="Erro 404" title="Page Not Found" description="Página não encontrada" />
      <EmptyState icon={Compass} title="Esta página não existe" action={{ to: '/', label: 'Voltar para o início' }}>
        <p>O endereço pode ter mudado ou sido digitado errado. Volte para o início e siga pelo menu.</p>
      </EmptyState>
    </PublicPage>
  );
}
