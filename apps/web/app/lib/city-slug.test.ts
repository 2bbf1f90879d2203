import { describe, expect, test } from 'vitest';
import { parseCitySlug } from './city-slug';

describe('parseCitySlug', () => {
  test('the last two letters are the state and the rest is the city', () => {
    expect(parseCitySlug('sao-paulo-sp')).toEqual({ citySlug: 'sao-paulo', cityName: 'Sao Paulo', state: 'SP' });
  });

  test('short words inside a city name stay lower case', () => {
    expect(parseCitySlug('rio-de-janeiro-rj')).toEqual({
      citySlug: 'rio-de-janeiro',
      cityName: 'Rio de Janeiro',
      state: 'RJ',
    });
  });

  test('a one-word city and upper-case letters in the URL are read too', () => {
    expect(parseCitySlug('Curitiba-PR')).toEqual({ citySlug: 'curitiba', cityName: 'Curitiba', state: 'PR' });
  });

  test.each(['sao-paulo', 'sp', 'sao-paulo-xx', 'sao-paulo-spp', 'sao--paulo-sp', '-sp', 'sao paulo-sp', ''])(
    '%j is not a city slug',
    (slug) => {
      expect(parseCitySlug(slug)).toBeNull();
    },
  );
});
