import { AccountTransactionsPage } from '~/features/bank-statements/components/transactions-page';
import { appPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/account-transactions';

export const meta = () => appPageMeta('Transações da conta');

export default function AccountTransactionsRoute({ params }: Route.ComponentProps) {
  return <AccountTransactionsPage accountId={params.accountId} />;
}
