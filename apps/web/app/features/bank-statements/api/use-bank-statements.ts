import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryRuleInput, TaxCategoryAssign } from '@contabil/contracts';
import { useApiClient } from '~/lib/api-client-context';
import type { TransactionsFilters } from '../transactions-filters';
import {
  applyCategoryRule,
  assignTaxCategory,
  bankKeys,
  bulkAssignTaxCategory,
  createCategoryRule,
  deleteAccount,
  deleteCategoryRule,
  fetchAccounts,
  fetchCategoryRules,
  fetchConnection,
  fetchConnections,
  fetchPossibleDuplicates,
  fetchTaxCategories,
  fetchTransactions,
  resolveDuplicate,
  syncConnection,
  updateCategoryRule,
} from './bank-statements-api';

/** Anything that changes transactions also changes the accounts' counts: both are asked again. */
function useInvalidateCompany(companyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bankKeys.company(companyId) });
}

export function useBankAccounts(companyId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: bankKeys.accounts(companyId),
    queryFn: ({ signal }) => fetchAccounts(client, companyId, signal),
  });
}

export function useBankConnections(companyId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: bankKeys.connections(companyId),
    queryFn: ({ signal }) => fetchConnections(client, companyId, signal),
    enabled,
  });
}

/** One connection, asked for when its detail is opened (refreshed by a sync: same key prefix). */
export function useBankConnection(companyId: string, connectionId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: bankKeys.connection(companyId, connectionId),
    queryFn: ({ signal }) => fetchConnection(client, companyId, connectionId, signal),
    enabled,
  });
}

/** One page of an account's transactions; the previous page stays on screen while the next loads. */
export function useTransactions(companyId: string, accountId: string, filters: TransactionsFilters) {
  const client = useApiClient();
  return useQuery({
    queryKey: bankKeys.transactionsList(companyId, accountId, filters),
    queryFn: ({ signal }) => fetchTransactions(client, companyId, accountId, filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePossibleDuplicates(companyId: string, accountId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: bankKeys.duplicates(companyId, accountId),
    queryFn: ({ signal }) => fetchPossibleDuplicates(client, companyId, accountId, signal),
  });
}

/** The seeded categories: the same for everyone, kept for the session. */
export function useTaxCategories() {
  const client = useApiClient();
  return useQuery({
    queryKey: bankKeys.taxCategories,
    queryFn: ({ signal }) => fetchTaxCategories(client, signal),
    staleTime: Infinity,
  });
}

export function useCategoryRules(companyId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: bankKeys.rules(companyId),
    queryFn: ({ signal }) => fetchCategoryRules(client, companyId, signal),
  });
}

export function useDeleteAccount(companyId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateCompany(companyId);
  return useMutation({
    mutationFn: (accountId: string) => deleteAccount(client, companyId, accountId),
    onSettled: invalidate,
  });
}

export function useAssignTaxCategory(companyId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateCompany(companyId);
  return useMutation({
    mutationFn: ({ transactionId, body }: { transactionId: string; body: TaxCategoryAssign }) =>
      assignTaxCategory(client, companyId, transactionId, body),
    onSettled: invalidate,
  });
}

export function useBulkAssignTaxCategory(companyId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateCompany(companyId);
  return useMutation({
    mutationFn: ({ ids, taxCategoryId }: { ids: readonly string[]; taxCategoryId: string | null }) =>
      bulkAssignTaxCategory(client, companyId, ids, taxCategoryId),
    onSettled: invalidate,
  });
}

export function useResolveDuplicate(companyId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateCompany(companyId);
  return useMutation({
    mutationFn: ({ transactionId, action }: { transactionId: string; action: 'keep' | 'remove' }) =>
      resolveDuplicate(client, companyId, transactionId, action),
    onSettled: invalidate,
  });
}

export function useSaveCategoryRule(companyId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateCompany(companyId);
  return useMutation({
    mutationFn: ({ ruleId, input }: { ruleId: string | null; input: CategoryRuleInput }) =>
      ruleId ? updateCategoryRule(client, companyId, ruleId, input) : createCategoryRule(client, companyId, input),
    onSuccess: invalidate,
  });
}

export function useDeleteCategoryRule(companyId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateCompany(companyId);
  return useMutation({
    mutationFn: (ruleId: string) => deleteCategoryRule(client, companyId, ruleId),
    onSettled: invalidate,
  });
}

export function useApplyCategoryRule(companyId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateCompany(companyId);
  return useMutation({
    mutationFn: ({ ruleId, overwrite }: { ruleId: string; overwrite: boolean }) =>
      applyCategoryRule(client, companyId, ruleId, overwrite),
    onSettled: invalidate,
  });
}

export function useSyncConnection(companyId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateCompany(companyId);
  return useMutation({
    mutationFn: (connectionId: string) => syncConnection(client, companyId, connectionId),
    onSettled: invalidate,
  });
}
