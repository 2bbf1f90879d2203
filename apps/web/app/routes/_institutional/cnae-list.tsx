import { CnaeListPage } from '~/features/cnae-tool/components/cnae-list-page';
import { cnaeToolMeta } from '~/features/cnae-tool/cnae-tool-meta';
import type { Route } from './+types/cnae-list';

export { cnaeListLoader as loader } from '~/features/cnae-tool/cnae-list-route.server';
export { publicPageHeaders as headers } from '~/lib/public-cache';

export const meta = (args: Route.MetaArgs) => {
  const { loaderData } = args;
  if (!loaderData) return [];
  const { q, page, canonicalUrl } = loaderData;
  const pageSuffix = page > 1 ? ` (página ${page})` : '';
  if (q) {
    return cnaeToolMeta(
      args,
      {
        title: `CNAE “${q}”: resultados da busca${pageSuffix}`,
        description: `Códigos CNAE para “${q}”: descrição, MEI, Simples Nacional e Fator R de cada atividade.`,
        canonicalUrl,
      },
      { noindex: true },
    );
  }
  return cnaeToolMeta(args, {
    title: `Consulta CNAE${pageSuffix}`,
    description:
      'Pesquise os códigos CNAE 2.3 pelo número ou pela atividade e veja se pode ser MEI, o anexo do Simples Nacional e se o Fator R se aplica.',
    canonicalUrl,
  });
};

export default function CnaeListRoute({ loaderData }: Route.ComponentProps) {
  return <CnaeListPage data={loaderData} />;
}
