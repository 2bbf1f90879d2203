import { BillingPage } from '~/features/billing/components/billing-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Assinatura');

export default function MyBillingPage() {
  return <BillingPage />;
}
