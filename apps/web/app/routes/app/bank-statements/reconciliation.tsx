import { ReconciliationPage } from '~/features/reconciliation/components/reconciliation-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Conciliação bancária');

export default function ReconciliationRoute() {
  return <ReconciliationPage />;
}
