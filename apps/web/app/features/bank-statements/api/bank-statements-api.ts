import {
  bankAccountListSchema,
  bankConnectionListSchema,
  bankConnectionSchema,
  bankStatementMessages,
  bankSyncResultSchema,
  bankTransactionListSchema,
  bankTransactionSchema,
  bulkTaxCategoryResultSchema,
  categoryRuleApplyResultSchema,
  categoryRuleListSchema,
  categoryRuleSchema,
  coraAuthorizationSchema,
  ofxUploadResultSchema,
  taxCategoryAssignResultSchema,
  taxCategorySchema,
  type BankAccount,
  type BankConnection,
  type BankExportType,
  type BankSyncResult,
  type BankTransactionList,
  type CategoryRule,
  type CategoryRuleInput,
  type OfxUploadResult,
  type TaxCategory,
  type TaxCategoryAssign,
  type TaxCategoryAssignResult,
} from '@contabil/contracts';
import { z } from 'zod';
import type { ApiClient } from '~/lib/api-client';
import { uploadFileToApi, type FileUploadOptions } from '~/lib/xhr-upload';
import { transactionsSearch, type TransactionsFilters } from '../transactions-filters';

/** Accounts, connections and rules come whole: a company has a handful of each. */
export const WHOLE_LIST_LIMIT = 100;

export const bankKeys = {
  all: ['bank-statements'] as const,
  company: (companyId: string) => ['bank-statements', companyId] as const,
  accounts: (companyId: string) => ['bank-statements', companyId, 'accounts'] as const,
  connections: (companyId: string) => ['bank-statements', companyId, 'connections'] as const,
  connection: (companyId: string, connectionId: string) =>
    ['bank-statements', companyId, 'connections', connectionId] as const,
  rules: (companyId: string) => ['bank-statements', companyId, 'rules'] as const,
  transactions: (companyId: string) => ['bank-statements', companyId, 'transactions'] as const,
  transactionsList: (companyId: string, accountId: string, filters: TransactionsFilters) =>
    ['bank-statements', companyId, 'transactions', accountId, filters] as const,
  duplicates: (companyId: string, accountId: string) =>
    ['bank-statements', companyId, 'transactions', accountId, 'duplicates'] as const,
  // The same seeded list for every company.
  taxCategories: ['bank-tax-categories'] as const,
};

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
const companyQuery = (companyId: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ companyId, ...extra }).toString();

/** `GET /bank-statements/accounts`: the company's accounts, by name. */
export async function fetchAccounts(
  client: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<BankAccount[]> {
  const page = await client.request(
    `/bank-statements/accounts?${companyQuery(companyId, { limit: String(WHOLE_LIST_LIMIT) })}`,
    { schema: bankAccountListSchema, envelope: true, ...withSignal(signal) },
  );
  return page.data;
}

/** `DELETE /bank-statements/accounts/{id}`: the account and all its transactions. */
export function deleteAccount(client: ApiClient, companyId: string, accountId: string): Promise<void> {
  return client.request(`/bank-statements/accounts/${encodeURIComponent(accountId)}?${companyQuery(companyId)}`, {
    method: 'DELETE',
    retry: false,
  });
}

/** `GET /bank-statements/transactions`: one page of an account, with the filtered set's totals. */
export function fetchTransactions(
  client: ApiClient,
  companyId: string,
  accountId: string,
  filters: TransactionsFilters,
  signal?: AbortSignal,
): Promise<BankTransactionList> {
  return client.request(`/bank-statements/transactions?${transactionsSearch(companyId, accountId, filters)}`, {
    schema: bankTransactionListSchema,
    envelope: true,
    ...withSignal(signal),
  });
}

/** The account's transactions flagged as possible duplicates, for the review panel. */
export function fetchPossibleDuplicates(
  client: ApiClient,
  companyId: string,
  accountId: string,
  signal?: AbortSignal,
): Promise<BankTransactionList> {
  const search = new URLSearchParams({
    companyId,
    accountId,
    possibleDuplicates: 'true',
    limit: String(WHOLE_LIST_LIMIT),
    offset: '0',
  });
  return client.request(`/bank-statements/transactions?${search}`, {
    schema: bankTransactionListSchema,
    envelope: true,
    ...withSignal(signal),
  });
}

/** `GET /bank-statements/tax-categories`: the whole list, by code. */
export function fetchTaxCategories(client: ApiClient, signal?: AbortSignal): Promise<TaxCategory[]> {
  return client.request('/bank-statements/tax-categories', {
    schema: z.array(taxCategorySchema),
    ...withSignal(signal),
  });
}

/** `PUT /bank-statements/transactions/{id}/tax-category`: one transaction, maybe its similar ones and a rule. */
export function assignTaxCategory(
  client: ApiClient,
  companyId: string,
  transactionId: string,
  body: TaxCategoryAssign,
): Promise<TaxCategoryAssignResult> {
  return client.request(
    `/bank-statements/transactions/${encodeURIComponent(transactionId)}/tax-category?${companyQuery(companyId)}`,
    { method: 'PUT', body, schema: taxCategoryAssignResultSchema },
  );
}

/** `PUT /bank-statements/transactions/tax-category`: several transactions at once. */
export async function bulkAssignTaxCategory(
  client: ApiClient,
  companyId: string,
  ids: readonly string[],
  taxCategoryId: string | null,
): Promise<number> {
  const result = await client.request(`/bank-statements/transactions/tax-category?${companyQuery(companyId)}`, {
    method: 'PUT',
    body: { ids, taxCategoryId },
    schema: bulkTaxCategoryResultSchema,
  });
  return result.updated;
}

/** `PUT /bank-statements/transactions/{id}/duplicate`: keep it (both stay) or remove this one. */
export async function resolveDuplicate(
  client: ApiClient,
  companyId: string,
  transactionId: string,
  action: 'keep' | 'remove',
): Promise<void> {
  const path = `/bank-statements/transactions/${encodeURIComponent(transactionId)}/duplicate?${companyQuery(companyId)}`;
  // keep answers the transaction, remove answers 204: nothing to read either way.
  if (action === 'keep') {
    await client.request(path, { method: 'PUT', body: { action }, schema: bankTransactionSchema, retry: false });
  } else {
    await client.request(path, { method: 'PUT', body: { action }, retry: false });
  }
}

// ---------------------------------------------------------------- learned rules

export async function fetchCategoryRules(
  client: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<CategoryRule[]> {
  const page = await client.request(
    `/bank-statements/category-rules?${companyQuery(companyId, { limit: String(WHOLE_LIST_LIMIT) })}`,
    { schema: categoryRuleListSchema, envelope: true, ...withSignal(signal) },
  );
  return page.data;
}

export function createCategoryRule(
  client: ApiClient,
  companyId: string,
  input: CategoryRuleInput,
): Promise<CategoryRule> {
  return client.request(`/bank-statements/category-rules?${companyQuery(companyId)}`, {
    method: 'POST',
    body: input,
    schema: categoryRuleSchema,
  });
}

export function updateCategoryRule(
  client: ApiClient,
  companyId: string,
  ruleId: string,
  input: CategoryRuleInput,
): Promise<CategoryRule> {
  return client.request(`/bank-statements/category-rules/${encodeURIComponent(ruleId)}?${companyQuery(companyId)}`, {
    method: 'PUT',
    body: input,
    schema: categoryRuleSchema,
  });
}

export function deleteCategoryRule(client: ApiClient, companyId: string, ruleId: string): Promise<void> {
  return client.request(`/bank-statements/category-rules/${encodeURIComponent(ruleId)}?${companyQuery(companyId)}`, {
    method: 'DELETE',
    retry: false,
  });
}

/** `POST …/category-rules/{id}/apply`: files the matching transactions; `overwrite` also refiles categorised ones. */
export async function applyCategoryRule(
  client: ApiClient,
  companyId: string,
  ruleId: string,
  overwrite: boolean,
): Promise<number> {
  const result = await client.request(
    `/bank-statements/category-rules/${encodeURIComponent(ruleId)}/apply?${companyQuery(companyId)}`,
    { method: 'POST', body: { overwrite }, schema: categoryRuleApplyResultSchema },
  );
  return result.updated;
}

// ---------------------------------------------------------------- connections (Cora)

export async function fetchConnections(
  client: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<BankConnection[]> {
  const page = await client.request(
    `/bank-statements/connections?${companyQuery(companyId, { limit: String(WHOLE_LIST_LIMIT) })}`,
    { schema: bankConnectionListSchema, envelope: true, ...withSignal(signal) },
  );
  return page.data;
}

/** `GET /bank-statements/connections/{id}` (spec section 7): one connection, its accounts with their balances. */
export function fetchConnection(
  client: ApiClient,
  companyId: string,
  connectionId: string,
  signal?: AbortSignal,
): Promise<BankConnection> {
  return client.request(`/bank-statements/connections/${encodeURIComponent(connectionId)}?${companyQuery(companyId)}`, {
    schema: bankConnectionSchema,
    ...withSignal(signal),
  });
}

/** `GET /bank-statements/connections/oauth/cora`: Cora's authorization URL to send the browser to. */
export async function fetchCoraAuthorizationUrl(client: ApiClient, companyId: string): Promise<string> {
  const answer = await client.request(`/bank-statements/connections/oauth/cora?${companyQuery(companyId)}`, {
    schema: coraAuthorizationSchema,
  });
  return answer.url;
}

/** `POST /bank-statements/connections/oauth/cora`: what Cora sent back; the account and its first pull. */
export function finishCoraConnection(
  client: ApiClient,
  { companyId, code, state }: { companyId: string; code: string; state: string },
): Promise<BankSyncResult> {
  return client.request(`/bank-statements/connections/oauth/cora?${companyQuery(companyId, { code, state })}`, {
    method: 'POST',
    schema: bankSyncResultSchema,
  });
}

/** `POST /bank-statements/connections/{id}/sync`: pulls what is new since the last sync. */
export function syncConnection(client: ApiClient, companyId: string, connectionId: string): Promise<BankSyncResult> {
  return client.request(
    `/bank-statements/connections/${encodeURIComponent(connectionId)}/sync?${companyQuery(companyId)}`,
    { method: 'POST', schema: bankSyncResultSchema },
  );
}

// ---------------------------------------------------------------- files

export type OfxUploadOptions = FileUploadOptions & { companyId: string };

/**
 * `POST /bank-statements/ofx/upload?companyId=`, multipart field "file". XMLHttpRequest
 * rather than fetch: only it reports the upload's progress. Errors come as the API
 * client's ApiError with the API's Portuguese message; a 413 from the server's body
 * limit, without the API's envelope, still says the file is too large.
 */
export function uploadOfx({ companyId, ...options }: OfxUploadOptions): Promise<OfxUploadResult> {
  return uploadFileToApi({
    ...options,
    path: `/bank-statements/ofx/upload?${companyQuery(companyId)}`,
    schema: ofxUploadResultSchema,
    refusalMessage: (status) =>
      status === 413 ? bankStatementMessages.fileTooLarge : 'Não foi possível importar o extrato. Tente novamente.',
  });
}

/**
 * The web server's link that downloads a month of an account with the session's token
 * (routes/app/bank-statements/account-export.ts): a plain link.
 */
export function accountExportHref(companyId: string, accountId: string, type: BankExportType, month: string): string {
  return `/app/bank-statements/accounts/${encodeURIComponent(accountId)}/exports/${type}?${companyQuery(companyId, { date: month })}`;
}
