import { useRouteLoaderData } from 'react-router';

/**
 * The only server settings the browser may see. Anything added here ends up in
 * every page's HTML, so it must be safe to publish.
 */
export interface PublicRuntimeConfig {
  apiBaseUrl: string;
  functionsBaseUrl: string;
  /** ViaCEP-compatible address lookup, called from the browser without a token: GET {url}/{cep}/json. */
  cepLookupUrl: string;
}

export function useRuntimeConfig(): PublicRuntimeConfig {
  const data = useRouteLoaderData('root') as { runtimeConfig: PublicRuntimeConfig } | undefined;
  // The root loader always runs first; missing data means the root route failed.
  if (!data) throw new Error('Configuração de execução indisponível');
  return data.runtimeConfig;
}
