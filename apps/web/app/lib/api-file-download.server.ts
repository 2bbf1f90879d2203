import { redirect } from 'react-router';
import { errorEnvelopeSchema } from '@contabil/contracts';
import { requestedPath } from './requested-path';
import { publicRuntimeConfig } from './runtime-config.server';
import { loginPathWithNext } from './safe-redirect';
import { readSession } from './session-cookies';

const API_TIMEOUT_MS = 15_000;
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const;

export const FILE_NOT_FOUND_MESSAGE = 'Arquivo não encontrado.';
export const FILE_UNAVAILABLE_MESSAGE = 'Não foi possível baixar o arquivo agora. Tente novamente em instantes.';

/**
 * A resource route's answer for a file the API serves (`apiPath`, e.g.
 * `/companies/{id}/files/{fileId}`): fetched with the person's token from the session
 * cookie and streamed back, so that a plain link downloads it. The API decides who may
 * see it; without a session (or with a token the API refuses) the person goes to the
 * login and comes back here. `label` names the route in the logs.
 */
export async function proxyApiFileDownload(request: Request, apiPath: string, label: string): Promise<Response> {
  const token = readSession(request.headers.get('cookie')).accessToken;
  if (!token) throw redirect(loginPathWithNext(requestedPath(request)));

  let res: Response;
  try {
    res = await fetch(`${publicRuntimeConfig.apiBaseUrl}${apiPath}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    });
  } catch (err) {
    console.error(`${label}: API unavailable: ${err instanceof Error ? err.message : String(err)}`);
    return textResponse(502, FILE_UNAVAILABLE_MESSAGE);
  }
  if (res.status === 401) {
    await res.body?.cancel().catch(() => undefined);
    throw redirect(loginPathWithNext(requestedPath(request)));
  }
  if (!res.ok) return textResponse(...(await refusal(res)));

  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  for (const name of PASSED_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.body, { status: 200, headers });
}

/**
 * Someone else's file or none: 404, without saying which. A conflict (a file not ready
 * yet) keeps the API's Portuguese message; anything else is the API's trouble: 502.
 */
async function refusal(res: Response): Promise<[number, string]> {
  if (res.status === 403 || res.status === 404) {
    await res.body?.cancel().catch(() => undefined);
    return [404, FILE_NOT_FOUND_MESSAGE];
  }
  if (res.status === 409) {
    const body = errorEnvelopeSchema.safeParse(await res.json().catch(() => null));
    return [409, body.success ? body.data.error.message : FILE_UNAVAILABLE_MESSAGE];
  }
  await res.body?.cancel().catch(() => undefined);
  return [502, FILE_UNAVAILABLE_MESSAGE];
}

/** A plain-text answer a browser shows as is, never cached. */
export function textResponse(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
