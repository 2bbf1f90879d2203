import { CoraCallbackPage } from '~/features/bank-statements/components/cora-callback-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Conexão com o Cora');

/** Where the Cora bank sends the user back after they authorise the connection. */
export default function CoraCallbackRoute() {
  return <CoraCallbackPage />;
}
