import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '~/components/ui/query-error';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** While the first answer loads: a skeleton (`ListSkeleton`, `Loading`, `Skeleton`). */
  loading: ReactNode;
  /**
   * When a later fetch fails (a new page, a refresh), keep showing the data at hand; the
   * error shows only when there is none. Without it the error replaces the data.
   */
  keepDataOnError?: boolean;
  /** What shows when the answer has nothing to list. */
  empty?: ReactNode;
  /** When the answer counts as empty; by default a list, or a page's `items`, with no item. */
  isEmpty?: (data: T) => boolean;
  /** The data's own rendering. */
  children: (data: T) => ReactNode;
}

/**
 * A query's four states in the one order every list and card shows them: loading, the
 * error with "Tentar novamente" (`QueryError`), empty, then the data.
 */
export function QueryStates<T>({ query, loading, keepDataOnError, empty, isEmpty, children }: QueryStatesProps<T>) {
  if (query.isPending) return loading;
  if (query.isError && !(keepDataOnError && query.data !== undefined)) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const data = query.data as T;
  if (empty !== undefined && (isEmpty ?? hasNoItems)(data)) return empty;
  return children(data);
}

function hasNoItems(data: unknown): boolean {
  const items = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) && items.length === 0;
}
