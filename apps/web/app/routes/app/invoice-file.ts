import { z } from 'zod';
import { nfsFileKindSchema } from '@contabil/contracts';
import { FILE_NOT_FOUND_MESSAGE, proxyApiFileDownload, textResponse } from '~/lib/api-file-download.server';
import type { Route } from './+types/invoice-file';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's files (pdf, xml), and the national DPS sent (dps) and NFS-e received (nfse). */
const kindSchema = z.union([nfsFileKindSchema, z.enum(['dps', 'nfse'])]);

/**
 * `GET /app/invoices/:requestId/files/:kind?companyId=`: an issued note's PDF or XML
 * (`GET /nfs/requests/{id}/files/{kind}`), or its national DPS or NFS-e XML
 * (`GET /nfs/requests/{id}/dps.xml`, `/nfse.xml`), downloaded through the API with the
 * session's token, so the detail's buttons are plain links. The API decides who may see it.
 */
export function loader({ request, params }: Route.LoaderArgs): Promise<Response> {
  const companyId = new URL(request.url).searchParams.get('companyId') ?? '';
  const kind = kindSchema.safeParse(params.kind);
  if (!kind.success || !UUID.test(params.requestId) || !UUID.test(companyId)) {
    return Promise.resolve(textResponse(404, FILE_NOT_FOUND_MESSAGE));
  }
  const file = kind.data === 'dps' || kind.data === 'nfse' ? `${kind.data}.xml` : `files/${kind.data}`;
  const path = `/nfs/requests/${params.requestId}/${file}?companyId=${companyId}`;
  return proxyApiFileDownload(request, path, 'invoice-file');
}
