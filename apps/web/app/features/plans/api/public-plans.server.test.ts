import { describe, expect, test, vi } from 'vitest';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { fetchPublicPlans } from './public-plans.server';

const plan = (slug: string, sortOrder: number, isActive = true) => ({
  id: `0000000${sortOrder}-0000-4000-8000-000000000000`,
  slug,
  name: slug,
  description: '',
  price: 99.9,
  features: [],
  isActive,
  sortOrder,
});

describe('fetchPublicPlans', () => {
  test('asks GET /plans and answers the active plans in their order', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ data: [plan('premium', 3), plan('basico', 1), plan('antigo', 2, false)] }),
    );
    const plans = await fetchPublicPlans(undefined, fetch as unknown as typeof globalThis.fetch);
    expect(plans?.map((p) => p.slug)).toEqual(['basico', 'premium']);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(`${publicRuntimeConfig.apiBaseUrl}/plans`);
  });

  test.each([
    ['down', () => Promise.reject(new TypeError('fetch failed'))],
    ['failing', async () => Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 })],
    ['odd', async () => Response.json({ data: [{ name: 'x' }] })],
  ])('null when the API is %s', async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchPublicPlans(undefined, answer as unknown as typeof globalThis.fetch)).toBeNull();
  });
});
