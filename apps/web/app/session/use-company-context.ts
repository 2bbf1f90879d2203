import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { companySchema, type Company } from '@contabil/contracts';
import { z } from 'zod';
import { useApiClient } from '~/lib/api-client-context';
import { storeSession, type ContextCompany } from '~/lib/session-cookies';
import { fetchCompanyContext } from './company-context-api';
import { isSystemAdmin } from './company-requirements';
import { useSession } from './use-session';

const myCompaniesSchema = z.array(companySchema);
export const myCompaniesQueryKey = ['companies', 'me'] as const;

export interface CompanyContextState {
  /** Every company the user belongs to (empty for a system administrator without memberships). */
  companies: Company[];
  current: ContextCompany | null;
  isLoading: boolean;
  isSystemAdmin: boolean;
  /** True while a switch is loading the chosen company and its track. */
  isSwitching: boolean;
  /** Makes `companyId` the company in context (cookies), then reloads the page's data. */
  select: (companyId: string) => Promise<void>;
}

/** Backs the company selector of the admin layout. */
export function useCompanyContext(): CompanyContextState {
  const client = useApiClient();
  const session = useSession();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [isSwitching, setSwitching] = useState(false);
  const query = useQuery({
    queryKey: myCompaniesQueryKey,
    queryFn: () => client.request('/companies/me', { schema: myCompaniesSchema }),
    enabled: !!session.accessToken,
    staleTime: 60_000,
  });

  const select = async (companyId: string) => {
    if (companyId === session.contextCompany?.id) return;
    setSwitching(true);
    try {
      storeSession(await fetchCompanyContext(client, companyId));
      // The middlewares decide again for the new company (a pending one goes to its wizard).
      await navigate('/app/panel');
      await revalidator.revalidate();
    } finally {
      setSwitching(false);
    }
  };

  return {
    companies: query.data ?? [],
    current: session.contextCompany,
    isLoading: query.isLoading,
    isSystemAdmin: isSystemAdmin(session),
    isSwitching,
    select,
  };
}
