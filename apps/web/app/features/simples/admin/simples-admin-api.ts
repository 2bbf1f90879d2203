import { z } from 'zod';
import {
  simplesPayrollMonthSchema,
  simplesReportSchema,
  type SimplesReport,
  type SimplesPayrollInput,
  type SimplesPayrollMonth,
  type SimplesRevenueInput,
} from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

const companyPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/simples`;
const savedEntrySchema = z.object({ id: z.uuid(), amount: z.number() });

/** `PUT /companies/{id}/simples/revenue`: a month's revenue of one activity (accountants). */
export function saveRevenue(client: ApiClient, companyId: string, input: SimplesRevenueInput) {
  return client.request(`${companyPath(companyId)}/revenue`, {
    method: 'PUT',
    body: input,
    schema: savedEntrySchema,
    retry: false,
  });
}

/** `DELETE /companies/{id}/simples/revenue/{entryId}`. */
export function deleteRevenue(client: ApiClient, companyId: string, entryId: string): Promise<unknown> {
  return client.request(`${companyPath(companyId)}/revenue/${encodeURIComponent(entryId)}`, {
    method: 'DELETE',
    retry: false,
  });
}

/** `PUT /companies/{id}/simples/payroll/{month}`: the month's payroll for the Fator R. */
export function savePayroll(
  client: ApiClient,
  companyId: string,
  month: string,
  input: SimplesPayrollInput,
): Promise<SimplesPayrollMonth> {
  return client.request(`${companyPath(companyId)}/payroll/${encodeURIComponent(month)}`, {
    method: 'PUT',
    body: input,
    schema: simplesPayrollMonthSchema,
    retry: false,
  });
}

/** `POST /companies/{id}/simples/confirmations/{period}`: the month's figures become the confirmed ones. */
export function confirmMonth(client: ApiClient, companyId: string, period: string): Promise<SimplesReport> {
  return client.request(`${companyPath(companyId)}/confirmations/${encodeURIComponent(period)}`, {
    method: 'POST',
    schema: simplesReportSchema,
    retry: false,
  });
}
