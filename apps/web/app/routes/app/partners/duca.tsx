import { DUCA_PARTNER_SLUG } from '@contabil/contracts';
import { PartnerPage } from '~/features/partners/components/partner-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Duca Benefícios');

export default function DucaPartnerPage() {
  return <PartnerPage slug={DUCA_PARTNER_SLUG} />;
}
