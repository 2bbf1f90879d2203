import { ObligationsPage } from '~/features/obligations/components/obligations-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Obrigações');

export default function ObligationsRoute() {
  return <ObligationsPage />;
}
