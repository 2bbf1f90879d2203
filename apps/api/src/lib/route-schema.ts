import { z } from 'zod';
import { errorEnvelopeSchema } from '@contabil/contracts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/** The error answers a route documents, each the one error envelope: `errorResponses(400, 401, 404)`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}

/** The OpenAPI security of the routes that need a signed-in user (the Bearer access token). */
export const bearerSecurity = [{ bearerAuth: [] }];

/** `/companies/:companyId/...`: the company's id in the path. */
export const companyIdParams = z.object({ companyId: z.uuid() });
