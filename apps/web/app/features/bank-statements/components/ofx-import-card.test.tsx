// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { bankStatementMessages, OFX_MAX_BYTES, type OfxUploadResult } from '@contabil/contracts';
import { FakeRequest, renderDocuments } from '~/test/documents-test-support';
import { json, polyfillRadixDom } from '~/test/step-test-harness';
import { OfxImportCard } from './ofx-import-card';

const COMPANY_ID = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';
const ACCOUNT_ID = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';

beforeAll(polyfillRadixDom);
// The machine running the whole suite may be busy: give the screens time to answer.
configure({ asyncUtilTimeout: 5000 });

let requests: FakeRequest[] = [];
beforeEach(() => {
  requests = [];
  document.cookie = 'accessToken=token-do-carlos; Path=/';
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeRequest {
      constructor() {
        super();
        requests.push(this);
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'accessToken=; Path=/; Max-Age=0';
});

const result: OfxUploadResult = {
  importId: '00000000-0000-4000-8000-000000000001',
  fileName: 'extrato.ofx',
  imported: 10,
  skippedDuplicates: 2,
  flagged: 1,
  ignoredBalanceRows: 2,
  categorised: 0,
  accounts: [
    {
      accountId: ACCOUNT_ID,
      name: 'Banco do Brasil · ag. 3210-4 · c/c 45678-9',
      kind: 'bank',
      currency: 'BRL',
      created: true,
      imported: 10,
      skippedDuplicates: 2,
      flagged: 1,
    },
  ],
  notes: [],
};

function renderCard() {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => json(404, {}));
  renderDocuments(<OfxImportCard companyId={COMPANY_ID} />, fetch, '/app/bank-statements/accounts');
  return fetch;
}

async function choose(file: File) {
  fireEvent.change(await screen.findByLabelText('Arquivo do extrato'), { target: { files: [file] } });
}

const ofx = (size = 2048) => new File(['x'.repeat(size)], 'extrato.ofx', { type: 'application/x-ofx' });

describe('OfxImportCard', () => {
  test('sends the file as multipart with the token, shows the progress, then the summary per account', async () => {
    renderCard();
    await choose(ofx());
    await waitFor(() => expect(requests).toHaveLength(1));
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`http://api.test/bank-statements/ofx/upload?companyId=${COMPANY_ID}`);
    expect(request.headers.authorization).toBe('Bearer token-do-carlos');
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);

    request.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 2048 });
    const bar = await screen.findByRole('progressbar', { name: 'Envio do extrato' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    request.upload.onprogress?.({ lengthComputable: true, loaded: 2048, total: 2048 });
    expect(await screen.findByText('Arquivo enviado. Lendo as transações…')).toBeTruthy();

    request.answer(201, JSON.stringify({ data: result }));
    const summary = await screen.findByRole('status', { name: 'Resultado da importação' });
    expect(summary.textContent).toContain(
      '10 importadas, 2 ignoradas por já existirem, 1 possível duplicidade para revisar.',
    );
    expect(summary.textContent).toContain('2 linhas de saldo do banco');
    expect(summary.textContent).toContain('(nova conta)');
    const link = screen.getByRole('link', { name: /Revisar as duplicidades e categorizar/ });
    expect(link.getAttribute('href')).toBe(`/app/bank-statements/accounts/${ACCOUNT_ID}/transactions`);
  });

  test("the API's refusal in Portuguese; a 413 without the API's envelope still says the file is too big", async () => {
    renderCard();
    await choose(ofx());
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]!.answer(
      422,
      JSON.stringify({ error: { code: 'unprocessable', message: bankStatementMessages.noTransactions } }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(bankStatementMessages.noTransactions);

    await choose(ofx());
    await waitFor(() => expect(requests).toHaveLength(2));
    requests[1]!.answer(413, '<html>Request Entity Too Large</html>');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(bankStatementMessages.fileTooLarge));
  });

  test('an empty file or one over 10 MB is refused before anything is sent', async () => {
    renderCard();
    await choose(ofx(0));
    expect((await screen.findByRole('alert')).textContent).toBe(bankStatementMessages.emptyFile);
    const huge = ofx(1);
    Object.defineProperty(huge, 'size', { value: OFX_MAX_BYTES + 1 });
    await choose(huge);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(bankStatementMessages.fileTooLarge));
    expect(requests).toHaveLength(0);
  });
});
