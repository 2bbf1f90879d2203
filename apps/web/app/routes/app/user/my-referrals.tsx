import { ReferralsPage } from '~/features/referrals/components/referrals-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Indicações');

export default function MyReferralsPage() {
  return <ReferralsPage />;
}
