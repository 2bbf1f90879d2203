import { FileSearch } from 'lucide-react';
import { PublicPage } from '~/components/layouts/public-page';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { parseCnaeSlug } from '~/lib/cnae-slug';
import { notFound } from '~/lib/not-found.server';
import { publicPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/cnae-detail';

export function loader({ params, request }: Route.LoaderArgs) {
  return parseCnaeSlug(params.codeText) ?? notFound(request);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? publicPageMeta(
        `CNAE ${loaderData.formattedCode}`,
        `CNAE ${loaderData.formattedCode}${loaderData.text ? `: ${loaderData.text}` : ''}. MEI, Fator R e Simples Nacional.`,
      )
    : [];

export default function CnaeDetailPage({ loaderData: cnae }: Route.ComponentProps) {
  return (
    <PublicPage>
      <PageHeader
        eyebrow="Consulta CNAE"
        title={`CNAE ${cnae.formattedCode}`}
        {...(cnae.text ? { description: cnae.text } : {})}
      />
      <EmptyState
        icon={FileSearch}
        title="Em breve por aqui"
        action={{ to: '/tools/cnae', label: 'Voltar para a consulta CNAE' }}
      >
        <p>
          Aqui vão aparecer a descrição oficial da subclasse {cnae.formattedCode}, as atividades que ela inclui e as que
          não inclui, se é permitida ao MEI, se está sujeita ao Fator R e as alíquotas do Simples Nacional.
        </p>
      </EmptyState>
    </PublicPage>
  );
}
