import { BriefcaseBusiness } from 'lucide-react';
import { PublicPage } from '~/components/layouts/public-page';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { publicPageMeta } from '~/lib/page-meta';
import { titleCaseSlug } from '~/lib/slug-text';
import type { Route } from './+types/area';

export const meta = ({ params }: Route.MetaArgs) =>
  publicPageMeta(
    `Contabilidade para ${titleCaseSlug(params.slug)}`,
    `Contabilidade online para empresas da área de ${titleCaseSlug(params.slug)}.`,
  );

export default function AreaPage({ params }: Route.ComponentProps) {
  const area = titleCaseSlug(params.slug);
  return (
    <PublicPage>
      <PageHeader eyebrow="Áreas de atuação" title={`Contabilidade para ${area}`} />
      <EmptyState
        icon={BriefcaseBusiness}
        title="Em breve por aqui"
        action={{ to: '/abrir-empresa', label: 'Abrir empresa' }}
      >
        <p>
          Esta página vai mostrar como cuidamos da contabilidade de quem trabalha com {area}: as obrigações fiscais mais
          comuns da área, o regime tributário que costuma compensar e o que está incluído no nosso plano.
        </p>
      </EmptyState>
    </PublicPage>
  );
}
