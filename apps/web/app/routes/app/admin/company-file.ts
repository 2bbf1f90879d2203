import { proxyApiFileDownload } from '~/lib/api-file-download.server';
import type { Route } from './+types/company-file';

/**
 * `GET /app/admin/companies/:companyId/files/:fileId`: a file the company sent (the guide
 * receipt), downloaded through the API with the session's token.
 */
export function loader({ request, params }: Route.LoaderArgs): Promise<Response> {
  const path = `/companies/${encodeURIComponent(params.companyId)}/files/${encodeURIComponent(params.fileId)}`;
  return proxyApiFileDownload(request, path, 'company-file');
}
