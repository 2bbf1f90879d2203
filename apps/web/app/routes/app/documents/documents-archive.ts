import { competenceSchema } from '@contabil/contracts';
import { FILE_NOT_FOUND_MESSAGE, proxyApiFileDownload, textResponse } from '~/lib/api-file-download.server';
import type { Route } from './+types/documents-archive';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /app/documents/archive/:competence?companyId=`: every document of a month as one
 * ZIP, streamed from the API (`GET /documents/archive`) with the session's token, so the
 * "Baixar tudo do mês" button is a plain link. The API decides who may see it.
 */
export function loader({ request, params }: Route.LoaderArgs): Promise<Response> {
  const companyId = new URL(request.url).searchParams.get('companyId') ?? '';
  const competence = competenceSchema.safeParse(params.competence);
  if (!competence.success || !UUID.test(companyId)) {
    return Promise.resolve(textResponse(404, FILE_NOT_FOUND_MESSAGE));
  }
  const query = new URLSearchParams({ companyId, competence: competence.data });
  return proxyApiFileDownload(request, `/documents/archive?${query}`, 'documents-archive');
}
