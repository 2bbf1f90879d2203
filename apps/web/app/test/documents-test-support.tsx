import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CompanyDocument } from '@contabil/contracts';
import { TEST_RUNTIME_CONFIG } from '~/test/step-test-harness';
import { createApiClient } from '~/lib/api-client';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createQueryClient } from '~/lib/query-client';

// Shared by the documents tests (not part of the app's bundle: only tests import it).

export const COMPANY_ID = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';
export const DOCUMENT_ID = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';

/** Just what putToSignedLink uses of XMLHttpRequest. */
export class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = true;
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

export function sampleDocument(overrides: Partial<CompanyDocument> = {}): CompanyDocument {
  return {
    id: DOCUMENT_ID,
    companyId: COMPANY_ID,
    type: 'das',
    group: 'guide',
    title: 'DAS',
    key: 'documents/4d0f/das-03-2026.pdf',
    fileName: 'das-03-2026.pdf',
    contentType: 'application/pdf',
    size: 2048,
    status: 'pending',
    competence: '2026-03',
    dueDate: '2026-04-20',
    amount: 1234.56,
    rejectionReason: null,
    paidAt: null,
    receiptDocumentId: null,
    nfsRequestId: null,
    uploadedBy: { uid: '1b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a', name: 'Helena Contadora' },
    fromAccountant: true,
    createdAt: '2026-04-01T13:00:00.000Z',
    updatedAt: '2026-04-01T13:00:00.000Z',
    ...overrides,
  };
}

/**
 * Renders a documents screen as the app does: in a data router whose root loader gives
 * the runtime config (so it survives the URL changes of the filters), with a query
 * client and an API client on `fetch`.
 */
export function renderDocuments(ui: ReactNode, fetch: typeof globalThis.fetch, path = '/app/documents') {
  const client = createApiClient({ baseUrl: TEST_RUNTIME_CONFIG.apiBaseUrl, fetch, retry: { retries: 0 } });
  const queryClient = createQueryClient();
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ runtimeConfig: TEST_RUNTIME_CONFIG }),
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>{ui}</ApiClientProvider>
        </QueryClientProvider>
      ),
      children: [{ path: '*', Component: () => null }],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
