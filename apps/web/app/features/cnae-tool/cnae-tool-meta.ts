import { publicPageMeta } from '~/lib/page-meta';

/** A CNAE tool page's meta: title, description, its canonical address and, for search results, noindex. */
export function cnaeToolMeta(
  page: string,
  description: string,
  canonicalUrl: string,
  options: { noindex?: boolean } = {},
) {
  return [
    ...publicPageMeta(page, description),
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}
