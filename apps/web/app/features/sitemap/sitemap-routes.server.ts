import type { LoaderFunctionArgs } from 'react-router';
import { ContentUnavailableError } from '~/features/blog';
import { PublicApiUnavailableError } from '~/lib/public-api.server';
import { NO_STORE, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import { absoluteUrlFor } from '~/lib/runtime-config.server';
import { SITEMAP_FILES, SITEMAP_INDEX_PATH, sitemapFilePath } from './sitemap-files.server';
import { sitemapIndexXml, urlSetXml, XML_CONTENT_TYPE } from './sitemap-xml';

/** Where the crawlers may go: the public site, not the signed-in app, the web's JSON calls or checkout. */
export const ROBOTS_DISALLOWED = ['/app/', '/api/', '/pagamento/'] as const;

const publicAnswer = (body: string, contentType: string) =>
  new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } });

const UNAVAILABLE = 'Sitemap indisponível no momento. Tente novamente em instantes.';

/** `/sitemap.xml`: the index of the files under `/sitemaps/`. */
export function sitemapIndexLoader({ request }: LoaderFunctionArgs): Response {
  const files = SITEMAP_FILES.map((file) => ({ loc: absoluteUrlFor(request, sitemapFilePath(file.name)) }));
  return publicAnswer(sitemapIndexXml(files), XML_CONTENT_TYPE);
}

/**
 * `/sitemaps/{name}.xml`: one file of the index. An unknown name is a 404; the API or the
 * content source down is a 503 that no one keeps (a crawler comes back later), never a
 * file with pages missing.
 */
export async function sitemapFileLoader({ request, params }: LoaderFunctionArgs): Promise<Response> {
  const file = SITEMAP_FILES.find((f) => `${f.name}.xml` === params.file);
  if (!file) {
    return new Response(`Page not found: ${new URL(request.url).pathname}`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE },
    });
  }
  let pages;
  try {
    pages = await file.pages(request.signal);
  } catch (err) {
    if (!(err instanceof PublicApiUnavailableError || err instanceof ContentUnavailableError)) throw err;
    console.error(`sitemap ${file.name}: ${err.message}`);
    return new Response(UNAVAILABLE, {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, 'Retry-After': '300' },
    });
  }
  const urls = pages.map((page) => ({ loc: absoluteUrlFor(request, page.path), lastmod: page.lastmod }));
  return publicAnswer(urlSetXml(urls), XML_CONTENT_TYPE);
}

/** `/robots.txt`: the public site is open to crawlers; the sitemap index is named by its absolute address. */
export function robotsLoader({ request }: LoaderFunctionArgs): Response {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrlFor(request, SITEMAP_INDEX_PATH)}`,
    '',
  ];
  return publicAnswer(lines.join('\n'), 'text/plain; charset=utf-8');
}
