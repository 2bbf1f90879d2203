import { describe, expect, test } from 'vitest';
import { readPublicRuntimeConfig, readSiteUrl } from './runtime-config.server';

describe('readPublicRuntimeConfig', () => {
  test('defaults to the local API and its functions path', () => {
    expect(readPublicRuntimeConfig({})).toEqual({
      apiBaseUrl: 'http://localhost:3001',
      functionsBaseUrl: 'http://localhost:3001/functions',
      cepLookupUrl: 'https://viacep.com.br/ws',
    });
  });

  test('takes the address lookup from CEP_LOOKUP_URL', () => {
    expect(readPublicRuntimeConfig({ CEP_LOOKUP_URL: 'http://127.0.0.1:3999/ws/' }).cepLookupUrl).toBe(
      'http://127.0.0.1:3999/ws',
    );
    expect(() => readPublicRuntimeConfig({ CEP_LOOKUP_URL: 'viacep' })).toThrow(/CEP_LOOKUP_URL/);
  });

  test('derives the functions URL from API_PUBLIC_URL unless FUNCTIONS_BASE_URL is set', () => {
    expect(readPublicRuntimeConfig({ API_PUBLIC_URL: 'https://api.exemplo.com.br/' })).toEqual({
      apiBaseUrl: 'https://api.exemplo.com.br',
      functionsBaseUrl: 'https://api.exemplo.com.br/functions',
      cepLookupUrl: 'https://viacep.com.br/ws',
    });
    expect(
      readPublicRuntimeConfig({
        API_PUBLIC_URL: 'https://api.exemplo.com.br',
        FUNCTIONS_BASE_URL: 'https://fn.exemplo.com.br/v1',
      }).functionsBaseUrl,
    ).toBe('https://fn.exemplo.com.br/v1');
  });

  test('exposes nothing else from the environment', () => {
    const config = readPublicRuntimeConfig({
      API_PUBLIC_URL: 'http://api',
      JWT_SECRET: 'segredo',
      DATABASE_URL: 'postgres://x',
    });
    expect(Object.keys(config).sort()).toEqual(['apiBaseUrl', 'cepLookupUrl', 'functionsBaseUrl']);
  });

  test('refuses a value that is not an http(s) URL', () => {
    expect(() => readPublicRuntimeConfig({ API_PUBLIC_URL: 'localhost:3001' })).toThrow(/API_PUBLIC_URL/);
    expect(() => readPublicRuntimeConfig({ FUNCTIONS_BASE_URL: 'ftp://x' })).toThrow(/FUNCTIONS_BASE_URL/);
  });
});

describe('readSiteUrl', () => {
  test('is null without SITE_URL, so each request uses its own origin', () => {
    expect(readSiteUrl({})).toBeNull();
  });

  test('keeps only the origin of SITE_URL and refuses a malformed one', () => {
    expect(readSiteUrl({ SITE_URL: 'https://www.exemplo.com.br/qualquer/' })).toBe('https://www.exemplo.com.br');
    expect(() => readSiteUrl({ SITE_URL: 'exemplo.com.br' })).toThrow(/SITE_URL/);
    expect(() => readSiteUrl({ SITE_URL: 'ftp://exemplo.com.br' })).toThrow(/SITE_URL/);
  });
});
