import { NfseSettingsPage } from '~/features/nfse-profile';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Configurações fiscais');

export default function InvoicesFiscalSettingsRoute() {
  return <NfseSettingsPage />;
}
