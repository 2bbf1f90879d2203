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

export const publicRuntimeConfig = readPublicRuntimeConfig(process.env);
