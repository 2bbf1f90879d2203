import type { AreaDetail, AreaSummary } from '@contabil/contracts';
import type { BadgeView } from '~/features/cnae-tool';

/** `/areas/{slug}`. */
export const areaPath = (slug: string) => `/areas/${slug}`;
export const AREAS_PATH = '/areas';

/** A CNAE row of the area's table, its badges computed on the server. */
export interface AreaCnaeView {
  code: string;
  text: string;
  /** `/tools/cnae/{slug}`. */
  path: string;
  useWhen: string;
  badges: BadgeView[];
}

/** What `/areas/{slug}` renders: plain data, so the page's bundle needs neither zod nor the contracts. */
export interface AreaPageData {
  area: Pick<AreaDetail, 'slug' | 'name' | 'headline' | 'description' | 'sections' | 'faq'>;
  cnaes: AreaCnaeView[];
  /** Whether a CNAE's annex is our reading, not an official table (the page says so in plain words). */
  hasUnofficialAnnex: boolean;
  otherAreas: AreaSummary[];
  canonicalUrl: string;
}
