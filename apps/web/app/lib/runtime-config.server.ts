import type { PublicRuntimeConfig } from './runtime-config';

const DEFAULT_API_PUBLIC_URL = 'http://localhost:3001';
const DEFAULT_CEP_LOOKUP_URL = 'https://viacep.com.br/ws';

/** Reads the public subset of the server's environment; a malformed URL stops the server at boot. */
export function readPublicRuntimeConfig(env: NodeJS.ProcessEnv): PublicRuntimeConfig {
  const apiBaseUrl = normaliseUrl('API_PUBLIC_URL', env.API_PUBLIC_URL || DEFAULT_API_PUBLIC_URL);
  const functionsBaseUrl = normaliseUrl('FUNCTIONS_BASE_URL', env.FUNCTIONS_BASE_URL || `${apiBaseUrl}/functions`);
  const cepLookupUrl = normaliseUrl('CEP_LOOKUP_URL', env.CEP_LOOKUP_URL || DEFAULT_CEP_LOOKUP_URL);
  return { apiBaseUrl, functionsBaseUrl, cepLookupUrl };
}

function normaliseUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} não é uma URL válida: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} precisa usar http ou https: ${value}`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * The public site's origin for canonical links, Open Graph and the sitemaps (`SITE_URL`,
 * e.g. `https://www.contabil.com.br`), or null to use the origin each request came to.
 * Behind a TLS-terminating proxy the request's origin may read `http://`: set it there.
 */
export function readSiteUrl(env: NodeJS.ProcessEnv): string | null {
  if (!env.SITE_URL) return null;
  return new URL(normaliseUrl('SITE_URL', env.SITE_URL)).origin;
}

/** The origin of public links for this request. */
export function siteUrlFor(request: Request): string {
  return siteUrl ?? new URL(request.url).origin;
}

/** An absolute address on the public site, for canonical links. */
export function absoluteUrlFor(request: Request, path: string): string {
  return new URL(path, siteUrlFor(request)).href;
}

export const publicRuntimeConfig = readPublicRuntimeConfig(process.env);
const siteUrl = readSiteUrl(process.env);
