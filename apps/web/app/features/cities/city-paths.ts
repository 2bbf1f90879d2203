/** The two addresses of a city page (spec section 2): one about accounting, one about the accountant. */
export type CityVariant = 'accounting' | 'accountant';

export const CITY_PATH_PREFIX: Record<CityVariant, string> = {
  accounting: '/contabilidade-em/',
  accountant: '/contador-em/',
};

/** `/contabilidade-em/sao-paulo-sp` or `/contador-em/sao-paulo-sp`. */
export function cityPath(variant: CityVariant, pageSlug: string): string {
  return `${CITY_PATH_PREFIX[variant]}${pageSlug}`;
}

/**
 * The two variants say the same about the city, so search engines get one address for it:
 * `/contador-em/...` names `/contabilidade-em/...` as its canonical.
 */
export function canonicalCityPath(pageSlug: string): string {
  return cityPath('accounting', pageSlug);
}
