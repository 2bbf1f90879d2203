// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { companyFileBadType, companyFileMissing, type Track } from '@contabil/contracts';
import { polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { UploadGuideReceiptStep } from './upload-guide-receipt-step';

beforeAll(polyfillRadixDom);
afterEach(cleanup);

const track: Track = {
  trackId: 'create-company',
  status: 'in_progress',
  steps: [
    {
      stepId: 'awaiting-guide',
      status: 'done',
      payload: {
        description: 'Taxa de registro na JUCESP',
        amount: 213.45,
        dueDate: '2026-03-10',
        barcode: '23790123016000000005325000456704789870000021345',
      },
    },
  ],
};

function renderStep() {
  const fetch = vi.fn<typeof globalThis.fetch>();
  renderInApp(
    <UploadGuideReceiptStep
      companyId="4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01"
      trackId="create-company"
      track={track}
      onSaved={vi.fn()}
    />,
    fetch,
  );
  return fetch;
}

describe('UploadGuideReceiptStep', () => {
  test('shows the guide: description, amount in reais, due date and the linha digitável to copy', () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Taxa de registro na JUCESP' })).toBeTruthy();
    expect(screen.getByText('R$ 213,45')).toBeTruthy();
    expect(screen.getByText('10/03/2026')).toBeTruthy();
    expect(screen.getByText('23790.12301 60000.000053 25000.456704 7 89870000021345')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar linha digitável' })).toBeTruthy();
  });

  test("checks the file before sending, with the contract's messages", async () => {
    const fetch = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar comprovante' }));
    await waitFor(() => expect(screen.getByText(companyFileMissing)).toBeTruthy());

    const gif = new File(['GIF89a'], 'comprovante.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Comprovante de pagamento'), { target: { files: [gif] } });
    expect(screen.getByText(companyFileBadType)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
