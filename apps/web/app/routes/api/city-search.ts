import { citySearchQuerySchema, citySearchResponseSchema, type ErrorEnvelope } from '@contabil/contracts';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import type { Route } from './+types/city-search';

/** Municipalities change a few times a decade; browsers and CDNs may keep an answer for a day. */
const CACHE_FOR_A_DAY = 'public, max-age=86400';
const API_TIMEOUT_MS = 5_000;
const UNAVAILABLE = 'Não foi possível buscar as cidades agora. Tente novamente em instantes.';

function errorResponse(status: number, error: ErrorEnvelope['error']): Response {
  return Response.json({ error } satisfies ErrorEnvelope, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * `GET /api/city-search?q=&limit=5`: accent- and case-insensitive search over the IBGE
 * municipalities, answered by the API's `GET /municipalities/search`. A resource route:
 * loader only, JSON out.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const parsed = citySearchQuerySchema.safeParse({
    q: params.get('q') ?? undefined,
    limit: params.get('limit') ?? undefined,
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    const message = Object.values(fields)[0] ?? 'Dados inválidos';
    return errorResponse(400, { code: 'validation_error', message, fields });
  }

  const url = new URL(`${publicRuntimeConfig.apiBaseUrl}/municipalities/search`);
  url.searchParams.set('q', parsed.data.q);
  url.searchParams.set('limit', String(parsed.data.limit));
  let body: unknown;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    });
    if (!res.ok) throw new Error(`API answered ${res.status}`);
    body = await res.json();
  } catch (err) {
    console.error(`city-search: API unavailable: ${err instanceof Error ? err.message : String(err)}`);
    return errorResponse(502, { code: 'internal_error', message: UNAVAILABLE });
  }
  const answer = citySearchResponseSchema.safeParse(body);
  if (!answer.success) {
    console.error('city-search: unexpected API answer');
    return errorResponse(502, { code: 'internal_error', message: UNAVAILABLE });
  }
  return Response.json({ data: answer.data.data }, { headers: { 'Cache-Control': CACHE_FOR_A_DAY } });
}
