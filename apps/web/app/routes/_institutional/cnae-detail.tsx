import { CnaeDetailPage } from '~/features/cnae-tool/components/cnae-detail-page';
import { cnaeStructuredData } from '~/features/cnae-tool/cnae-structured-data';
import { cnaeToolMeta } from '~/features/cnae-tool/cnae-tool-meta';
import type { Route } from './+types/cnae-detail';

export { cnaeDetailLoader as loader } from '~/features/cnae-tool/cnae-detail-route.server';

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { cnae, canonicalUrl } = loaderData;
  return [
    ...cnaeToolMeta(
      `CNAE ${cnae.code} – ${cnae.text}`,
      `CNAE ${cnae.code}, ${cnae.text}: o que compreende, se pode ser MEI, o anexo do Simples Nacional e o Fator R.`,
      canonicalUrl,
    ),
    { 'script:ld+json': cnaeStructuredData(cnae, canonicalUrl) },
  ];
};

export default function CnaeDetailRoute({ loaderData }: Route.ComponentProps) {
  return <CnaeDetailPage cnae={loaderData.cnae} badges={loaderData.badges} />;
}
