import { redirect } from 'react-router';
import { requestedPath } from '~/features/session/session-middleware.server';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { loginPathWithNext } from '~/lib/safe-redirect';
import { readSession } from '~/lib/session-cookies';
import type { Route } from './+types/company-file';

const API_TIMEOUT_MS = 15_000;
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const;

/**
 * `GET /app/admin/companies/:companyId/files/:fileId`: a file the company sent (the guide
 * receipt), fetched from the API with the person's token from the session cookie so
 * that a plain link downloads it. The API decides who may see it.
 */
export async function loader({ request, params }: Route.LoaderArgs): Promise<Response> {
  const token = readSession(request.headers.get('cookie')).accessToken;
  if (!token) throw redirect(loginPathWithNext(requestedPath(request)));

  const path = `/companies/${encodeURIComponent(params.companyId)}/files/${encodeURIComponent(params.fileId)}`;
  let res: Response;
  try {
    res = await fetch(`${publicRuntimeConfig.apiBaseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    });
  } catch (err) {
    console.error(`company-file: API unavailable: ${err instanceof Error ? err.message : String(err)}`);
    return text(502, 'Não foi possível baixar o arquivo agora. Tente novamente em instantes.');
  }
  if (res.status === 401) throw redirect(loginPathWithNext(requestedPath(request)));
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    if (res.status === 403 || res.status === 404) return text(404, 'Arquivo não encontrado.');
    return text(502, 'Não foi possível baixar o arquivo agora. Tente novamente em instantes.');
  }
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  for (const name of PASSED_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.body, { status: 200, headers });
}

function text(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
