/**
 * Sitemap XML (https://www.sitemaps.org/protocol.html): a `urlset` file of page addresses
 * and a `sitemapindex` of such files. Addresses and dates are escaped; a file holds at most
 * 50,000 addresses and 50 MB (uncompressed), the protocol's limits.
 */

export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

export interface SitemapUrl {
  /** Absolute address. */
  loc: string;
  /** W3C date ("2026-03-12") of the page's last change, when known. */
  lastmod?: string | undefined;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const date = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date}</${tag}>`;
}

function document(root: 'urlset' | 'sitemapindex', tag: 'url' | 'sitemap', entries: readonly SitemapUrl[]): string {
  if (entries.length > SITEMAP_MAX_URLS) {
    throw new Error(`sitemap: ${entries.length} addresses in one file (at most ${SITEMAP_MAX_URLS})`);
  }
  const xml = [
    XML_DECLARATION,
    `<${root} xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries.map((e) => entry(tag, e)),
    `</${root}>`,
    '',
  ].join('\n');
  if (Buffer.byteLength(xml) > SITEMAP_MAX_BYTES) throw new Error('sitemap: file over 50 MB');
  return xml;
}

/** A sitemap of page addresses. */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  return document('urlset', 'url', urls);
}

/** The sitemap index: the addresses of the sitemap files. */
export function sitemapIndexXml(files: readonly SitemapUrl[]): string {
  return document('sitemapindex', 'sitemap', files);
}
