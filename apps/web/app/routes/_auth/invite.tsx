import { InviteAcceptPage } from '~/features/invites/components/invite-accept-page';
import { PRODUCT_NAME } from '~/lib/site';
import type { Route } from './+types/invite';

export const meta: Route.MetaFunction = () => [
  { title: `Convite | ${PRODUCT_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function InviteRoute({ params }: Route.ComponentProps) {
  // Remounts for another token (another link opened in the same tab).
  return <InviteAcceptPage key={params.token} token={params.token} />;
}
