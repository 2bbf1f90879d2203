// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { messages, type Plan, type Track } from '@contabil/contracts';
import { json, polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { rememberChosenPlan } from '~/lib/sign-up-path';
import { SubscriptionStep } from './subscription-step';

beforeAll(polyfillRadixDom);
afterEach(cleanup);

const plan = (slug: string, name: string, sortOrder: number): Plan => ({
  id: `00000000-0000-4000-8000-00000000000${sortOrder}`,
  slug,
  name,
  description: '',
  price: 89 * sortOrder,
  features: [],
  isActive: true,
  sortOrder,
});
const plans = [plan('mei', 'MEI', 1), plan('servicos', 'Serviços', 2)];

function renderWithSize(size: 'MEI' | 'ME') {
  const track: Track = {
    trackId: 'create-company',
    status: 'in_progress',
    steps: [
      { stepId: 'partner-registration', status: 'done', payload: {} },
      { stepId: 'pre-registration', status: 'done', payload: { size } },
      { stepId: 'select-fiscal-address', status: 'done', payload: {} },
    ],
  };
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
    String(input).includes('/plans') ? json(200, { data: plans }) : json(200, { data: track }),
  );
  renderInApp(
    <SubscriptionStep
      companyId="4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01"
      trackId="create-company"
      track={track}
      onSaved={vi.fn()}
    />,
    fetch,
  );
}

describe('SubscriptionStep', () => {
  test('a company that is not a MEI cannot choose the MEI plan, and is told why', async () => {
    renderWithSize('ME');
    const mei = await screen.findByRole('button', { name: 'Escolher plano MEI' });
    expect(mei.hasAttribute('disabled')).toBe(true);
    expect(mei.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(`${messages.meiPlanOnlyForMei}.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Escolher plano Serviços' }).hasAttribute('disabled')).toBe(false);
  });

  test('the plan chosen on the public page before the sign-up is pre-selected', async () => {
    rememberChosenPlan('servicos');
    renderWithSize('ME');
    const chosen = await screen.findByText('Escolhido');
    expect(chosen.closest('li')?.textContent).toContain('Serviços');
    sessionStorage.clear();
  });

  test('a plan chosen on the public page that the company may not take is not pre-selected', async () => {
    rememberChosenPlan('mei');
    renderWithSize('ME');
    await screen.findByRole('button', { name: 'Escolher plano MEI' });
    expect(screen.queryByText('Escolhido')).toBeNull();
    sessionStorage.clear();
  });

  test('a MEI can choose every plan', async () => {
    renderWithSize('MEI');
    expect((await screen.findByRole('button', { name: 'Escolher plano MEI' })).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(`${messages.meiPlanOnlyForMei}.`)).toBeNull();
  });
});
