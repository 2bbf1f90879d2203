import { cityDescription, cityTitle } from './city-content';
import type { CityPageData } from './city-route.server';

/** schema.org Service offered in the city (City inside its State), for the page's JSON-LD. */
export function cityStructuredData(page: CityPageData): Record<string, unknown> {
  const { city, variant } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: cityTitle(variant, city),
    description: cityDescription(variant, city),
    serviceType: 'Contabilidade',
    url: page.canonicalUrl,
    areaServed: {
      '@type': 'City',
      name: city.name,
      containedInPlace: { '@type': 'State', name: city.stateName },
    },
  };
}
