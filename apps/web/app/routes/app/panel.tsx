import { CompanyPanelContent } from '~/features/panel/components/panel-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Painel');

export default function PanelPage() {
  return <CompanyPanelContent />;
}
