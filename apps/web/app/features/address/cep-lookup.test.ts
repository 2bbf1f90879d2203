import { describe, expect, test, vi } from 'vitest';
import { lookupCep, viaCepToAddress } from './cep-lookup';

// ViaCEP's answers as saved from the service (BrasilAPI/cep-promise fixtures, MIT).
const found = {
  cep: '05010-000',
  logradouro: 'Rua Caiubi',
  complemento: '',
  bairro: 'Perdizes',
  localidade: 'São Paulo',
  uf: 'SP',
  unidade: '',
  ibge: '3550308',
  gia: '1004',
};
const notFound = { erro: true };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('viaCepToAddress', () => {
  test("maps ViaCEP's fields to the spec's lookup result", () => {
    expect(viaCepToAddress(found)).toEqual({
      zipCode: '05010000',
      state: 'SP',
      city: 'São Paulo',
      street: 'Rua Caiubi',
      neighborhood: 'Perdizes',
      ibgeCode: 3550308,
    });
  });

  test('keeps a complement when there is one', () => {
    expect(viaCepToAddress({ ...found, cep: '01001-000', complemento: 'lado ímpar' })?.complement).toBe('lado ímpar');
  });

  test('erro (boolean or string) and nonsense are "not found"', () => {
    expect(viaCepToAddress(notFound)).toBeNull();
    expect(viaCepToAddress({ erro: 'true' })).toBeNull();
    expect(viaCepToAddress(null)).toBeNull();
    expect(viaCepToAddress({ cep: '123' })).toBeNull();
  });
});

describe('lookupCep', () => {
  const baseUrl = 'https://viacep.test/ws/';

  test('asks {base}/{8 digits}/json and answers the address', async () => {
    const fetch = vi.fn(async () => json(200, found));
    await expect(lookupCep('05010-000', { baseUrl, fetch })).resolves.toEqual({
      status: 'found',
      address: expect.objectContaining({ street: 'Rua Caiubi', city: 'São Paulo', state: 'SP' }),
    });
    expect(fetch).toHaveBeenCalledWith('https://viacep.test/ws/05010000/json', expect.anything());
  });

  test('an unknown CEP or a 400 is "not found"', async () => {
    await expect(lookupCep('99999999', { baseUrl, fetch: async () => json(200, notFound) })).resolves.toEqual({
      status: 'not_found',
    });
    await expect(lookupCep('99999999', { baseUrl, fetch: async () => json(400, {}) })).resolves.toEqual({
      status: 'not_found',
    });
  });

  test('a service down, a 5xx or a broken answer is "unavailable": the person types the address', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(lookupCep('05010000', { baseUrl, fetch: down })).resolves.toEqual({ status: 'unavailable' });
    await expect(lookupCep('05010000', { baseUrl, fetch: async () => json(503, {}) })).resolves.toEqual({
      status: 'unavailable',
    });
    await expect(
      lookupCep('05010000', { baseUrl, fetch: async () => new Response('<html>', { status: 200 }) }),
    ).resolves.toEqual({ status: 'unavailable' });
  });

  test('a CEP without 8 digits is not sent', async () => {
    const fetch = vi.fn(async () => json(200, found));
    await expect(lookupCep('0501', { baseUrl, fetch })).resolves.toEqual({ status: 'not_found' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
