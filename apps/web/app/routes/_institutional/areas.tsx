import { PageHeader } from '~/components/ui/page-header';
import { PublicPage } from '~/layouts/public-page';
import { AREAS_PATH } from '~/features/areas/area-page-data';
import { AreaLinkList } from '~/features/areas/components/area-link-list';
import { PublicPageUnavailableBoundary } from '~/layouts/public-page-unavailable';
import { loaderCacheHeaders } from '~/lib/public-cache';
import { publicSeoMeta } from '~/lib/seo';
import type { Route } from './+types/areas';

export { areasIndexLoader as loader } from '~/features/areas/areas-index-route.server';

export const headers = loaderCacheHeaders;

export const meta = (args: Route.MetaArgs) =>
  publicSeoMeta(args, {
    title: 'Contabilidade por área de atuação',
    description:
      'Contabilidade para médicos, dentistas, advogados, desenvolvedores, consultores e outras profissões: CNAE, Simples Nacional, Fator R e registros.',
    path: AREAS_PATH,
    breadcrumbs: [{ name: 'Áreas', path: AREAS_PATH }],
  });

export default function AreasRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PublicPage>
      <PageHeader
        eyebrow="Áreas de atuação"
        title="Contabilidade por área de atuação"
        description="Cada profissão tem o seu CNAE, o seu conselho e o seu jeito de pagar menos imposto dentro da lei. Escolha a sua."
      />
      <AreaLinkList areas={loaderData.areas} />
    </PublicPage>
  );
}

export const ErrorBoundary = PublicPageUnavailableBoundary;
