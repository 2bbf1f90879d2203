import { z } from 'zod';
import {
  simplesGuideSchema,
  simplesPayrollEntrySchema,
  type SimplesGuide,
  type SimplesGuideInput,
  type SimplesPayrollEntry,
} from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

const companyPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/simples`;

/** `POST /companies/{id}/simples/guides/{period}`: the DAS guide of a confirmed month (accountants). */
export function createDasGuide(
  client: ApiClient,
  companyId: string,
  period: string,
  input: SimplesGuideInput,
): Promise<SimplesGuide> {
  return client.request(`${companyPath(companyId)}/guides/${encodeURIComponent(period)}`, {
    method: 'POST',
    body: input,
    schema: simplesGuideSchema,
    retry: false,
  });
}

/** `GET /companies/{id}/simples/payroll?until=`: the 12 months up to `until`, submitted or confirmed. */
export function fetchPayrollEntries(
  client: ApiClient,
  companyId: string,
  until: string,
  signal?: AbortSignal,
): Promise<SimplesPayrollEntry[]> {
  return client.request(`${companyPath(companyId)}/payroll?until=${encodeURIComponent(until)}`, {
    schema: z.array(simplesPayrollEntrySchema),
    ...(signal ? { signal } : {}),
  });
}

/** `POST /companies/{id}/simples/payroll/{month}/confirmation`: the company's payroll counts from now on. */
export function confirmPayroll(client: ApiClient, companyId: string, month: string): Promise<SimplesPayrollEntry> {
  return client.request(`${companyPath(companyId)}/payroll/${encodeURIComponent(month)}/confirmation`, {
    method: 'POST',
    schema: simplesPayrollEntrySchema,
    retry: false,
  });
}

/** `PUT /companies/{id}/simples/payroll/{month}/submission`: the company sends its payroll. */
export function submitPayroll(
  client: ApiClient,
  companyId: string,
  month: string,
  input: { proLabore: number; salaries: number; charges: number },
): Promise<SimplesPayrollEntry> {
  return client.request(`${companyPath(companyId)}/payroll/${encodeURIComponent(month)}/submission`, {
    method: 'PUT',
    body: input,
    schema: simplesPayrollEntrySchema,
    retry: false,
  });
}

export const payrollKeys = {
  // Under the reports' key: whatever refreshes the computation refreshes the payroll too.
  entries: (companyId: string, until: string) => ['reports', companyId, 'simples-payroll', until] as const,
};
