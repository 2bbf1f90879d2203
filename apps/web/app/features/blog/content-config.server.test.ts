import { expect, test } from 'vitest';
import { readContentConfig } from './content-config.server';

test('local by default', () => {
  expect(readContentConfig({})).toEqual({ source: 'local' });
  expect(readContentConfig({ CONTENT_SOURCE: '' })).toEqual({ source: 'local' });
});

test('storyblok with its token, the API URL defaulting to v2', () => {
  expect(readContentConfig({ CONTENT_SOURCE: 'storyblok', STORYBLOK_TOKEN: 'abc' })).toEqual({
    source: 'storyblok',
    storyblokApiUrl: 'https://api.storyblok.com/v2',
    storyblokToken: 'abc',
  });
  expect(
    readContentConfig({
      CONTENT_SOURCE: 'storyblok',
      STORYBLOK_TOKEN: 'abc',
      STORYBLOK_API_URL: 'https://api-us.storyblok.com/v2/',
    }),
  ).toMatchObject({ storyblokApiUrl: 'https://api-us.storyblok.com/v2' });
});

test('refuses storyblok without a token, a bad URL or an unknown source', () => {
  expect(() => readContentConfig({ CONTENT_SOURCE: 'storyblok' })).toThrow(
    'STORYBLOK_TOKEN é obrigatório com CONTENT_SOURCE=storyblok',
  );
  expect(() =>
    readContentConfig({ CONTENT_SOURCE: 'storyblok', STORYBLOK_TOKEN: 'abc', STORYBLOK_API_URL: 'ftp://x' }),
  ).toThrow('STORYBLOK_API_URL precisa usar http ou https: ftp://x');
  expect(() =>
    readContentConfig({ CONTENT_SOURCE: 'storyblok', STORYBLOK_TOKEN: 'abc', STORYBLOK_API_URL: 'x' }),
  ).toThrow('STORYBLOK_API_URL não é uma URL válida: x');
  expect(() => readContentConfig({ CONTENT_SOURCE: 'contentful' })).toThrow(
    'CONTENT_SOURCE precisa ser "local" ou "storyblok": contentful',
  );
});
