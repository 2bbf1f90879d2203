import { afterEach, describe, expect, test, vi } from 'vitest';
import type { UNSAFE_DataWithResponseInit } from 'react-router';
import { loaderArgs } from '~/lib/loader-test-support';
import { trackLandingLoader } from './track-landing-route.server';

afterEach(() => vi.unstubAllGlobals());

type Answer = UNSAFE_DataWithResponseInit<{ plans: unknown[] | null }>;
const cacheControlOf = (answer: Answer) => new Headers(answer.init?.headers).get('Cache-Control');

describe('trackLandingLoader', () => {
  test('with the plans: no Cache-Control of its own (the public default applies)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [] })),
    );
    const answer = (await trackLandingLoader(loaderArgs('http://site.test/abrir-empresa'))) as Answer;
    expect(answer.data.plans).toEqual([]);
    expect(cacheControlOf(answer)).toBeNull();
  });

  test('the API down: the page without prices, and no one keeps it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const answer = (await trackLandingLoader(loaderArgs('http://site.test/trocar-contador'))) as Answer;
    expect(answer.data.plans).toBeNull();
    expect(cacheControlOf(answer)).toBe('no-store');
  });
});
