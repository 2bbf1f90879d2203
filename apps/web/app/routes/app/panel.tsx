import { CompanyPanelContent } from '~/features/reports/components/panel-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Painel');

export default function PanelPage() {
  return <CompanyPanelContent />;
}
