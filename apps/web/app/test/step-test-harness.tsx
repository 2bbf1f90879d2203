import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createApiClient } from '~/lib/api-client';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createQueryClient } from '~/lib/query-client';
import type { PublicRuntimeConfig } from '~/lib/runtime-config';

export const TEST_RUNTIME_CONFIG: PublicRuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  functionsBaseUrl: 'http://api.test/functions',
  cepLookupUrl: 'http://cep.test/ws',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** What Radix asks of the DOM and jsdom does not have. */
export function polyfillRadixDom(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

/**
 * Renders a wizard piece as the app does (tests only): in a data router whose root
 * carries the runtime config, with a query client and an API client on `fetch`.
 */
export function renderInApp(ui: ReactNode, fetch: typeof globalThis.fetch) {
  const client = createApiClient({ baseUrl: TEST_RUNTIME_CONFIG.apiBaseUrl, fetch, retry: { retries: 0 } });
  const queryClient = createQueryClient();
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => (
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>{ui}</ApiClientProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  return render(
    <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { runtimeConfig: TEST_RUNTIME_CONFIG } } }} />,
  );
}
