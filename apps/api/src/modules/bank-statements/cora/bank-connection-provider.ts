import type { StatementInput } from '../statement-import.js';

/** What a bank's OAuth server hands out; kept encrypted at rest (token-crypto.ts). */
export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token stops working; null when the bank does not say. */
  expiresAt: string | null;
}

/** One account the connection reaches, as the bank describes it. */
export interface ProviderAccount {
  /** The bank's own id for the account (to ask for its transactions). */
  id: string;
  branchId: string | null;
  accountNumber: string;
  balanceCents: number | null;
  /** YYYY-MM-DD of the balance. */
  balanceDate: string | null;
}

/** The bank refused (bad code, revoked token): the user must connect again. */
export class ProviderRefusedError extends Error {
  override name = 'ProviderRefusedError';
}
/** The bank did not answer or answered nonsense: try again later. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/**
 * A bank reached through its API (Cora). The HTTP implementation is configured by URL;
 * tests and the e2e run it against a local fake server (fake-cora.test-support.ts).
 */
export interface BankConnectionProvider {
  /** Where to send the browser to authorise; `state` comes back untouched. */
  authorizationUrl(state: string): string;
  exchangeCode(code: string): Promise<ProviderTokens>;
  refresh(tokens: ProviderTokens): Promise<ProviderTokens>;
  listAccounts(tokens: ProviderTokens): Promise<ProviderAccount[]>;
  /** The account's transactions posted on or after `since` (YYYY-MM-DD). */
  listTransactions(
    tokens: ProviderTokens,
    account: ProviderAccount,
    since: string,
  ): Promise<StatementInput['transactions']>;
}
