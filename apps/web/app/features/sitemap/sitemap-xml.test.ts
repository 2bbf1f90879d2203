import { describe, expect, test } from 'vitest';
import { escapeXml, SITEMAP_MAX_URLS, sitemapIndexXml, urlSetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  test('a urlset with the protocol namespace, an address and a date per entry', () => {
    const xml = urlSetXml([
      { loc: 'https://site.test/blog/posts/a', lastmod: '2026-03-12' },
      { loc: 'https://site.test/' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://site.test/blog/posts/a</loc><lastmod>2026-03-12</lastmod></url>',
        '<url><loc>https://site.test/</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  test('an index lists its files as sitemap entries', () => {
    const xml = sitemapIndexXml([{ loc: 'https://site.test/sitemaps/pages.xml' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://site.test/sitemaps/pages.xml</loc></sitemap>');
  });

  test('escapes the five XML characters in addresses', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const xml = urlSetXml([{ loc: 'https://site.test/blog?tag=a&pagina=2<x>' }]);
    expect(xml).toContain('<loc>https://site.test/blog?tag=a&amp;pagina=2&lt;x&gt;</loc>');
    expect(xml).not.toContain('a&pagina');
  });

  test('refuses more than 50,000 addresses in one file', () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ loc: `https://site.test/${i}` }));
    expect(() => urlSetXml(many)).toThrow(/50000/);
    expect(() => urlSetXml(many.slice(1))).not.toThrow();
  });
});
