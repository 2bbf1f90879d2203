import { DUCA_PARTNER_SLUG } from '@contabil/contracts';
import { PartnerWizard } from '~/features/partners/components/partner-wizard';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Participar: Duca Benefícios');

export default function DucaPartnerWizardPage() {
  return <PartnerWizard slug={DUCA_PARTNER_SLUG} />;
}
