/** The accounts page. */
export const BANK_ACCOUNTS_PATH = '/app/bank-statements/accounts';

/** An account's transactions page. */
export function transactionsPath(accountId: string): string {
  return `${BANK_ACCOUNTS_PATH}/${encodeURIComponent(accountId)}/transactions`;
}
