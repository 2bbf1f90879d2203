import { afterEach, describe, expect, test, vi } from 'vitest';
import { createAccessTokens } from './access-token.js';

// verify() keeps the tokens it verified until their expiry (decision 017): only the very
// same text is answered from memory, and never after its expiry.

const secret = 'a-secret-for-the-access-token-test-000000';
const payload = { sub: '0b9f5d36-0a52-4f3c-9d83-4b1f1e0c2a11', email: 'a@exemplo.com.br', roles: [], companies: [] };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens: verified tokens kept until their expiry', () => {
  test('the same token again is answered alike; an altered one is refused', async () => {
    const tokens = createAccessTokens(secret);
    const token = await tokens.sign({ ...payload, companyId: null, sid: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924' });
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ sub: payload.sub, sid: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924' });
    expect(await tokens.verify(token)).toEqual(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first?.roles)).toBe(true);
    const [header, body, signature = ''] = token.split('.');
    const altered = `${header}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(altered)).toBeNull();
    // Signed with another key: refused, even though a token of the same claims was verified.
    const other = await createAccessTokens('another-secret-that-is-long-enough-000000').sign({
      ...payload,
      companyId: null,
    });
    expect(await tokens.verify(other)).toBeNull();
  });

  test('a kept token is refused once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2026-11-27T12:00:00Z');
    vi.setSystemTime(now);
    const tokens = createAccessTokens(secret);
    const token = await tokens.sign({ ...payload, companyId: null }, Math.floor(now.getTime() / 1000), 60);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date(now.getTime() + 59_000));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date(now.getTime() + 60_000));
    expect(await tokens.verify(token)).toBeNull();
  });
});
