import { afterEach, describe, expect, test, vi } from 'vitest';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { submitLead } from './submit-lead.server';

function post(fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  return new Request('http://localhost:3000/abrir-empresa', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const valid = { name: 'Ana Souza', email: 'ana@exemplo.com.br', phone: '+55 (11) 91234-5678', planId: '' };

afterEach(() => vi.restoreAllMocks());

describe('submitLead', () => {
  test('posts the checked lead to the API and answers sent', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ data: {} }, { status: 201 }),
    );
    expect(await submitLead(post(valid), fetch as typeof globalThis.fetch)).toEqual({ status: 'sent' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(`${publicRuntimeConfig.apiBaseUrl}/leads`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      phone: '+55 (11) 91234-5678',
    });
  });

  test('a bad form answers the messages without calling the API', async () => {
    const fetch = vi.fn();
    expect(await submitLead(post({ ...valid, phone: '+55 (11) 9', email: 'x' }), fetch)).toEqual({
      status: 'invalid',
      fieldErrors: { email: 'E-mail inválido', phone: 'Celular inválido' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  test("the API's field messages go under the fields", async () => {
    const fetch = async () =>
      Response.json(
        { error: { code: 'validation_error', message: 'Celular inválido', fields: { phone: 'Celular inválido' } } },
        { status: 400 },
      );
    expect(await submitLead(post(valid), fetch)).toEqual({
      status: 'invalid',
      fieldErrors: { phone: 'Celular inválido' },
    });
  });

  test.each([
    ['down', () => Promise.reject(new TypeError('fetch failed'))],
    ['failing', async () => Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 })],
  ])('the API %s: a message to try again', async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await submitLead(post(valid), answer as typeof globalThis.fetch);
    expect(result).toEqual({ status: 'error', message: expect.stringContaining('Tente novamente') });
  });
});
