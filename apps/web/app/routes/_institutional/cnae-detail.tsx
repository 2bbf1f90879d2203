import { CnaeDetailPage } from '~/features/cnae-tool/components/cnae-detail-page';
import { cnaeStructuredData } from '~/features/cnae-tool/cnae-structured-data';
import { cnaeToolMeta } from '~/features/cnae-tool/cnae-tool-meta';
import type { Route } from './+types/cnae-detail';

export { cnaeDetailLoader as loader } from '~/features/cnae-tool/cnae-detail-route.server';
export { publicPageHeaders as headers } from '~/lib/public-cache';

export const meta = (args: Route.MetaArgs) => {
  const { loaderData } = args;
  if (!loaderData) return [];
  const { cnae, canonicalUrl } = loaderData;
  return cnaeToolMeta(
    args,
    {
      title: `CNAE ${cnae.code} – ${cnae.text}`,
      description: `CNAE ${cnae.code}, ${cnae.text}: o que compreende, se pode ser MEI, o anexo do Simples Nacional e o Fator R.`,
      canonicalUrl,
      crumb: { name: `CNAE ${cnae.code}`, path: new URL(canonicalUrl).pathname },
    },
    { structuredData: [cnaeStructuredData(cnae, canonicalUrl)] },
  );
};

export default function CnaeDetailRoute({ loaderData }: Route.ComponentProps) {
  return <CnaeDetailPage cnae={loaderData.cnae} badges={loaderData.badges} />;
}
