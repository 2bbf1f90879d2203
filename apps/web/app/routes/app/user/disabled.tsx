import { AccountStatusPage } from '~/features/account-status/components/account-status-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Situação da empresa');

export default function DisabledCompanyPage() {
  return <AccountStatusPage />;
}
