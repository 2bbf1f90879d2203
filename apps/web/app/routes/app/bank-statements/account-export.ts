import { bankExportMonthSchema, bankExportTypeSchema } from '@contabil/contracts';
import { FILE_NOT_FOUND_MESSAGE, proxyApiFileDownload, textResponse } from '~/lib/api-file-download.server';
import type { Route } from './+types/account-export';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /app/bank-statements/accounts/:accountId/exports/:type?companyId=&date=YYYY-MM`: a
 * month of an account as txt, csv or ofx, streamed from the API
 * (`GET /bank-statements/accounts/{id}/exports/{type}`) with the session's token, so the
 * export buttons are plain links. The API decides who may see it.
 */
export function loader({ request, params }: Route.LoaderArgs): Promise<Response> {
  const search = new URL(request.url).searchParams;
  const companyId = search.get('companyId') ?? '';
  const type = bankExportTypeSchema.safeParse(params.type);
  const month = bankExportMonthSchema.safeParse(search.get('date'));
  if (!type.success || !month.success || !UUID.test(params.accountId) || !UUID.test(companyId)) {
    return Promise.resolve(textResponse(404, FILE_NOT_FOUND_MESSAGE));
  }
  const query = new URLSearchParams({ companyId, date: month.data });
  const path = `/bank-statements/accounts/${params.accountId}/exports/${type.data}?${query}`;
  return proxyApiFileDownload(request, path, 'bank-account-export');
}
