import { data, type LoaderFunctionArgs } from 'react-router';
import type { AreaDetail } from '@contabil/contracts';
import { blogContent } from '~/features/blog/index.server';
import type { AreaTexts } from '~/features/blog';
import { cnaeSlugPath } from '~/features/cnae-tool';
import { cnaeBadges } from '~/features/cnae-tool/index.server';
import { notFound } from '~/lib/not-found.server';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import {
  PUBLIC_PAGE_UNAVAILABLE_MESSAGE,
  PublicApiUnavailableError,
  publicPageUnavailable,
} from '~/lib/public-api.server';
import { absoluteUrlFor } from '~/lib/runtime-config.server';
import { cachedAreaList } from './area-list-cache.server';
import { withAreaListTexts } from './area-list-texts.server';
import { areaPath, type AreaCnaeView, type AreaPageData } from './area-page-data';
import { fetchArea } from './areas-api.server';

/** Slugs are lower-case words joined by hyphens; anything else is not looked up. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const AREA_UNAVAILABLE_MESSAGE = PUBLIC_PAGE_UNAVAILABLE_MESSAGE;

function toCnaeView(cnae: AreaDetail['cnaes'][number]): AreaCnaeView {
  return {
    code: cnae.code,
    text: cnae.text,
    path: cnaeSlugPath(cnae.slug),
    useWhen: cnae.useWhen,
    badges: cnaeBadges({
      isAllowedMei: cnae.isAllowedMei,
      isRFactor: cnae.simples.isRFactor,
      isActive: cnae.isActive,
      taxRates: { simplesSituation: cnae.simples.situation, annex: cnae.simples.annex },
    }),
  };
}

/** The area's texts from the content source (Storyblok's `areas/{slug}`); none when it has none or fails (logged). */
async function areaTexts(slug: string): Promise<Partial<AreaTexts>> {
  const source = blogContent();
  return (source.areaTexts?.(slug) ?? Promise.resolve({})).catch((err: unknown) => {
    console.error(`area page: texts not loaded: ${err instanceof Error ? err.message : String(err)}`);
    return {};
  });
}

/**
 * `/areas/{slug}`: the area from `GET {functions}/areas/{slug}`, with the other areas for
 * links, its texts from the content source where it has them. An unknown slug is a 404; the API down is a 503 with a Portuguese message, not
 * cached. The other areas come from a cache and may be missing: the page renders anyway.
 */
export async function areaLoader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!SLUG_PATTERN.test(slug) || slug.length > 80) notFound(request);

  let area: AreaDetail | null;
  let areas;
  let texts: Partial<AreaTexts>;
  try {
    [area, areas, texts] = await Promise.all([
      fetchArea(slug, request.signal),
      cachedAreaList(request.signal).then(withAreaListTexts),
      areaTexts(slug),
    ]);
  } catch (err) {
    if (!(err instanceof PublicApiUnavailableError)) throw err;
    publicPageUnavailable('area page', err);
  }
  if (!area) notFound(request);

  const page: AreaPageData = {
    area: {
      slug: area.slug,
      name: area.name,
      headline: area.headline,
      description: area.description,
      sections: area.sections,
      faq: area.faq,
      // The content service's texts win where it has them (issue 26, item 5).
      ...texts,
    },
    cnaes: area.cnaes.map(toCnaeView),
    // Whether a caveat is due; the mapping's source (a library and commit) is for the docs and the admin only.
    hasUnofficialAnnex: area.cnaes.some((cnae) => !cnae.simples.isOfficial),
    otherAreas: areas.filter((other) => other.slug !== area.slug),
    canonicalUrl: absoluteUrlFor(request, areaPath(area.slug)),
  };
  return data(page, { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } });
}
