import {
  annualBillingReportSchema,
  billingByCategoryReportSchema,
  type AnnualBillingReport,
  type BillingByCategoryReport,
} from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

export const reportsKeys = {
  all: (companyId: string) => ['reports', companyId] as const,
  annualBilling: (companyId: string) => ['reports', companyId, 'annual-billing'] as const,
  byCategory: (companyId: string, period: string) => ['reports', companyId, 'by-category', period] as const,
};

/** `GET /reports/anual-billing-by-company?companyId=` (the spec's spelling): last 12 months, the year, limits, Simples. */
export function fetchAnnualBilling(
  client: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<AnnualBillingReport> {
  return client.request(`/reports/anual-billing-by-company?${new URLSearchParams({ companyId })}`, {
    schema: annualBillingReportSchema,
    ...(signal ? { signal } : {}),
  });
}

/** `GET /reports/billing-by-category?companyId=&period=`: bank transactions per category. */
export function fetchBillingByCategory(
  client: ApiClient,
  companyId: string,
  period: string,
  signal?: AbortSignal,
): Promise<BillingByCategoryReport> {
  return client.request(`/reports/billing-by-category?${new URLSearchParams({ companyId, period })}`, {
    schema: billingByCategoryReportSchema,
    ...(signal ? { signal } : {}),
  });
}
