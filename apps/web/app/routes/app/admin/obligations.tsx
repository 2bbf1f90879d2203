import { ObligationsQueuePage } from '~/features/obligations/components/obligations-queue-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Obrigações das empresas');

export default function AdminObligationsRoute() {
  return <ObligationsQueuePage />;
}
