import {
  annualBillingReportSchema,
  billingByCategoryReportSchema,
  simplesReportSchema,
  type AnnualBillingReport,
  type BillingByCategoryReport,
  type SimplesReport,
} from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

export const reportsKeys = {
  all: (companyId: string) => ['reports', companyId] as const,
  annualBilling: (companyId: string) => ['reports', companyId, 'annual-billing'] as const,
  byCategory: (companyId: string, period: string) => ['reports', companyId, 'by-category', period] as const,
  simples: (companyId: string, period: string) => ['reports', companyId, 'simples-nacional', period] as const,
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

/** `GET /reports/simples-nacional?companyId=&period=YYYY-MM`: the month's DAS by annex, its due date and the limits. */
export function fetchSimplesReport(
  client: ApiClient,
  companyId: string,
  period: string,
  signal?: AbortSignal,
): Promise<SimplesReport> {
  return client.request(`/reports/simples-nacional?${new URLSearchParams({ companyId, period })}`, {
    schema: simplesReportSchema,
    ...(signal ? { signal } : {}),
  });
}
