import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  lucaAliasSuggestionsSchema,
  lucaCnaeMatchSchema,
  type LucaAliasSuggestions,
  type LucaClarification,
  type LucaCnaeMatch,
} from '@contabil/contracts';
import { createApiClient, type ApiClient } from '~/lib/api-client';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { readStoredSession } from '~/lib/session-cookies';

/**
 * A client for the functions API (`functionsBaseUrl`), where Luca lives. The calls are
 * public; the access token goes along when there is one (the limit is then per user too),
 * and a stale one is simply ignored by the API, so no refresh is needed here.
 */
export function createFunctionsClient(functionsBaseUrl: string, fetch?: typeof globalThis.fetch): ApiClient {
  return createApiClient({
    baseUrl: functionsBaseUrl,
    getAccessToken: () => (typeof document === 'undefined' ? null : readStoredSession().accessToken),
    ...(fetch ? { fetch } : {}),
  });
}

/**
 * `POST {functionsBaseUrl}/luca/cnaes/match`: Luca's CNAE subclasses for what the person
 * wrote; after Luca's question, with the option picked (`clarification`).
 */
export function matchCnaesWithLuca(
  client: ApiClient,
  intent: string,
  signal?: AbortSignal,
  clarification?: LucaClarification,
): Promise<LucaCnaeMatch> {
  return client.request('/luca/cnaes/match', {
    method: 'POST',
    body: clarification ? { intent, clarification } : { intent },
    schema: lucaCnaeMatchSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useLucaCnaeMatch(fetch?: typeof globalThis.fetch) {
  const { functionsBaseUrl } = useRuntimeConfig();
  const client = useMemo(() => createFunctionsClient(functionsBaseUrl, fetch), [functionsBaseUrl, fetch]);
  return useMutation({
    mutationFn: ({ intent, clarification }: { intent: string; clarification?: LucaClarification }) =>
      matchCnaesWithLuca(client, intent, undefined, clarification),
  });
}

/** `POST {functionsBaseUrl}/luca/companies/alias-suggest`: trade names from what the company does. */
function suggestAliasesWithLuca(client: ApiClient, intent: string): Promise<LucaAliasSuggestions> {
  return client.request('/luca/companies/alias-suggest', {
    method: 'POST',
    body: { intent },
    schema: lucaAliasSuggestionsSchema,
  });
}

export function useLucaAliasSuggestions(fetch?: typeof globalThis.fetch) {
  const { functionsBaseUrl } = useRuntimeConfig();
  const client = useMemo(() => createFunctionsClient(functionsBaseUrl, fetch), [functionsBaseUrl, fetch]);
  return useMutation({ mutationFn: (intent: string) => suggestAliasesWithLuca(client, intent) });
}
