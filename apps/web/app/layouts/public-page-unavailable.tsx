import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { RotateCw } from 'lucide-react';
import { PublicPage } from '~/layouts/public-page';
import { buttonVariants } from '~/components/ui/button-variants';
import { PageHeader } from '~/components/ui/page-header';

/**
 * A public page's error boundary: the API being down (503) is said in Portuguese inside
 * the public layout, with a way to try again; anything else goes up to the root's pages.
 */
export function PublicPageUnavailableBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 503) throw error;
  return (
    <PublicPage>
      <PageHeader
        eyebrow="Erro 503"
        title="Página indisponível no momento"
        description={
          <span role="alert">{typeof error.data === 'string' ? error.data : 'Tente novamente em instantes.'}</span>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* A full page load: the loader runs again on the server. */}
        <a href={location.pathname} className={buttonVariants()}>
          <RotateCw aria-hidden="true" />
          Tentar de novo
        </a>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Voltar para o início
        </Link>
      </div>
    </PublicPage>
  );
}
