import { AREAS_PATH, areaPath } from '~/features/areas';
import { fetchAreaList } from '~/features/areas/index.server';
import { listAllPostsForSitemap } from '~/features/blog/index.server';
import { BLOG_PATH, blogPostPath } from '~/features/blog';
import { CNAE_TOOL_PATH, cnaeSlugPath } from '~/features/cnae-tool';
import { fetchSitemapCities, fetchSitemapCnaes } from './sitemap-api.server';

/** A page of a sitemap file: its path on the site and, when known, its last change. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/** One file under `/sitemaps/`: its name (without `.xml`) and where its pages come from. */
export interface SitemapFile {
  name: string;
  pages(signal: AbortSignal): Promise<SitemapPage[]>;
}

/** The public pages with a fixed address (spec section 2), `/404` aside. */
export const FIXED_PUBLIC_PATHS = [
  '/',
  '/abrir-empresa',
  '/trocar-contador',
  AREAS_PATH,
  '/lp/irpf/2026',
  '/lp/irpf/2025',
  '/lp/irpf/2024',
  CNAE_TOOL_PATH,
  BLOG_PATH,
] as const;

export const CITY_PAGE_PREFIXES = { accounting: '/contabilidade-em', accountant: '/contador-em' } as const;

/** `/contabilidade-em/sao-paulo-sp`: the city's slug, then its state in lower case. */
export function cityPagePath(prefix: string, city: { slug: string; uf: string }): string {
  return `${prefix}/${city.slug}-${city.uf.toLowerCase()}`;
}

async function fixedAndAreaPages(signal: AbortSignal): Promise<SitemapPage[]> {
  const areas = await fetchAreaList(signal);
  return [...FIXED_PUBLIC_PATHS, ...areas.map((area) => areaPath(area.slug))].map((path) => ({ path }));
}

async function blogPostPages(): Promise<SitemapPage[]> {
  const posts = await listAllPostsForSitemap();
  return posts.map((post) => ({ path: blogPostPath(post.slug), lastmod: post.updatedOn }));
}

async function cnaePages(signal: AbortSignal): Promise<SitemapPage[]> {
  const cnaes = await fetchSitemapCnaes(signal);
  return cnaes.map((cnae) => ({ path: cnaeSlugPath(cnae.slug) }));
}

function cityPages(prefix: string) {
  return async (signal: AbortSignal): Promise<SitemapPage[]> => {
    const cities = await fetchSitemapCities(signal);
    return cities.map((city) => ({ path: cityPagePath(prefix, city) }));
  };
}

/** Every file of the sitemap index, in its order. Each stays far below 50,000 addresses (cities: 5,571). */
export const SITEMAP_FILES: readonly SitemapFile[] = [
  { name: 'pages', pages: fixedAndAreaPages },
  { name: 'blog', pages: blogPostPages },
  { name: 'cnae', pages: cnaePages },
  { name: 'cidades-contabilidade', pages: cityPages(CITY_PAGE_PREFIXES.accounting) },
  { name: 'cidades-contador', pages: cityPages(CITY_PAGE_PREFIXES.accountant) },
];

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

export function sitemapFilePath(name: string): string {
  return `/sitemaps/${name}.xml`;
}
