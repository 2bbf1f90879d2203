import { useState } from 'react';
import { ApiError } from '~/lib/api-client';

/** A part of the accountants' Simples month: the company, the month, and what to refresh after a change. */
export interface MonthPartProps {
  companyId: string;
  month: string;
  onChanged: () => void;
}

/**
 * Runs a change of the month: while it runs `pending`; then `onChanged`, or the API's message
 * (`fallback` when there is none) in `error`.
 */
export function useMonthChange(onChanged: () => void, fallback: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (change: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await change();
      onChanged();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : fallback);
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run };
}
