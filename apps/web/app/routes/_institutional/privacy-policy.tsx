import { PrivacyPolicyPage } from '~/features/legal';
import { useFirm } from '~/lib/firm';
import { PRIVACY_POLICY_PATH } from '~/lib/legal-paths';
import { publicSeoMeta } from '~/lib/seo';
import type { Route } from './+types/privacy-policy';

export { legalPageLoader as loader } from '~/features/legal/index.server';

export const meta = (args: Route.MetaArgs) =>
  publicSeoMeta(args, {
    title: 'Política de privacidade',
    description:
      'Como tratamos os seus dados pessoais (LGPD): controlador, finalidades, bases legais, prazos de guarda, os seus direitos e o encarregado.',
    path: PRIVACY_POLICY_PATH,
  });

export default function PrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicyPage firm={useFirm()} data={loaderData} />;
}
