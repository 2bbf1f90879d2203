import { PRODUCT_NAME } from './site';

/** "<Page> | Contábil Online", the title of every page but the home. */
export function pageTitle(page: string): string {
  return `${page} | ${PRODUCT_NAME}`;
}

/** A public page's meta: title and the text search engines show under it. */
export function publicPageMeta(page: string, description: string) {
  return [{ title: pageTitle(page) }, { name: 'description', content: description }];
}

/** A signed-in page's meta: kept out of search engines. */
export function appPageMeta(page: string) {
  return [{ title: pageTitle(page) }, { name: 'robots', content: 'noindex' }];
}
