import { MapPinned } from 'lucide-react';
import { PublicPage } from '~/components/layouts/public-page';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { parseCitySlug } from '~/lib/city-slug';
import { notFound } from '~/lib/not-found.server';
import { publicPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/accountant-in-city';

export function loader({ params, request }: Route.LoaderArgs) {
  return parseCitySlug(params.citySlug) ?? notFound(request);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? publicPageMeta(
        `Contador em ${loaderData.cityName} - ${loaderData.state}`,
        `Um contador online para a sua empresa em ${loaderData.cityName} - ${loaderData.state}.`,
      )
    : [];

export default function AccountantInCityPage({ loaderData: city }: Route.ComponentProps) {
  const place = `${city.cityName} - ${city.state}`;
  return (
    <PublicPage>
      <PageHeader eyebrow="Contador na sua cidade" title={`Contador em ${place}`} />
      <EmptyState
        icon={MapPinned}
        title="Em breve por aqui"
        action={{ to: '/trocar-contador', label: 'Trocar de contador' }}
      >
        <p>
          Esta página vai apresentar os contadores que atendem empresas de {place} pela Contábil Online, o que eles
          fazem por você todo mês e como trazer a sua contabilidade para cá.
        </p>
      </EmptyState>
    </PublicPage>
  );
}
