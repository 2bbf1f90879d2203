import type { MetaDescriptor } from 'react-router';
import { pageTitle } from './page-meta';
import { PRODUCT_NAME, SITE_DESCRIPTION } from './site';

/**
 * Search-engine and link-preview metadata of a public page: title, description, canonical
 * address, Open Graph and Twitter tags, and schema.org structured data (the Organization on
 * every page, a BreadcrumbList on every page but the home, a FAQPage where the page has
 * questions, plus anything the page adds). Canonical addresses use the site's origin from
 * the root loader (`SITE_URL`, else the address the request came to).
 */

export interface Breadcrumb {
  name: string;
  /** Path on the site ("/blog"); the last crumb is the page itself. */
  path: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface PublicSeo {
  /** The page's part of the title; the home passes `fullTitle` instead. */
  title: string;
  /** Used as is, without " | Contábil Online" (the home). */
  fullTitle?: boolean;
  description: string;
  /** Canonical path; defaults to the page's own path without its query. */
  path?: string;
  /** Trail from the home to this page, without "Início" (added here); omit on the home. */
  breadcrumbs?: readonly Breadcrumb[];
  faq?: readonly FaqItem[];
  /** Extra schema.org objects (Article, DefinedTerm, Service…), each with its own @type. */
  structuredData?: readonly Record<string, unknown>[];
  ogType?: 'website' | 'article';
  /** Search results and other pages that should be followed but not indexed. */
  noindex?: boolean;
}

/** What meta functions receive that this needs: the matches (root data holds the origin) and the location. */
export interface SeoMetaArgs {
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[];
  location: { pathname: string };
}

export const OG_IMAGE_PATH = '/og-image.png';

/** The origin canonical links use, from the root loader's data. */
export function siteOriginFrom(matches: SeoMetaArgs['matches']): string {
  const root = matches.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { siteUrl?: string } | undefined;
  return data?.siteUrl ?? '';
}

export function absoluteSiteUrl(origin: string, path: string): string {
  return origin ? new URL(path, origin).href : path;
}

export function organizationStructuredData(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: absoluteSiteUrl(origin, '/'),
    logo: absoluteSiteUrl(origin, '/favicon.svg'),
    description: SITE_DESCRIPTION,
    areaServed: { '@type': 'Country', name: 'Brasil' },
  };
}

export function breadcrumbStructuredData(origin: string, crumbs: readonly Breadcrumb[]) {
  const trail = [{ name: 'Início', path: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteSiteUrl(origin, crumb.path),
    })),
  };
}

export function faqPageStructuredData(questions: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** Every tag of a public page, for its `meta` export: `export const meta = (args) => publicSeoMeta(args, {...})`. */
export function publicSeoMeta(args: SeoMetaArgs, seo: PublicSeo): MetaDescriptor[] {
  const origin = siteOriginFrom(args.matches);
  const title = seo.fullTitle ? seo.title : pageTitle(seo.title);
  const canonicalUrl = absoluteSiteUrl(origin, seo.path ?? args.location.pathname);
  const imageUrl = absoluteSiteUrl(origin, OG_IMAGE_PATH);
  const structured: Record<string, unknown>[] = [organizationStructuredData(origin)];
  if (seo.breadcrumbs?.length) structured.push(breadcrumbStructuredData(origin, seo.breadcrumbs));
  if (seo.faq?.length) structured.push(faqPageStructuredData(seo.faq));
  structured.push(...(seo.structuredData ?? []));

  return [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:type', content: seo.ogType ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: canonicalUrl },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: imageUrl },
    ...structured.map((data) => ({ 'script:ld+json': data })),
  ];
}
