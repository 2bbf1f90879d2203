import { PRODUCT_NAME } from './site';

/** "<Page> | Contábil Online", the title of every page but the home. */
export function pageTitle(page: string): string {
  return `${page} | ${PRODUCT_NAME}`;
}

/** A signed-in page's meta: kept out of search engines. */
export function appPageMeta(page: string) {
  return [{ title: pageTitle(page) }, { name: 'robots', content: 'noindex' }];
}
