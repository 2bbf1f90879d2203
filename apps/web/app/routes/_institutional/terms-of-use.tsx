import { TermsOfUsePage } from '~/features/legal';
import { useFirm } from '~/lib/firm';
import { TERMS_OF_USE_PATH } from '~/lib/legal-paths';
import { publicSeoMeta } from '~/lib/seo';
import type { Route } from './+types/terms-of-use';

export { legalPageLoader as loader } from '~/features/legal/index.server';

export const meta = (args: Route.MetaArgs) =>
  publicSeoMeta(args, {
    title: 'Termos de uso',
    description:
      'As regras para usar o serviço de contabilidade online: conta, responsabilidades, planos, cancelamento.',
    path: TERMS_OF_USE_PATH,
  });

export default function TermsOfUseRoute({ loaderData }: Route.ComponentProps) {
  return <TermsOfUsePage firm={useFirm()} data={loaderData} />;
}
