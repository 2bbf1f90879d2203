import { Compass } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { PublicPage } from './public-page';

export const NOT_FOUND_TITLE = 'Página não encontrada';

/**
 * The 404 page's content, Portuguese first; the spec's English strings ("Page Not Found",
 * and "Page not found: {path}" when a path is known) stay on the page, marked as English.
 */
export function NotFoundContent({ message }: { message?: string | undefined }) {
  return (
    <PublicPage>
      <PageHeader
        eyebrow="Erro 404"
        title={NOT_FOUND_TITLE}
        description={
          <span lang="en" className="text-sm">
            Page Not Found
          </span>
        }
      />
      <EmptyState icon={Compass} title="Esta página não existe" action={{ to: '/', label: 'Voltar para o início' }}>
        <p>O endereço pode ter mudado ou sido digitado errado. Volte para o início e siga pelo menu.</p>
        {message && (
          <p lang="en" className="mt-2 text-sm break-words">
            {message}
          </p>
        )}
      </EmptyState>
    </PublicPage>
  );
}
