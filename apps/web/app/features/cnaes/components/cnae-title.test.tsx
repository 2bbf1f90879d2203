// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createApiClient } from '~/lib/api-client';
import { CnaeTitle } from './cnae-title';

afterEach(cleanup);

// Issue 27, item 11: a saved CNAE shows its title, not the bare code.
test('shows the code, then the title the API gives for it', async () => {
  const fetch: typeof globalThis.fetch = async (input) => {
    expect(String(input)).toContain('/cnaes?search=6201501');
    return new Response(
      JSON.stringify({
        total: 1,
        data: [
          {
            code: '6201-5/01',
            text: 'Desenvolvimento de programas de computador sob encomenda',
            taxRates: { simplesSituation: 'allowed', annex: 'V', isOfficial: false, source: 'x', bands: [] },
            isAllowedMei: false,
            isRFactor: true,
            cnaeAllowedActivities: [],
            cnaeNotAllowedActivities: [],
            obs: [],
            hierarchy: {
              section: { code: 'J', text: 'Informação e comunicação' },
              division: { code: '62', text: 'Serviços de TI' },
              group: { code: '62.0', text: 'Serviços de TI' },
              class: { code: '62.01-5', text: 'Desenvolvimento de programas' },
            },
            isActive: true,
          },
        ],
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  };
  const client = createApiClient({ baseUrl: 'http://api.test', fetch, getAccessToken: () => null });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientProvider client={client}>
        <CnaeTitle code="6201501" />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  expect(screen.getByText('6201-5/01')).toBeTruthy();
  expect(await screen.findByText(/Desenvolvimento de programas de computador sob encomenda/)).toBeTruthy();
});
