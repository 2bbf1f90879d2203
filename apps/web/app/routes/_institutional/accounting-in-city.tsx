import { MapPinned } from 'lucide-react';
import { PublicPage } from '~/components/layouts/public-page';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { parseCitySlug } from '~/lib/city-slug';
import { notFound } from '~/lib/not-found.server';
import { publicPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/accounting-in-city';

export function loader({ params, request }: Route.LoaderArgs) {
  return parseCitySlug(params.citySlug) ?? notFound(request);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? publicPageMeta(
        `Contabilidade em ${loaderData.cityName} - ${loaderData.state}`,
        `Contabilidade online para empresas de ${loaderData.cityName} - ${loaderData.state}.`,
      )
    : [];

export default function AccountingInCityPage({ loaderData: city }: Route.ComponentProps) {
  const place = `${city.cityName} - ${city.state}`;
  return (
    <PublicPage>
      <PageHeader eyebrow="Contabilidade na sua cidade" title={`Contabilidade em ${place}`} />
      <EmptyState icon={MapPinned} title="Em breve por aqui" action={{ to: '/abrir-empresa', label: 'Abrir empresa' }}>
        <p>
          Esta página vai mostrar como atendemos empresas de {place}: as inscrições e os impostos do município, o prazo
          para abrir a empresa na cidade e o que está incluído no nosso plano de contabilidade online.
        </p>
      </EmptyState>
    </PublicPage>
  );
}
