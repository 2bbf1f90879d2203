import {
  cnpjLookupSchema,
  dataEnvelope,
  isValidCnpj,
  normalizeCnpj,
  type cnpjExistsResponseSchema,
} from '@contabil/contracts';
import type { z } from 'zod';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { readSession } from '~/lib/session-cookies';
import type { Route } from './+types/cnpj-exists';

const API_TIMEOUT_MS = 8_000;
const lookupAnswerSchema = dataEnvelope(cnpjLookupSchema);

type CnpjExistsResponse = z.infer<typeof cnpjExistsResponseSchema>;

function answer(exists: boolean, checkedWith?: CnpjExistsResponse['checkedWith']): Response {
  // Per person and per moment (a CNPJ may be registered later): never cached.
  const body: CnpjExistsResponse = checkedWith ? { exists, checkedWith } : { exists };
  return Response.json(body, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

/**
 * `GET /api/cnpj-exists?cnpj=` (spec section 7): whether a CNPJ is registered, for the
 * forms that ask for one. Wrong check digits answer false without asking anyone;
 * otherwise the API's `GET /cnpjs/{cnpj}` decides, called with the person's access
 * token from the session cookie. Any failure is a "no": the forms then say
 * "CNPJ não existe." and the API checks again when the form is sent.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<Response> {
  const raw = new URL(request.url).searchParams.get('cnpj') ?? '';
  if (!isValidCnpj(raw)) return answer(false, 'check_digits');
  const token = readSession(request.headers.get('cookie')).accessToken;
  if (!token) return answer(false);

  try {
    const res = await fetch(`${publicRuntimeConfig.apiBaseUrl}/cnpjs/${encodeURIComponent(normalizeCnpj(raw))}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    });
    if (!res.ok) throw new Error(`API answered ${res.status}`);
    const lookup = lookupAnswerSchema.safeParse(await res.json());
    if (!lookup.success) throw new Error('unexpected API answer');
    return answer(lookup.data.data.exists, lookup.data.data.checkedWith);
  } catch (err) {
    console.error(`cnpj-exists: ${err instanceof Error ? err.message : String(err)}`);
    return answer(false);
  }
}
