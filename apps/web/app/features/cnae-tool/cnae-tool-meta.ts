import { publicSeoMeta, type Breadcrumb, type SeoMetaArgs } from '~/lib/seo';
import { CNAE_TOOL_PATH } from './cnae-tool-paths';

const TOOL_CRUMB: Breadcrumb = { name: 'Consulta CNAE', path: CNAE_TOOL_PATH };

/** A CNAE tool page's meta: title, description, its canonical address (from the loader) and, for search results, noindex. */
export function cnaeToolMeta(
  args: SeoMetaArgs,
  page: { title: string; description: string; canonicalUrl: string; crumb?: Breadcrumb },
  options: { noindex?: boolean; structuredData?: Record<string, unknown>[] } = {},
) {
  const canonical = new URL(page.canonicalUrl);
  return publicSeoMeta(args, {
    title: page.title,
    description: page.description,
    path: canonical.pathname + canonical.search,
    breadcrumbs: page.crumb ? [TOOL_CRUMB, page.crumb] : [TOOL_CRUMB],
    noindex: options.noindex,
    structuredData: options.structuredData,
  });
}
