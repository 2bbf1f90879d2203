import { BankAccountsPage } from '~/features/bank-statements/components/bank-accounts-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Extratos bancários');

export default function BankAccountsRoute() {
  return <BankAccountsPage />;
}
