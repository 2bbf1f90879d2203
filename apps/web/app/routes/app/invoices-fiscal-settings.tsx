import { NfseSettingsPage } from '~/features/nfse-nacional';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Configurações fiscais');

export default function InvoicesFiscalSettingsRoute() {
  return <NfseSettingsPage />;
}
